import { describe, expect, it } from '@jest/globals';
import { miniPlayerEnds, miniPlayerShown, freshProductsOf, miniProductAfter, miniProductFrom, miniProductRefreshed, promotedOf, snapCorner, type MiniProduct } from '@/lib/live/layout/mini-player';

const room = '/demo/live/9007';

describe('where the mini-player shows', () => {
  it('shows on the store pages the buyer browses, not in its own room', () => {
    expect(miniPlayerShown('/demo/market', room)).toBe(true);
    expect(miniPlayerShown('/demo/market/product/101', room)).toBe(true);
    expect(miniPlayerShown('/demo/live/9001', room)).toBe(true);
    expect(miniPlayerShown(room, room)).toBe(false);
    expect(miniPlayerShown(null, room)).toBe(false);
  });
  it('ends on checkout and payment', () => {
    for (const path of ['/demo/shopping/checkout', '/demo/shopping/checkout/55', '/demo/order/55/payment', '/demo/order/55/choose-payment']) {
      expect(miniPlayerShown(path, room)).toBe(false);
      expect(miniPlayerEnds(path)).toBe(true);
    }
    expect(miniPlayerEnds('/demo/shopping')).toBe(false);
  });
});

describe('snapCorner', () => {
  it('snaps to the nearest corner', () => {
    const viewport = { width: 390, height: 844 };
    expect(snapCorner({ x: 40, y: 100 }, viewport)).toBe('top-left');
    expect(snapCorner({ x: 300, y: 100 }, viewport)).toBe('top-right');
    expect(snapCorner({ x: 40, y: 700 }, viewport)).toBe('bottom-left');
    expect(snapCorner({ x: 300, y: 700 }, viewport)).toBe('bottom-right');
  });
});

describe('miniProductAfter', () => {
  const card: MiniProduct = { id: 106, name: 'お茶', price: '¥1,000', image: null, status: 'on_sell', stock: { 1: 2, 2: 1 } };
  it('follows the sale status of its product only', () => {
    expect(miniProductAfter(card, { type: 'products.salable_status', productId: 106, salableStatus: 'sold_out' }).status).toBe('sold_out');
    expect(miniProductAfter(card, { type: 'products.salable_status', productId: 101, salableStatus: 'sold_out' })).toBe(card);
  });
  it('is sold out once every SKU is', () => {
    const one = miniProductAfter(card, { type: 'sku.sold', skuId: 1, productId: 106, availableQuantity: 0 });
    expect(one.status).toBe('on_sell');
    expect(miniProductAfter(one, { type: 'sku.sold', skuId: 2, productId: 106, availableQuantity: 0 }).status).toBe('sold_out');
    expect(miniProductAfter(card, { type: 'comment' })).toBe(card);
  });
});

describe('promotedOf', () => {
  const products = [
    { id: 1, salable_status: 'sold_out' as const },
    { id: 2, salable_status: 'on_sell' as const },
    { id: 3, salable_status: 'on_sell' as const },
  ];
  it('is the product being sold, else the first on sale, else none', () => {
    expect(promotedOf(products, 3)?.id).toBe(3);
    expect(promotedOf(products, null)?.id).toBe(2);
    expect(promotedOf(products.slice(0, 1), null)).toBeNull();
  });
});

describe('miniProductFrom', () => {
  const card: MiniProduct = { id: 101, name: '抹茶', price: '¥1,000', image: null, status: 'on_sell', stock: { 1: 3 } };
  it('takes the status and stock of a fresh read (a sold-out during the hand-over is not lost)', () => {
    expect(miniProductFrom(card, [{ id: 101, salable_status: 'sold_out', skus: [{ id: 1, available_quantity: 0 }] }])).toEqual({ ...card, status: 'sold_out', stock: { 1: 0 } });
  });
  it('keeps the card when the answer does not list its product', () => {
    expect(miniProductFrom(card, [{ id: 102, salable_status: 'sold_out', skus: [] }])).toBe(card);
  });
});

describe('freshProductsOf', () => {
  it('reads the products route answer, leaving out entries that do not fit', () => {
    const answer = { products: [{ id: 101, salable_status: 'sold_out', skus: [{ id: 1, available_quantity: 0 }, { id: 'x' }] }, { id: 102, salable_status: 'gone', skus: [] }, null] };
    expect(freshProductsOf(answer)).toEqual([{ id: 101, salable_status: 'sold_out', skus: [{ id: 1, available_quantity: 0 }] }]);
  });
  it('is null for anything else', () => {
    expect(freshProductsOf(null)).toBeNull();
    expect(freshProductsOf({ products: 'no' })).toBeNull();
  });
});

describe('miniProductRefreshed', () => {
  const card: MiniProduct = { id: 106, name: 'matcha', price: null, image: null, status: 'on_sell', stock: { 1: 3 } };
  it('a sold-out heard while the read was on its way is not undone by its older answer', () => {
    const fresh = [{ id: 106, salable_status: 'on_sell' as const, skus: [{ id: 1, available_quantity: 3 }] }];
    const after = miniProductRefreshed(card, fresh, [{ type: 'products.salable_status', productId: 106, salableStatus: 'sold_out' }]);
    expect(after.status).toBe('sold_out');
  });
  it('with nothing heard, the answer is the card', () => {
    const fresh = [{ id: 106, salable_status: 'end_sell' as const, skus: [{ id: 1, available_quantity: 0 }] }];
    expect(miniProductRefreshed(card, fresh, [])).toEqual({ ...card, status: 'end_sell', stock: { 1: 0 } });
  });
});
