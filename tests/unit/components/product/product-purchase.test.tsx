/** @jest-environment jsdom */
import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import type { ProductPurchaseProps, PurchaseSku } from '@/components/product/ProductPurchase';
import { SkuDescription, SkuPrice, type SkuTextProps } from '@/components/product/SkuText';
import { cartCountAtom, loginDialogAtom, toastsAtom } from '@/components/shell/atoms';
import type { AddOutcome, AddRequest } from '@/lib/market/add-to-cart';

// The shell's 401 rule, stubbed. Not hoisted under @jest/globals: the panel is imported after it.
const handleUnauthorized = jest.fn(() => Promise.resolve());
jest.mock('@/components/identity/session-runtime', () => ({ handleUnauthorized: () => handleUnauthorized() }));

let ProductPurchase: typeof import('@/components/product/ProductPurchase').ProductPurchase;
beforeAll(async () => {
  ({ ProductPurchase } = await import('@/components/product/ProductPurchase'));
});

const skuStrings = { originalPrice: '通常価格', freeShipping: '送料無料', priceTaxNote: '税込' };
const skuTexts: (SkuTextProps & { id: number; maxQuantity: number })[] = [
  { id: 1021, name: '20包', price: '¥980', originalPrice: null, stock: '在庫 60', maxQuantity: 60, frequency: null, freeShipping: false, note: null },
  { id: 1022, name: '50包', price: '¥2,180', originalPrice: '¥2,450', stock: '在庫 2', maxQuantity: 2, frequency: null, freeShipping: true, note: null },
  { id: 1023, name: '100包', price: '¥3,980', originalPrice: null, stock: '売り切れ', maxQuantity: 0, frequency: '1か月ごとにお届け', freeShipping: false, note: '数量限定' },
];
// As ProductDetail hands them over: the texts as server-rendered markup.
const skus: PurchaseSku[] = skuTexts.map((sku) => ({
  id: sku.id,
  maxQuantity: sku.maxQuantity,
  description: <SkuDescription sku={sku} strings={skuStrings} />,
  price: <SkuPrice sku={sku} strings={skuStrings} />,
}));

const strings: ProductPurchaseProps['strings'] = {
  legend: '種類を選ぶ',
  quantity: '数量',
  decrease: '数量を減らす',
  increase: '数量を増やす',
  maxHint: '最大{max}点',
  addToCart: 'カートに入れる',
  adding: '追加中…',
  added: 'カートに追加しました。',
  partial: '{requested}点中{added}点のみ追加しました。',
  limit: '購入上限に達しています。',
  general: 'エラー',
};

const store = getDefaultStore();

function setup(outcome: AddOutcome, over: Partial<ProductPurchaseProps> = {}) {
  const addToCart = jest.fn<(request: AddRequest) => Promise<AddOutcome>>().mockResolvedValue(outcome);
  render(<ProductPurchase store="demo" skus={skus} initialSkuId={1021} unavailable={null} strings={strings} addToCart={addToCart} {...over} />);
  return addToCart;
}


beforeEach(() => {
  store.set(toastsAtom, []);
  store.set(loginDialogAtom, { open: false });
  store.set(cartCountAtom, null);
  handleUnauthorized.mockClear();
});

describe('ProductPurchase', () => {
  it('offers the SKUs as a radio group and shows the chosen SKU price', () => {
    setup({ kind: 'silent' });
    expect(screen.getByRole('group', { name: '種類を選ぶ' })).toBeInTheDocument();
    expect(screen.getByTestId('selected-price')).toHaveTextContent('¥980税込');
    // Each SKU's line: price, the original price said as such, stock, delivery and note.
    expect(screen.getByRole('radio', { name: /50包 ¥2,180 通常価格 ¥2,450 在庫 2 送料無料/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /100包.*売り切れ.*1か月ごとにお届け.*数量限定/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: /50包/ }));
    expect(screen.getByTestId('selected-price')).toHaveTextContent('¥2,180');
    expect(screen.getByTestId('selected-price')).toHaveTextContent('通常価格¥2,450');
    expect(screen.getByRole('radio', { name: /100包/ })).toBeDisabled();
  });

  it('keeps the quantity within 1..min(stock, limit)', () => {
    setup({ kind: 'silent' });
    fireEvent.click(screen.getByRole('radio', { name: /50包/ }));
    const quantity = screen.getByRole('spinbutton', { name: '数量' });
    fireEvent.click(screen.getByRole('button', { name: '数量を増やす' }));
    fireEvent.click(screen.getByRole('button', { name: '数量を増やす' }));
    expect(quantity).toHaveValue(2);
    expect(screen.getByRole('button', { name: '数量を増やす' })).toBeDisabled();
    fireEvent.change(quantity, { target: { value: '9' } });
    fireEvent.blur(quantity);
    expect(quantity).toHaveValue(2);
    expect(screen.getByText('最大2点')).toBeInTheDocument();
  });

  it('opens the login dialog for a non-member', async () => {
    setup({ kind: 'login' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'カートに入れる' })));
    await waitFor(() => expect(store.get(loginDialogAtom)).toEqual({ open: true, reason: 'action' }));
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it('adds for a member, updates the cart badge and shows a partial-add notice', async () => {
    const addToCart = setup({ kind: 'added', full: false, added: 2, requested: 3, cartCount: 7 });
    fireEvent.click(screen.getByRole('radio', { name: /50包/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'カートに入れる' })));
    expect(addToCart).toHaveBeenCalledWith({ store: 'demo', skuId: 1022, quantity: 1 });
    await waitFor(() => expect(store.get(toastsAtom).map((toast) => [toast.type, toast.message])).toEqual([['warning', '3点中2点のみ追加しました。']]));
    expect(store.get(cartCountAtom)).toBe(7);
  });

  it('shows the purchase-limit message', async () => {
    setup({ kind: 'limit' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'カートに入れる' })));
    await waitFor(() => expect(store.get(toastsAtom).map((toast) => toast.message)).toEqual(['購入上限に達しています。']));
  });

  it('runs the 401 rule when the platform rejects the token', async () => {
    setup({ kind: 'unauthorized' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'カートに入れる' })));
    await waitFor(() => expect(handleUnauthorized).toHaveBeenCalledTimes(1));
    expect(store.get(loginDialogAtom)).toEqual({ open: false });
  });

  it('shows the general message when the action itself fails', async () => {
    const addToCart = jest.fn<(request: AddRequest) => Promise<AddOutcome>>().mockRejectedValue(new Error('offline'));
    render(<ProductPurchase store="demo" skus={skus} initialSkuId={1021} unavailable={null} strings={strings} addToCart={addToCart} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'カートに入れる' })));
    await waitFor(() => expect(store.get(toastsAtom).map((toast) => [toast.type, toast.message])).toEqual([['error', 'エラー']]));
  });

  it('cannot add while the product is not on sale, and says why', () => {
    setup({ kind: 'silent' }, { unavailable: '販売終了' });
    expect(screen.getByRole('button', { name: 'カートに入れる' })).toBeDisabled();
    expect(screen.getByText('販売終了')).toBeInTheDocument();
  });
});
