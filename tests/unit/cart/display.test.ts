import { describe, expect, it } from '@jest/globals';
import { groupLines, groupQuantity, lineAmount, postKindOf, sourceOf, toCartItemView, toCartLine, totalQuantity, UNPUBLISHED_POST_WORD } from '@/lib/cart/display';
import { CartItemView } from '@/lib/schemas';
import { cartItem, line, livePost, VENDOR_B } from './fixtures';

describe('display mapping (commerce §3)', () => {
  it('maps every source field to its display field', () => {
    const item = cartItem({
      id: 60001,
      cart_id: 6001,
      post_id: 9001,
      post: livePost,
      added_from: null,
      expires_at: '2026-01-01T13:00:00Z',
      product_name: '宇治抹茶ラテ セット',
      sku_id: 1011,
      sku_name: '6本入り',
      quantity: 2,
      price: 1200,
      sku: { id: 1011, name: '6本入り', price: 1200, info: null, available_quantity: 40, salable_quantity: 38, purchase_limit: 5 },
      buyer_purchasable_limit: 3,
      vendor: VENDOR_B,
      adult_warning: true,
    });
    const view = toCartItemView(item);
    expect(view).toEqual({
      cartId: 6001,
      id: 60001,
      postId: 9001,
      postTitle: '金曜ライブ',
      postCreatedAt: '2026-01-01T11:00:00Z',
      expiresAt: '2026-01-01T13:00:00Z',
      imgUrl: 'http://127.0.0.1:4010/images/product/p1.svg',
      productName: '宇治抹茶ラテ セット',
      skuId: 1011,
      skuName: '6本入り',
      quantity: 2,
      availableQuantity: 40,
      buyerPurchasableLimit: 3,
      price: 1200,
      vendor: VENDOR_B,
      adult_warning: true,
      isFormal: true,
      isRehearsal: false,
      salableQuantity: 38,
      purchaseLimit: 5,
    });
    // The schema of the display shape accepts it.
    expect(CartItemView.safeParse(view).success).toBe(true);
  });

  it('uses market and seller as the post title, whatever post is attached', () => {
    expect(toCartItemView(cartItem({ added_from: 'market' })).postTitle).toBe('market');
    expect(toCartItemView(cartItem({ added_from: 'seller', post: livePost, post_id: 9001 })).postTitle).toBe('seller');
  });

  it('falls back to the unpublished-post word without a post or kind (commerce §9: market)', () => {
    expect(UNPUBLISHED_POST_WORD).toBe('market');
    expect(toCartItemView(cartItem({ added_from: null, post: null })).postTitle).toBe('market');
    expect(toCartItemView(cartItem({ added_from: 'subscription' })).postTitle).toBe('subscription');
  });

  it('marks formal and rehearsal from the post type only', () => {
    const of = (type: 'formal' | 'rehearsal' | 'one_to_one_formal') => toCartItemView(cartItem({ added_from: null, post_id: 1, post: { ...livePost, type } }));
    expect([of('formal').isFormal, of('formal').isRehearsal]).toEqual([true, false]);
    expect([of('rehearsal').isFormal, of('rehearsal').isRehearsal]).toEqual([false, true]);
    expect([of('one_to_one_formal').isFormal, of('one_to_one_formal').isRehearsal]).toEqual([false, false]);
    expect(toCartItemView(cartItem()).isFormal).toBe(false);
  });

  it('maps missing optional fields to null', () => {
    const view = toCartItemView(cartItem({ image: null, vendor: undefined, buyer_purchasable_limit: undefined, sku: { id: 1, name: 'x', price: 1, info: null, available_quantity: 0 } }));
    expect([view.imgUrl, view.vendor, view.buyerPurchasableLimit, view.salableQuantity, view.purchaseLimit, view.postCreatedAt, view.expiresAt]).toEqual([null, null, null, null, null, null, null]);
  });

  it('names the source: added_from kinds, else a post, else the market', () => {
    expect(sourceOf({ added_from: 'market', post_id: null })).toBe('market');
    expect(sourceOf({ added_from: 'seller', post_id: 1 })).toBe('seller');
    expect(sourceOf({ added_from: 'subscription', post_id: null })).toBe('subscription');
    expect(sourceOf({ added_from: null, post_id: 9001 })).toBe('post');
    expect(sourceOf({ added_from: null, post_id: null })).toBe('market');
  });
});

