/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { trusted } from '../url/trusted';
import { buildCartLabels } from '@/components/cart/build-labels';
import type { CartActions, CartPageProps } from '@/components/cart/CartPage';
import { cartCountAtom, loginDialogAtom, toastsAtom } from '@/components/shell/atoms';
import type { MutationOutcome, PricingOutcome, RefetchOutcome } from '@/lib/cart/outcomes';
import type { CartSnapshot } from '@/lib/cart/snapshot';
import type { Pricing } from '@/lib/schemas';
import { line, livePost, VENDOR_B } from './fixtures';

// The shell's 401 rule, stubbed (imported lazily by the page).
const handleUnauthorized = jest.fn(() => Promise.resolve());
jest.mock('@/components/identity/session-runtime', () => ({ handleUnauthorized: () => handleUnauthorized() }));

let CartPage: typeof import('@/components/cart/CartPage').CartPage;
beforeAll(async () => {
  ({ CartPage } = await import('@/components/cart/CartPage'));
});

type Messages = Record<string, Record<string, unknown>>;
const ja = JSON.parse(readFileSync(join(process.cwd(), 'messages/ja.json'), 'utf8')) as Messages;
const lookup = (namespace: string) => (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], ja[namespace]) as string;
const labels = buildCartLabels(lookup('cart'), lookup('cart'), lookup('common'));

const live = line({ id: 60001, added_from: null, post_id: 9001, post: livePost, product_name: '宇治抹茶ラテ セット', sku_name: '6本入り', quantity: 2, price: 1200 }, 'available', '2026/01/01 22:00');
const market = line({ id: 60003, product_name: 'ハンドクリーム', sku_name: '30g', quantity: 1, price: 880 });
const seller = line({ id: 60004, added_from: 'seller', product_name: 'いくら', sku_name: '250g', quantity: 1, price: 4980, free_shipping: true });
const ticket = line({ id: 60007, product_name: '試飲会チケット', sku_name: '一般', is_ticket: true, price: 2000 });
const soldOut = line({ id: 60006, product_name: 'マグカップ', sku_name: '桜', adult_warning: true }, 'soldout');
const otherVendor = line({ id: 60008, product_name: 'トート', sku_name: '麻の葉', vendor: VENDOR_B, buyer_purchasable_limit: 2 });

const snapshot: CartSnapshot = {
  lines: [live, market, seller, ticket, soldOut, otherVendor],
  trashed: [
    { id: 61001, kind: 'shortage', productName: '純米大吟醸', skuName: '1.8L', quantity: 1 },
    { id: 60005, kind: 'deleted', productName: 'スニーカー', skuName: '25.0cm', quantity: 1 },
  ],
};

const pricing: Pricing = { amount: 2400, amount_payable: 2400, coupon_amount: 0, payment_fee: 0, rebate_amounts: [], shipping_fee: 0, total_amount: 2400 };

function actions(over: Partial<CartActions> = {}) {
  return {
    updateQuantity: jest.fn<CartActions['updateQuantity']>().mockResolvedValue({ kind: 'ok' }),
    deleteItem: jest.fn<CartActions['deleteItem']>().mockResolvedValue({ kind: 'ok' }),
    confirmNotice: jest.fn<CartActions['confirmNotice']>().mockResolvedValue({ kind: 'ok' }),
    price: jest.fn<CartActions['price']>().mockResolvedValue({ kind: 'ok', pricing }),
    refetch: jest.fn<CartActions['refetch']>().mockResolvedValue({ kind: 'ok', snapshot }),
    ...over,
  };
}

const store = getDefaultStore();

function setup(over: Partial<CartPageProps> = {}, acts = actions()) {
  render(
    <CartPage
      store="demo"
      currency="JPY"
      canEdit
      couponEnabled
      initial={snapshot}
      labels={labels}
      actions={acts}
      marketHref={trusted('/demo/market')}
      subscriptionHref={trusted('/demo/shopping/subscription')}
      headingId="cart-heading"
      debounceMs={400}
      {...over}
    />,
  );
  return acts;
}

