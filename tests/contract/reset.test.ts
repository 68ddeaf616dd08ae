/** @jest-environment node */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { addToCart, createAddress, createGuestToken, getAddresses, getCart, getLivewebMe, getProducts, login, updateMe } from '@/lib/api';
import { CartAnswer, GuestTokenAnswer, LivewebMeAnswer, ProductsAnswer, SavedAddressesAnswer } from '@/lib/schemas';
import { demoToken, expectAnswer, expectFailure, raw, setupHarness } from './harness';

const harness = setupHarness();

beforeAll(() => {
  // Seed dates are relative to the clock: hold it still so before and after compare exactly.
  const frozen = Date.now();
  harness.platform.ctx.now = () => frozen;
  harness.platform.ctx.reset();
});

describe('POST /__control/reset', () => {
  it('restores the seed state after changes through the API', async () => {
    const token = await demoToken(login);
    const before = {
      cart: expectAnswer(CartAnswer, await getCart('demo', {}, { token })),
      addresses: expectAnswer(SavedAddressesAnswer, await getAddresses({ token })),
      products: expectAnswer(ProductsAnswer, await getProducts('demo', { all: true })),
      me: expectAnswer(LivewebMeAnswer, await getLivewebMe({ token })),
    };

    await addToCart('demo', { id: 1022, quantity: 2 }, { token });
    await createAddress({ name: 'x', phone_number: '1', type: 'custom', address: { region: 'JP', postcode: '1', level_one: 'a', level_two: 'b' } }, { token });
    await updateMe({ nickname: 'changed' }, { token });
    const guest = expectAnswer(GuestTokenAnswer, await createGuestToken({ name: 'temporary' }));
    expect(expectAnswer(CartAnswer, await getCart('demo', {}, { token }))).not.toEqual(before.cart);

    const reset = await raw(harness.api, '/__control/reset', { method: 'POST' });
    expect(reset.status).toBe(200);

    // Member tokens survive a reset (same seed ids); guests made since are gone.
    expect(expectAnswer(CartAnswer, await getCart('demo', {}, { token }))).toEqual(before.cart);
    expect(expectAnswer(SavedAddressesAnswer, await getAddresses({ token }))).toEqual(before.addresses);
    expect(expectAnswer(ProductsAnswer, await getProducts('demo', { all: true }))).toEqual(before.products);
    expect(expectAnswer(LivewebMeAnswer, await getLivewebMe({ token }))).toEqual(before.me);
    expectFailure(await getLivewebMe({ token: null, guestToken: guest.data.token }), 401);
  });
});