describe('groups and totals', () => {
  const lines = [
    line({ id: 1, added_from: 'seller', quantity: 1 }),
    line({ id: 2, added_from: null, post_id: 9001, post: livePost, quantity: 2 }),
    line({ id: 3, added_from: 'market', quantity: 3 }),
    line({ id: 4, added_from: null, post_id: 9003, post: { ...livePost, id: 9003, title: 'アーカイブ', type: 'rehearsal' }, quantity: 1 }),
    line({ id: 5, added_from: null, post_id: 9001, post: livePost, quantity: 1 }),
    line({ id: 6, added_from: 'subscription', quantity: 4 }),
    line({ id: 7, added_from: 'market', quantity: 1 }),
  ];

  it('groups one per post (in cart order), then market, seller, subscription', () => {
    const groups = groupLines(lines);
    expect(groups.map((g) => [g.key, g.title, g.lines.map((l) => l.id)])).toEqual([
      ['post:9001', '金曜ライブ', [2, 5]],
      ['post:9003', 'アーカイブ', [4]],
      ['market', 'market', [3, 7]],
      ['seller', 'seller', [1]],
      ['subscription', 'subscription', [6]],
    ]);
    expect(groups[0]).toMatchObject({ postId: 9001, isFormal: true, isRehearsal: false });
    expect(groups[1]).toMatchObject({ isFormal: false, isRehearsal: true });
    expect(groups[2].postId).toBeNull();
  });

  it('an empty cart has no groups', () => {
    expect(groupLines([])).toEqual([]);
  });

  it('sums the quantity of every group of the cart; the subscription cart is its own', () => {
    expect(totalQuantity(lines)).toBe(1 + 2 + 3 + 1 + 1 + 1);
    expect(totalQuantity([])).toBe(0);
  });

  it('counts a group by quantity', () => {
    expect(groupLines(lines).map(groupQuantity)).toEqual([3, 1, 4, 1, 4]);
    expect(groupQuantity({ lines: [] })).toBe(0);
  });

  it('prices a line at unit price times quantity', () => {
    expect(lineAmount({ price: 1200, quantity: 3 })).toBe(3600);
  });
});

describe('post kinds (commerce §4)', () => {
  const NOW = Date.parse('2026-11-21T12:00:00Z');
  const later = '2026-11-28T12:00:00Z';
  const earlier = '2026-11-20T12:00:00Z';

  it('is streaming while the post is on air', () => {
    expect(postKindOf({ live: true, on_air: true, replay_expired_at: null }, NOW)).toBe('streaming');
  });

  it('is replay for a stopped live whose replay has not expired', () => {
    expect(postKindOf({ live: false, on_air: false, replay_expired_at: later }, NOW)).toBe('replay');
  });

  it('is manual once the replay expired, or for a post that never streamed', () => {
    expect(postKindOf({ live: false, on_air: false, replay_expired_at: earlier }, NOW)).toBe('manual');
    expect(postKindOf({ live: false, on_air: false, replay_expired_at: null }, NOW)).toBe('manual');
    expect(postKindOf({}, NOW)).toBe('manual');
  });

  it('is null without a post, and only live-post lines carry a kind', () => {
    expect(postKindOf(null, NOW)).toBeNull();
    const market = toCartLine(cartItem({ added_from: 'market', post_id: null, post: null }), 'available', null, NOW);
    expect(market.postKind).toBeNull();
  });
});