const lineEl = (id: number) => document.querySelector(`[data-line-id="${id}"]`) as HTMLElement;
const flush = () => act(async () => {});

beforeEach(() => {
  store.set(toastsAtom, []);
  store.set(loginDialogAtom, { open: false });
  store.set(cartCountAtom, null);
  handleUnauthorized.mockClear();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('CartPage: display', () => {
  it('groups by source with the post title or source word, and shows each item’s fields and market status', () => {
    setup();
    const groups = screen.getAllByTestId('cart-group');
    expect(groups.map((g) => within(g).getByRole('heading', { level: 2 }).textContent)).toEqual(['金曜ライブ', 'マーケット', '出品者から']);
    expect(within(groups[0]).getByText('本番配信')).toBeInTheDocument();
    const first = lineEl(60001);
    expect(first).toHaveTextContent('宇治抹茶ラテ セット');
    expect(first).toHaveTextContent('¥1,200');
    expect(first).toHaveTextContent('¥2,400');
    expect(first).toHaveTextContent('在庫 10');
    expect(first).toHaveTextContent('2026/01/01 22:00まで取り置き');
    expect(first).toHaveTextContent('出品者：キラリ商店');
    expect(within(first).getByTestId('market-status')).toHaveTextContent('購入できます');
    expect(within(lineEl(60006)).getByTestId('market-status')).toHaveTextContent('売り切れ');
    expect(lineEl(60006)).toHaveTextContent('20歳未満の方は購入できません。');
    expect(lineEl(60004)).toHaveTextContent('送料無料');
    expect(lineEl(60007)).toHaveTextContent('チケット');
    // The limit is mentioned, its value is not (commerce §3).
    expect(lineEl(60008)).toHaveTextContent('購入数に上限があります');
    // A sold-out item cannot be selected.
    expect(within(lineEl(60006)).getByRole('checkbox')).toBeDisabled();
  });

  it('sets the header badge to the cart’s total quantity', () => {
    setup();
    expect(store.get(cartCountAtom)).toBe(2 + 1 + 1 + 1 + 1 + 1);
  });

  it('shows both notices; confirming one sends its trashed ids and clears it', async () => {
    const after = { ...snapshot, trashed: snapshot.trashed.filter((item) => item.id !== 61001) };
    const acts = setup({}, actions({ refetch: jest.fn<CartActions['refetch']>().mockResolvedValue({ kind: 'ok', snapshot: after }) }));
    expect(screen.getByTestId('notice-shortage')).toHaveTextContent('純米大吟醸 1.8L：1点減りました');
    expect(screen.getByTestId('notice-deleted')).toHaveTextContent('スニーカー 25.0cm（1点）');
    fireEvent.click(within(screen.getByTestId('notice-shortage')).getByRole('button', { name: '確認しました' }));
    await flush();
    expect(acts.confirmNotice).toHaveBeenCalledWith([61001]);
    expect(screen.queryByTestId('notice-shortage')).not.toBeInTheDocument();
    expect(screen.getByTestId('notice-deleted')).toBeInTheDocument();
    expect(acts.refetch).toHaveBeenCalled();
  });

  it('without buyer editing: no quantity or delete controls, and says why', () => {
    setup({ canEdit: false });
    expect(screen.getByTestId('editing-disabled')).toHaveTextContent('出品者が行います');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /を削除/ })).not.toBeInTheDocument();
    expect(lineEl(60001)).toHaveTextContent('数量: 2');
  });

  it('an empty cart shows the empty view; a cart that failed to load shows the error view and retries', async () => {
    const { unmount } = render(
      <CartPage store="demo" currency="JPY" canEdit couponEnabled initial={{ lines: [], trashed: [] }} labels={labels} actions={actions()} marketHref={trusted('/demo/market')} subscriptionHref={null} headingId="h" />,
    );
    expect(screen.getByTestId('cart-empty')).toHaveTextContent('カートに商品はありません');
    unmount();
    let release: (o: RefetchOutcome) => void = () => {};
    const acts = actions({ refetch: jest.fn<CartActions['refetch']>(() => new Promise((resolve) => (release = resolve))) });
    setup({ initial: null }, acts);
    expect(screen.getByRole('alert')).toHaveTextContent('カートを読み込めませんでした');
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(screen.getByTestId('cart-skeleton')).toBeInTheDocument();
    await act(async () => release({ kind: 'ok', snapshot }));
    expect(screen.getAllByTestId('cart-group')).toHaveLength(3);
  });
});

