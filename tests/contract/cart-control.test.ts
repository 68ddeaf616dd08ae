/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { confirmCart, getCart, getCartPricing, getMarketStatus, updateCartItem } from '@/lib/api';
import { CartAnswer, CartConfirmationAnswer, CartItemAnswer, MarketStatusAnswer, PricingAnswer } from '@/lib/schemas';
import { expectAnswer, expectFailure, postJson, raw, setupHarness } from './harness';

/**
 * The cart's stock rule (commerce §4 "shortage": a quantity automatically reduced to stock) and
 * the control hooks that drive it: POST /__control/cart-items/{id}/stock and …/trash.
 */

const harness = setupHarness({ reset: true, login: 'each' });

const post = (path: string, body: unknown) =>
  postJson(harness.api, `/__control/${path}`, body);

async function statuses(): Promise<Record<number, string>> {
  const { data } = expectAnswer(MarketStatusAnswer, await getMarketStatus('demo', { token: harness.token }));
  return Object.fromEntries(data.map((s) => [s.id, s.status]));
}

/** Clears the seed's own notices so each test sees only what it caused. */
async function clearSeedNotices(): Promise<void> {
  const trashed = expectAnswer(CartAnswer, await getCart('demo', {}, { token: harness.token })).trashed.map((i) => i.id);
  expectAnswer(CartConfirmationAnswer, await confirmCart({ item_ids: trashed }, { token: harness.token }));
}

describe('stock falls below a cart line', () => {
  it('cuts the line to stock on the next read and lists the removed units as a trashed shortage', async () => {
    await clearSeedNotices();
    expectAnswer(CartItemAnswer, await updateCartItem(60001, { quantity: 5 }, { token: harness.token }));
    const hook = await post('cart-items/60001/stock', { available_quantity: 3 });
    expect(hook.status).toBe(200);
    expect(JSON.parse(hook.text)).toEqual({ ok: true, sku_id: 1011, available_quantity: 3 });

    const cart = expectAnswer(CartAnswer, await getCart('demo', {}, { token: harness.token }));
    expect(cart.data?.items.find((i) => i.id === 60001)?.quantity).toBe(3);
    expect(cart.trashed).toHaveLength(1);
    const [cut] = cart.trashed;
    expect(cut).toMatchObject({ sku_id: 1011, quantity: 2, product_name: '宇治抹茶ラテ セット' });
    expect(cut.deleted_at).toBeTruthy();
    expect(await statuses()).toMatchObject({ 60001: 'shortage', [cut.id]: 'shortage' });

    // A second read cuts nothing more.
    const again = expectAnswer(CartAnswer, await getCart('demo', {}, { token: harness.token }));
    expect(again.trashed.map((i) => i.id)).toEqual([cut.id]);
    expect(again.data?.items.find((i) => i.id === 60001)?.quantity).toBe(3);

    // Confirming clears the notice; the line keeps what stock allowed and is available again.
    expectAnswer(CartConfirmationAnswer, await confirmCart({ item_ids: [cut.id] }, { token: harness.token }));
    const after = expectAnswer(CartAnswer, await getCart('demo', {}, { token: harness.token }));
    expect(after.trashed).toEqual([]);
    expect(after.data?.items.find((i) => i.id === 60001)?.quantity).toBe(3);
    expect((await statuses())[60001]).toBe('available');
  });

  it('prices the cut line at its new quantity, and refuses the trashed units', async () => {
    await clearSeedNotices();
    expectAnswer(CartItemAnswer, await updateCartItem(60001, { quantity: 4 }, { token: harness.token }));
    await post('cart-items/60001/stock', { available_quantity: 1 });
    const cart = expectAnswer(CartAnswer, await getCart('demo', {}, { token: harness.token }));
    const pricing = expectAnswer(PricingAnswer, await getCartPricing({ item_ids: [60001] }, { token: harness.token }));
    expect(pricing.data.amount).toBe(1200);
    expectFailure(await getCartPricing({ item_ids: [cart.trashed[0]?.id ?? 0] }, { token: harness.token }), 422);
  });

  it('leaves a line whose stock ran out entirely as sold out, with nothing cut', async () => {
    await clearSeedNotices();
    await post('cart-items/60001/stock', { available_quantity: 0 });
    const cart = expectAnswer(CartAnswer, await getCart('demo', {}, { token: harness.token }));
    expect(cart.trashed).toEqual([]);
    expect(cart.data?.items.find((i) => i.id === 60001)?.quantity).toBe(2);
    expect((await statuses())[60001]).toBe('soldout');
  });

  it('cuts lines of one SKU oldest first, sharing the stock left', async () => {
    await clearSeedNotices();
    // Two lines of SKU 1011: the seeded live line (2) and a market line (3).
    await raw(harness.api, '/api/v1/stores/demo/carts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${harness.token}` },
      body: JSON.stringify({ id: 1011, quantity: 3 }),
    });
    await post('cart-items/60001/stock', { available_quantity: 3 });
    const cart = expectAnswer(CartAnswer, await getCart('demo', {}, { token: harness.token }));
    const lines = (cart.data?.items ?? []).filter((i) => i.sku_id === 1011).map((i) => [i.id === 60001 ? 'live' : 'market', i.quantity]);
    expect(lines).toEqual([
      ['live', 2],
      ['market', 1],
    ]);
    expect(cart.trashed.map((i) => [i.sku_id, i.quantity])).toEqual([[1011, 2]]);
  });
});

describe('control hooks', () => {
  it('trashes a line as the seller would: the deleted notice, market status deleted', async () => {
    await clearSeedNotices();
    expect((await post('cart-items/60003/trash', {})).status).toBe(200);
    const cart = expectAnswer(CartAnswer, await getCart('demo', {}, { token: harness.token }));
    expect(cart.trashed.map((i) => i.id)).toEqual([60003]);
    expect(cart.data?.items.some((i) => i.id === 60003)).toBe(false);
    expect((await statuses())[60003]).toBe('deleted');
  });

  it('validates its input and answers 404 for an unknown line', async () => {
    expect((await post('cart-items/60001/stock', { available_quantity: -1 })).status).toBe(422);
    expect((await post('cart-items/60001/stock', {})).status).toBe(422);
    expect((await post('cart-items/999999/stock', { available_quantity: 1 })).status).toBe(404);
    expect((await post('cart-items/999999/trash', {})).status).toBe(404);
  });
});
