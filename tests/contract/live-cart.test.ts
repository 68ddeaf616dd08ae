/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { addPostItemsToCart, createGuestToken, getCart, isInBlacklist, login } from '@/lib/api';
import { AddToCartAnswer, CartNotification, GuestTokenAnswer, InBlacklistAnswer } from '@/lib/schemas';
import { DEMO, demoToken, expectAnswer, expectFailure, expectParses, postJson, setupHarness } from './harness';

const harness = setupHarness({ reset: true, login: 'each', record: true });

const control = (path: string, body: unknown = {}) =>
  postJson(harness.api, path, body);

describe('POST /api/v1/posts/{post}/carts/buyer', () => {
  it('adds fully, puts the line in the cart under the post and publishes a cart notification', async () => {
    const { data } = expectAnswer(AddToCartAnswer, await addPostItemsToCart(9001, { skus: [{ id: 1012, quantity: 2 }] }, { token: harness.token }));
    expect(data).toEqual({ result: 'fully', added_quantity: 2, request_quantity: 2 });
    const cart = await getCart('demo', {}, { token: harness.token });
    expect(cart.ok && cart.data.data?.items.some((i) => i.sku_id === 1012 && i.post_id === 9001 && i.quantity === 2)).toBe(true);
    expect(harness.published).toHaveLength(1);
    expect(harness.published[0]).toMatchObject({ channel: 'cart|9001', name: 'cart.added' });
    const notice = expectParses(CartNotification, harness.published[0].data);
    expect(notice).toMatchObject({ user_id: 1001, user_name: 'はなこ', skus: [{ sku_name: '12本入り', product_name: '宇治抹茶ラテ セット', quantity: 2 }] });
  });

  it('adds partially when stock runs short (several SKUs at once)', async () => {
    // B2 has 2 in stock; B1 has plenty.
    const { data } = expectAnswer(AddToCartAnswer, await addPostItemsToCart(9001, { skus: [{ id: 1022, quantity: 3 }, { id: 1021, quantity: 1 }] }, { token: harness.token }));
    expect(data).toEqual({ result: 'partial', added_quantity: 3, request_quantity: 4 });
  });

  it('answers REACHED_BUYER_PURCHASABLE_LIMIT when the per-buyer limit is used up', async () => {
    expectAnswer(AddToCartAnswer, await addPostItemsToCart(9001, { skus: [{ id: 1131, quantity: 1 }] }, { token: harness.token }));
    const body = expectFailure(await addPostItemsToCart(9001, { skus: [{ id: 1131, quantity: 1 }] }, { token: harness.token }), 422, 'REACHED_BUYER_PURCHASABLE_LIMIT');
    expect(body.message).toBeTruthy();
  });

  it('answers 404 for a SKU the post does not promote, and 422 for sold out and not-on-sale products', async () => {
    expectFailure(await addPostItemsToCart(9001, { skus: [{ id: 1071, quantity: 1 }] }, { token: harness.token }), 404);
    expectFailure(await addPostItemsToCart(9001, { skus: [{ id: 99999, quantity: 1 }] }, { token: harness.token }), 404);
    expectFailure(await addPostItemsToCart(9001, { skus: [{ id: 1041, quantity: 1 }] }, { token: harness.token }), 422);
    expectFailure(await addPostItemsToCart(9001, { skus: [{ id: 1051, quantity: 1 }] }, { token: harness.token }), 422);
    expectFailure(await addPostItemsToCart(1, { skus: [{ id: 1011, quantity: 1 }] }, { token: harness.token }), 404);
    expect(harness.published).toEqual([]);
  });

  it('validates the body and needs a member or guest', async () => {
    expectFailure(await addPostItemsToCart(9001, { skus: [] }, { token: harness.token }), 422);
    expectFailure(await addPostItemsToCart(9001, { skus: [{ id: 1011, quantity: 0 }] }, { token: harness.token }), 422);
    expectFailure(await addPostItemsToCart(9001, { skus: [{ id: 1011, quantity: 1 }] }, { token: null, guestToken: null }), 401);
  });

  it('gives a guest a cart of its own', async () => {
    const guest = expectAnswer(GuestTokenAnswer, await createGuestToken({ name: 'ゆき' })).data;
    expectAnswer(AddToCartAnswer, await addPostItemsToCart(9001, { skus: [{ id: 1011, quantity: 1 }] }, { token: null, guestToken: guest.token }));
    expect(expectParses(CartNotification, harness.published[0].data)).toMatchObject({ user_id: guest.id, user_name: 'ゆき' });
  });

  it('refuses a buyer on the store blacklist, which the control API can change', async () => {
    const blocked = await demoToken((p) => login({ ...p, email: 'blocked@example.com', password: DEMO.password }));
    expectFailure(await addPostItemsToCart(9001, { skus: [{ id: 1011, quantity: 1 }] }, { token: blocked }), 403, 'USER_IN_BLACKLIST');
    expect((await control('/__control/live-stores/demo/in-blacklist', { user_id: 1002, listed: false })).status).toBe(200);
    expect(expectAnswer(InBlacklistAnswer, await isInBlacklist('demo', { token: blocked })).is_in_blacklist).toBe(false);
    expectAnswer(AddToCartAnswer, await addPostItemsToCart(9001, { skus: [{ id: 1011, quantity: 1 }] }, { token: blocked }));
    await control('/__control/live-stores/demo/in-blacklist', { user_id: 1001 });
    expect(expectAnswer(InBlacklistAnswer, await isInBlacklist('demo', { token: harness.token })).is_in_blacklist).toBe(true);
    expect((await control('/__control/live-stores/demo/in-blacklist', {})).status).toBe(422);
  });
});