describe('CartPage: quantity (optimistic)', () => {
  it('shows the new quantity at once and keeps it when the platform agrees; the badge follows', async () => {
    const acts = setup();
    fireEvent.click(screen.getByRole('button', { name: '数量を増やす（宇治抹茶ラテ セット 6本入り）' }));
    expect(within(lineEl(60001)).getByRole('spinbutton')).toHaveValue(3);
    expect(acts.updateQuantity).toHaveBeenCalledWith({ itemId: 60001, quantity: 3 });
    await flush();
    expect(within(lineEl(60001)).getByRole('spinbutton')).toHaveValue(3);
    expect(store.get(cartCountAtom)).toBe(8);
  });

  it('rolls back and shows the server’s message on failure', async () => {
    let release: (o: MutationOutcome) => void = () => {};
    const acts = setup({}, actions({ updateQuantity: jest.fn<CartActions['updateQuantity']>(() => new Promise((resolve) => (release = resolve))) }));
    fireEvent.click(screen.getByRole('button', { name: '数量を増やす（宇治抹茶ラテ セット 6本入り）' }));
    expect(within(lineEl(60001)).getByRole('spinbutton')).toHaveValue(3);
    await act(async () => release({ kind: 'error', message: 'Not enough stock for this quantity.' }));
    expect(within(lineEl(60001)).getByRole('spinbutton')).toHaveValue(2);
    expect(store.get(toastsAtom).map((t) => [t.type, t.message])).toEqual([['error', 'Not enough stock for this quantity.']]);
    expect(acts.refetch).not.toHaveBeenCalled();
    expect(store.get(cartCountAtom)).toBe(7);
  });

  it('model not found: no message, the line goes and the cart is read again', async () => {
    const acts = setup({}, actions({ updateQuantity: jest.fn<CartActions['updateQuantity']>().mockResolvedValue({ kind: 'gone' }) }));
    fireEvent.click(screen.getByRole('button', { name: '数量を増やす（宇治抹茶ラテ セット 6本入り）' }));
    await flush();
    expect(store.get(toastsAtom)).toEqual([]);
    expect(acts.refetch).toHaveBeenCalledWith('demo');
  });

  it('a typed quantity is clamped to what can be bought and sent on blur', async () => {
    const acts = setup();
    const input = within(lineEl(60008)).getByRole('spinbutton');
    fireEvent.change(input, { target: { value: '9' } });
    fireEvent.blur(input);
    expect(acts.updateQuantity).toHaveBeenCalledWith({ itemId: 60008, quantity: 2 });
    await flush();
  });

  it('a 401 runs the shell’s rule; no token opens the login dialog', async () => {
    setup({}, actions({ updateQuantity: jest.fn<CartActions['updateQuantity']>().mockResolvedValueOnce({ kind: 'unauthorized' }).mockResolvedValueOnce({ kind: 'login' }) }));
    fireEvent.click(screen.getByRole('button', { name: '数量を増やす（宇治抹茶ラテ セット 6本入り）' }));
    await flush();
    expect(handleUnauthorized).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '数量を増やす（宇治抹茶ラテ セット 6本入り）' }));
    await flush();
    expect(store.get(loginDialogAtom)).toEqual({ open: true, reason: 'action' });
  });
});

