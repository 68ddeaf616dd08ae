/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { addToCart, confirmCart, createGuestToken, deleteCartItem, getCart, getMarketStatus, login, updateCartItem } from '@/lib/api';
import { AddToCartAnswer, CartAnswer, CartConfirmationAnswer, CartItemAnswer, GuestTokenAnswer, MarketStatusAnswer } from '@/lib/schemas';
import { DEMO, demoToken, expectAnswer, expectFailure, setupHarness } from './harness';

const harness = setupHarness({ reset: true, login: 'each' });

describe('GET /api/v1/stores/{store}/carts/buyer', () => {
  it('answers the seeded cart with live, market and seller items, and the trashed one apart', async () => {
    const answer = expectAnswer(CartAnswer, await getCart('demo', {}, { token: harness.token }));
    const items = answer.data?.items ?? [];
    expect(answer.data).toMatchObject({ store_id: 1, user_id: 1001, source_type: 'kirari' });
    expect(new Set(items.map((i) => i.added_from ?? 'post'))).toEqual(new Set(['post', 'market', 'seller']));
    expect(items.find((i) => i.post_id === 9001)?.post).toMatchObject({ id: 9001, type: 'formal' });
    expect(items.some((i) => i.is_ticket)).toBe(true);
    expect(new Set(items.map((i) => i.vendor?.id)).size).toBeGreaterThan(1);
    // 60005 was removed by the seller; 60002 (2 held, 1 in stock) was cut to 1 and its removed unit trashed.
    expect(answer.trashed.map((i) => [i.sku_id, i.quantity])).toEqual([
      [1042, 1],
      [1062, 1],
    ]);
    expect(answer.trashed.every((i) => i.deleted_at)).toBe(true);
    expect(items.find((i) => i.id === 60002)?.quantity).toBe(1);
  });

  it('answers a guest without a cart with data null, and a ghost with 401', async () => {
    const guest = expectAnswer(GuestTokenAnswer, await createGuestToken({ name: 'g' }));
    expect(expectAnswer(CartAnswer, await getCart('demo', {}, { token: null, guestToken: guest.data.token }))).toEqual({ data: null, trashed: [] });
    expectFailure(await getCart('demo', {}, { token: null, guestToken: null }), 401);
  });
});

describe('GET /api/v1/stores/{store}/carts/market/status', () => {
  it('gives every cart item a market status', async () => {
    const { data } = expectAnswer(MarketStatusAnswer, await getMarketStatus('demo', { token: harness.token }));
    const byId = Object.fromEntries(data.map((s) => [s.id, s.status]));
    expect(byId).toMatchObject({ 60001: 'available', 60002: 'shortage', 60006: 'soldout', 60005: 'deleted' });
    // The units cut from 60002 are a trashed line of their own, also in shortage.
    const cut = expectAnswer(CartAnswer, await getCart('demo', {}, { token: harness.token })).trashed.find((i) => i.sku_id === 1062);
    expect(byId[cut?.id ?? 0]).toBe('shortage');
  });

  it('is member-only', async () => {
    expect(expectFailure(await getMarketStatus('demo', { token: null }), 401).message).toBe('Unauthenticated.');
  });
});

describe('POST /api/v1/stores/{store}/carts', () => {
  it('adds a ticket only while the store has the ticket flag on', async () => {
    expectAnswer(AddToCartAnswer, await addToCart('demo', { id: 1091, quantity: 1 }, { token: harness.token }));
    const demo = harness.platform.ctx.state.stores.find((store) => store.slug === 'demo');
    for (const setting of demo?.settings ?? []) if (setting.name === 'ticket') setting.enable = false;
    expectFailure(await addToCart('demo', { id: 1091, quantity: 1 }, { token: harness.token }), 422);
  });

  it('adds fully when stock allows, and merges with the same market item', async () => {
    const first = expectAnswer(AddToCartAnswer, await addToCart('demo', { id: 1012, quantity: 3 }, { token: harness.token }));
    expect(first.data).toEqual({ result: 'fully', added_quantity: 3, request_quantity: 3 });
    expectAnswer(AddToCartAnswer, await addToCart('demo', { id: 1012, quantity: 1 }, { token: harness.token }));
    const cart = expectAnswer(CartAnswer, await getCart('demo', {}, { token: harness.token }));
    expect(cart.data?.items.filter((i) => i.sku_id === 1012).map((i) => i.quantity)).toEqual([4]);
  });

  it('adds partially when stock is short, then refuses when none is left', async () => {
    const partial = expectAnswer(AddToCartAnswer, await addToCart('demo', { id: 1022, quantity: 5 }, { token: harness.token }));
    expect(partial.data).toEqual({ result: 'partial', added_quantity: 2, request_quantity: 5 });
    expectFailure(await addToCart('demo', { id: 1022, quantity: 1 }, { token: harness.token }), 422);
  });

  it('answers 422 REACHED_BUYER_PURCHASABLE_LIMIT at the per-buyer limit', async () => {
    const capped = expectAnswer(AddToCartAnswer, await addToCart('demo', { id: 1101, quantity: 3 }, { token: harness.token }));
    expect(capped.data).toEqual({ result: 'partial', added_quantity: 2, request_quantity: 3 });
    expectFailure(await addToCart('demo', { id: 1101, quantity: 1 }, { token: harness.token }), 422, 'REACHED_BUYER_PURCHASABLE_LIMIT');
  });

  it('refuses sold-out, not-yet-on-sale and unknown SKUs', async () => {
    expectFailure(await addToCart('demo', { id: 1033, quantity: 1 }, { token: harness.token }), 422);
    expectFailure(await addToCart('demo', { id: 1051, quantity: 1 }, { token: harness.token }), 422);
    expectFailure(await addToCart('demo', { id: 9999, quantity: 1 }, { token: harness.token }), 404);
    // A SKU of another store is not this store's.
    expectFailure(await addToCart('demo', { id: 2011, quantity: 1 }, { token: harness.token }), 404);
  });

  it('validates the quantity, needs a member, refuses the blacklisted and unknown stores', async () => {
    expect(expectFailure(await addToCart('demo', { id: 1011, quantity: 0 }, { token: harness.token }), 422).errors?.quantity).toBeDefined();
    expectFailure(await addToCart('demo', { id: 1011, quantity: 1 }, { token: null }), 401);
    const blocked = await demoToken((p) => login({ ...p, email: 'blocked@example.com', password: DEMO.password }));
    expectFailure(await addToCart('demo', { id: 1011, quantity: 1 }, { token: blocked }), 403);
    expectFailure(await addToCart('no-such-store', { id: 1011, quantity: 1 }, { token: harness.token }), 404);
  });

  it('puts a subscription SKU in the subscription cart', async () => {
    expectAnswer(AddToCartAnswer, await addToCart('demo', { id: 1081, quantity: 1 }, { token: harness.token }));
    const subscription = expectAnswer(CartAnswer, await getCart('demo', { type: 'subscription' }, { token: harness.token }));
    expect(subscription.data?.items.map((i) => [i.sku_id, i.added_from])).toEqual([[1081, 'subscription']]);
    const regular = expectAnswer(CartAnswer, await getCart('demo', {}, { token: harness.token }));
    expect(regular.data?.items.some((i) => i.sku_id === 1081)).toBe(false);
  });

  it('creates a cart for a member who had none in the store', async () => {
    expectAnswer(AddToCartAnswer, await addToCart('taiwan', { id: 2011, quantity: 1 }, { token: harness.token }));
    const cart = expectAnswer(CartAnswer, await getCart('taiwan', {}, { token: harness.token }));
    expect(cart.data?.items.map((i) => i.sku_id)).toEqual([2011]);
  });
});

