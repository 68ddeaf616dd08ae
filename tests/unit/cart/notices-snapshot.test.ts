import { describe, expect, it } from '@jest/globals';
import { cartNotices, toTrashedView, withoutTrashed } from '@/lib/cart/notices';
import { buildSnapshot } from '@/lib/cart/snapshot';
import type { CartAnswer } from '@/lib/schemas';
import { cartItem, livePost } from './fixtures';

describe('cart notices (commerce §4)', () => {
  const cut = toTrashedView(cartItem({ id: 61001, product_name: '純米大吟醸 きらり', sku_name: '1.8L', quantity: 1 }), 'shortage');
  const removed = toTrashedView(cartItem({ id: 60005, quantity: 2 }), 'deleted');
  const expired = toTrashedView(cartItem({ id: 60008 }), undefined);

  it('a trashed item in shortage is the shortage notice; every other trashed item is the deleted notice', () => {
    expect(cut).toEqual({ id: 61001, kind: 'shortage', productName: '純米大吟醸 きらり', skuName: '1.8L', quantity: 1 });
    expect(removed.kind).toBe('deleted');
    expect(expired.kind).toBe('deleted');
  });

  it('gives one notice per kind, shortage first, with the ids its confirmation sends', () => {
    expect(cartNotices([removed, cut, expired])).toEqual([
      { kind: 'shortage', items: [cut], itemIds: [61001] },
      { kind: 'deleted', items: [removed, expired], itemIds: [60005, 60008] },
    ]);
    expect(cartNotices([removed]).map((n) => n.kind)).toEqual(['deleted']);
    expect(cartNotices([])).toEqual([]);
  });

  it('confirming drops exactly the confirmed ids', () => {
    expect(withoutTrashed([removed, cut, expired], [60005, 60008])).toEqual([cut]);
  });
});

describe('buildSnapshot', () => {
  const answer = (items: CartAnswer['trashed'], trashed: CartAnswer['trashed'] = []): CartAnswer => ({
    data: { id: 6001, items, store_id: 1, user_id: 1001, source_id: null, source_name: null, source_type: 'kirari' },
    trashed,
  });

  it('merges the cart and the subscription cart, with each item’s market status and expiry in the store’s zone', () => {
    const snapshot = buildSnapshot({
      cart: answer(
        [cartItem({ id: 1, added_from: null, post_id: 9001, post: livePost, expires_at: '2026-01-01T13:05:00Z' }), cartItem({ id: 2 })],
        [cartItem({ id: 9 })],
      ),
      subscription: answer([cartItem({ id: 3, added_from: 'subscription' })]),
      statuses: [
        { id: 1, status: 'available' },
        { id: 2, status: 'soldout' },
        { id: 9, status: 'shortage' },
      ],
      timeZone: 'Asia/Tokyo',
    });
    expect(snapshot.lines.map((l) => [l.id, l.source, l.marketStatus])).toEqual([
      [1, 'post', 'available'],
      [2, 'market', 'soldout'],
      [3, 'subscription', 'unknown'],
    ]);
    expect(snapshot.lines[0].expiresLabel).toBe('2026/01/01 22:05');
    expect(snapshot.lines[1].expiresLabel).toBeNull();
    expect(snapshot.trashed).toEqual([expect.objectContaining({ id: 9, kind: 'shortage' })]);
  });

  it('without market statuses every item is unknown; a cart not yet made is empty', () => {
    const snapshot = buildSnapshot({ cart: answer([cartItem({ id: 1 })]), statuses: null, timeZone: 'Asia/Tokyo' });
    expect(snapshot.lines[0].marketStatus).toBe('unknown');
    expect(buildSnapshot({ cart: { data: null, trashed: [] }, subscription: null, statuses: [], timeZone: 'Asia/Tokyo' })).toEqual({ lines: [], trashed: [] });
  });

  it('lists an item only once if both answers carry it', () => {
    const snapshot = buildSnapshot({ cart: answer([cartItem({ id: 1 })]), subscription: answer([cartItem({ id: 1 })]), statuses: [], timeZone: 'Asia/Tokyo' });
    expect(snapshot.lines).toHaveLength(1);
  });
});