describe('CartPage: delete', () => {
  it('asks first; cancel keeps the line', () => {
    const acts = setup();
    fireEvent.click(screen.getByRole('button', { name: 'ハンドクリーム 30gを削除' }));
    const dialog = screen.getByRole('dialog', { name: '商品を削除' });
    expect(dialog).toHaveTextContent('「ハンドクリーム 30g」をカートから削除しますか？');
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(acts.deleteItem).not.toHaveBeenCalled();
    expect(lineEl(60003)).toBeInTheDocument();
  });

  it('removes at once on confirm, and puts the line back with the message when the platform refuses', async () => {
    let release: (o: MutationOutcome) => void = () => {};
    const acts = setup({}, actions({ deleteItem: jest.fn<CartActions['deleteItem']>(() => new Promise((resolve) => (release = resolve))) }));
    fireEvent.click(screen.getByRole('button', { name: 'ハンドクリーム 30gを削除' }));
    fireEvent.click(screen.getByTestId('confirm-delete'));
    expect(acts.deleteItem).toHaveBeenCalledWith(60003);
    expect(lineEl(60003)).toBeNull();
    await act(async () => release({ kind: 'error', message: 'This store does not let buyers edit the cart.' }));
    expect(lineEl(60003)).toBeInTheDocument();
    expect(store.get(toastsAtom).map((t) => t.message)).toEqual(['This store does not let buyers edit the cart.']);
  });

  it('confirms success with a toast and lowers the badge', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'ハンドクリーム 30gを削除' }));
    fireEvent.click(screen.getByTestId('confirm-delete'));
    await flush();
    expect(lineEl(60003)).toBeNull();
    expect(store.get(toastsAtom).map((t) => [t.type, t.message])).toEqual([['success', 'カートから削除しました。']]);
    expect(store.get(cartCountAtom)).toBe(6);
  });
});