describe('cart items: quantity, delete, confirmation', () => {
  it('changes a quantity within stock and limit', async () => {
    expectAnswer(CartItemAnswer, await updateCartItem(60001, { quantity: 3 }, { token: harness.token }));
    const cart = expectAnswer(CartAnswer, await getCart('demo', {}, { token: harness.token }));
    expect(cart.data?.items.find((i) => i.id === 60001)?.quantity).toBe(3);
    expectFailure(await updateCartItem(60001, { quantity: 999 }, { token: harness.token }), 422);
    expectFailure(await updateCartItem(60001, { quantity: 0 }, { token: harness.token }), 422);
  });

  it('answers 404 MODEL_NOT_FOUND for a line that is gone or not the caller’s', async () => {
    expectFailure(await updateCartItem(123456, { quantity: 1 }, { token: harness.token }), 404, 'MODEL_NOT_FOUND');
    const other = await demoToken((p) => login({ ...p, email: 'blocked@example.com', password: DEMO.password }));
    expectFailure(await deleteCartItem(60001, { token: other }), 404);
  });

  it('deletes a line', async () => {
    expectAnswer(CartItemAnswer, await deleteCartItem(60003, { token: harness.token }));
    const cart = expectAnswer(CartAnswer, await getCart('demo', {}, { token: harness.token }));
    expect(cart.data?.items.some((i) => i.id === 60003)).toBe(false);
    expectFailure(await deleteCartItem(60003, { token: harness.token }), 404);
  });

  it('clears trashed lines on confirmation and leaves live ones', async () => {
    const trashed = expectAnswer(CartAnswer, await getCart('demo', {}, { token: harness.token })).trashed.map((i) => i.id);
    expectAnswer(CartConfirmationAnswer, await confirmCart({ item_ids: [...trashed, 60001] }, { token: harness.token }));
    const cart = expectAnswer(CartAnswer, await getCart('demo', {}, { token: harness.token }));
    expect(cart.trashed).toEqual([]);
    expect(cart.data?.items.some((i) => i.id === 60001)).toBe(true);
    // The confirmed shortage no longer marks the line that was cut.
    const { data } = expectAnswer(MarketStatusAnswer, await getMarketStatus('demo', { token: harness.token }));
    expect(data.find((s) => s.id === 60002)?.status).toBe('available');
  });

  it('answers MODEL_NOT_FOUND for a quantity change on a trashed line', async () => {
    expectFailure(await updateCartItem(60005, { quantity: 1 }, { token: harness.token }), 404, 'MODEL_NOT_FOUND');
  });

  it('refuses quantity changes where the store keeps editing to the seller', async () => {
    expectAnswer(AddToCartAnswer, await addToCart('taiwan', { id: 2011, quantity: 1 }, { token: harness.token }));
    const line = expectAnswer(CartAnswer, await getCart('taiwan', {}, { token: harness.token })).data?.items[0];
    expectFailure(await updateCartItem(line?.id ?? 0, { quantity: 2 }, { token: harness.token }), 403);
    expectFailure(await deleteCartItem(line?.id ?? 0, { token: harness.token }), 403);
    expect(expectAnswer(CartAnswer, await getCart('taiwan', {}, { token: harness.token })).data?.items).toHaveLength(1);
  });
});