describe('CartPage: selection, pricing, checkout', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  it('a ticket deselects the other items and says so; the checkout link carries the ticket type', async () => {
    setup();
    fireEvent.click(within(lineEl(60003)).getByRole('checkbox'));
    fireEvent.click(within(lineEl(60004)).getByRole('checkbox'));
    expect(screen.getByTestId('pricing')).toHaveTextContent('2件選択中');
    fireEvent.click(within(lineEl(60007)).getByRole('checkbox'));
    expect(within(lineEl(60003)).getByRole('checkbox')).not.toBeChecked();
    expect(within(lineEl(60004)).getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByTestId('pricing')).toHaveTextContent('一緒に購入できない商品の選択を解除しました。');
    expect(screen.getByTestId('checkout')).toHaveAttribute('href', '/demo/shopping/checkout?items=60007&type=ticket');
    await act(async () => jest.advanceTimersByTime(400));
  });

  it('another vendor deselects the first vendor’s items', async () => {
    setup();
    fireEvent.click(within(lineEl(60001)).getByRole('checkbox'));
    fireEvent.click(within(lineEl(60008)).getByRole('checkbox'));
    expect(within(lineEl(60001)).getByRole('checkbox')).not.toBeChecked();
    expect(within(lineEl(60008)).getByRole('checkbox')).toBeChecked();
    await act(async () => jest.advanceTimersByTime(400));
  });

  it('prices the selection after the debounce, once, and shows it line by line', async () => {
    const acts = setup();
    expect(screen.getByTestId('checkout').tagName).toBe('BUTTON');
    fireEvent.click(within(lineEl(60001)).getByRole('checkbox'));
    fireEvent.click(within(lineEl(60003)).getByRole('checkbox'));
    expect(screen.getByTestId('pricing')).toHaveTextContent('金額を計算しています…');
    await act(async () => jest.advanceTimersByTime(399));
    expect(acts.price).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(acts.price).toHaveBeenCalledTimes(1);
    expect(acts.price).toHaveBeenCalledWith({ itemIds: [60001, 60003], couponCode: null });
    const rows = screen.getByTestId('pricing-rows');
    expect(rows).toHaveTextContent('商品小計¥2,400');
    expect(rows).toHaveTextContent('送料¥0');
    expect(rows).toHaveTextContent('お支払い金額¥2,400');
    expect(screen.getByTestId('checkout')).toHaveAttribute('href', '/demo/shopping/checkout?items=60001,60003');
  });

  it('a confirmed quantity change prices again', async () => {
    const acts = setup();
    fireEvent.click(within(lineEl(60001)).getByRole('checkbox'));
    await act(async () => jest.advanceTimersByTime(400));
    fireEvent.click(screen.getByRole('button', { name: '数量を増やす（宇治抹茶ラテ セット 6本入り）' }));
    // Not before the platform confirmed the new quantity.
    await act(async () => jest.advanceTimersByTime(0));
    await act(async () => jest.advanceTimersByTime(400));
    expect(acts.price).toHaveBeenCalledTimes(2);
    expect(acts.updateQuantity).toHaveBeenCalledWith({ itemId: 60001, quantity: 3 });
  });

  it('applies a coupon; a refused coupon shows its message, keeps the text and prices without it', async () => {
    const price = jest
      .fn<CartActions['price']>()
      .mockResolvedValueOnce({ kind: 'ok', pricing })
      .mockResolvedValueOnce({ kind: 'coupon', message: 'This coupon is invalid or has expired.' } as PricingOutcome)
      .mockResolvedValue({ kind: 'ok', pricing });
    setup({}, actions({ price }));
    fireEvent.click(within(lineEl(60001)).getByRole('checkbox'));
    await act(async () => jest.advanceTimersByTime(400));
    const field = screen.getByRole('textbox', { name: 'クーポンコード' });
    fireEvent.click(screen.getByRole('button', { name: '適用' }));
    expect(screen.getByText('クーポンコードを入力してください。')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: ' NOPE ' } });
    fireEvent.click(screen.getByRole('button', { name: '適用' }));
    await act(async () => jest.advanceTimersByTime(400));
    expect(price).toHaveBeenNthCalledWith(2, { itemIds: [60001], couponCode: 'NOPE' });
    expect(screen.getByText('This coupon is invalid or has expired.')).toBeInTheDocument();
    expect(field).toHaveValue(' NOPE ');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await act(async () => jest.advanceTimersByTime(400));
    expect(price).toHaveBeenNthCalledWith(3, { itemIds: [60001], couponCode: null });
    expect(screen.getByTestId('checkout')).toHaveAttribute('href', '/demo/shopping/checkout?items=60001');
  });

  it('an accepted coupon goes to checkout', async () => {
    setup();
    fireEvent.click(within(lineEl(60001)).getByRole('checkbox'));
    fireEvent.change(screen.getByRole('textbox', { name: 'クーポンコード' }), { target: { value: 'WELCOME500' } });
    fireEvent.click(screen.getByRole('button', { name: '適用' }));
    await act(async () => jest.advanceTimersByTime(400));
    expect(screen.getByText('クーポン「WELCOME500」を適用しています。')).toBeInTheDocument();
    expect(screen.getByTestId('checkout')).toHaveAttribute('href', '/demo/shopping/checkout?items=60001&coupon=WELCOME500');
  });

  it('a failed pricing shows the message', async () => {
    setup({}, actions({ price: jest.fn<CartActions['price']>().mockResolvedValue({ kind: 'error', message: 'The selected item_ids is invalid.' }) }));
    fireEvent.click(within(lineEl(60001)).getByRole('checkbox'));
    await act(async () => jest.advanceTimersByTime(400));
    expect(within(screen.getByTestId('pricing')).getByRole('alert')).toHaveTextContent('The selected item_ids is invalid.');
  });

  it('no coupon field where the store has coupons off', () => {
    setup({ couponEnabled: false });
    expect(screen.queryByRole('textbox', { name: 'クーポンコード' })).not.toBeInTheDocument();
  });
});
