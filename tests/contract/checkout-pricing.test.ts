/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { getCartPricing, getOrderPricing } from '@/lib/api';
import { PricingAnswer } from '@/lib/schemas';
import { expectAnswer, expectFailure, postJson, raw, setupHarness } from './harness';

/** Demo seed: lines 60001 (¥1,200 × 2), 60003 (¥880 × 1), 60004 (free shipping ¥8,980), 60007 (ticket). */
const SHIP = { custom: 101, pickUp: 102, cod: 103, virtual: 104 };
const PAY = { credit: 150, cvs: 151, cod: 152, free: 153 };
const HOME_ADDRESS = 701;

const harness = setupHarness({ reset: true, login: 'once' });

describe('POST /api/v1/carts/pricing', () => {
  it('prices the goods alone', async () => {
    const { data } = expectAnswer(PricingAnswer, await getCartPricing({ item_ids: [60001, 60003] }, { token: harness.token }));
    expect(data).toEqual({ amount: 3280, shipping_fee: 0, payment_fee: 0, coupon_amount: 0, rebate_amounts: [], total_amount: 3280, amount_payable: 3280 });
  });

  it('adds the shipping fee below the free-shipping threshold, none above it or when every line ships free', async () => {
    const below = expectAnswer(PricingAnswer, await getCartPricing({ item_ids: [60001, 60003], shipping_setting_id: SHIP.custom }, { token: harness.token }));
    expect(below.data).toMatchObject({ shipping_fee: 800, total_amount: 4080 });
    const above = expectAnswer(PricingAnswer, await getCartPricing({ item_ids: [60001, 60003, 60004], shipping_setting_id: SHIP.custom }, { token: harness.token }));
    expect(above.data).toMatchObject({ amount: 12260, shipping_fee: 0 });
    const free = expectAnswer(PricingAnswer, await getCartPricing({ item_ids: [60004], shipping_setting_id: SHIP.custom }, { token: harness.token }));
    expect(free.data.shipping_fee).toBe(0);
    const pickUp = expectAnswer(PricingAnswer, await getCartPricing({ item_ids: [60003], shipping_setting_id: SHIP.pickUp }, { token: harness.token }));
    expect(pickUp.data.shipping_fee).toBe(0);
  });

  it('adds the cash-on-delivery fee for a _cod payment and takes a coupon off', async () => {
    const cod = expectAnswer(PricingAnswer, await getCartPricing({ item_ids: [60001, 60003], shipping_setting_id: SHIP.cod, payment_id: PAY.cod, address_id: HOME_ADDRESS }, { token: harness.token }));
    expect(cod.data).toMatchObject({ shipping_fee: 800, payment_fee: 330, total_amount: 4410 });
    const coupon = expectAnswer(PricingAnswer, await getCartPricing({ item_ids: [60001, 60003], coupon_code: 'welcome500' }, { token: harness.token }));
    expect(coupon.data).toMatchObject({ coupon_amount: 500, amount_payable: 2780 });
    const byId = expectAnswer(PricingAnswer, await getCartPricing({ item_ids: [60001, 60003], coupon_v2_id: 3101 }, { token: harness.token }));
    expect(byId.data.coupon_amount).toBe(500);
  });

  it('caps a coupon at what is owed, so a large one makes the payable zero', async () => {
    await postJson(harness.api, '/__control/coupons', { apply_code: 'ALLFREE', amount: 100000 });
    const { data } = expectAnswer(PricingAnswer, await getCartPricing({ item_ids: [60003], coupon_code: 'ALLFREE', shipping_setting_id: SHIP.custom }, { token: harness.token }));
    expect(data).toMatchObject({ amount: 880, shipping_fee: 800, coupon_amount: 1680, amount_payable: 0 });
  });

  it('answers field messages for bad ids, unknown, expired and below-threshold coupons', async () => {
    expect(expectFailure(await getCartPricing({ item_ids: [1] }, { token: harness.token }), 422).errors).toHaveProperty('item_ids');
    const settings = expectFailure(await getCartPricing({ item_ids: [60001], shipping_setting_id: 999, payment_id: 999, address_id: 999 }, { token: harness.token }), 422);
    expect(Object.keys(settings.errors ?? {}).sort()).toEqual(['address_id', 'payment_id', 'shipping_setting_id']);
    expect(expectFailure(await getCartPricing({ item_ids: [60001], coupon_code: 'NOPE' }, { token: harness.token }), 422).errors).toHaveProperty('coupon_code');
    expect(expectFailure(await getCartPricing({ item_ids: [60001], coupon_code: 'SUMMER800' }, { token: harness.token }), 422).errors).toHaveProperty('coupon_code');
    const threshold = expectFailure(await getCartPricing({ item_ids: [60003], coupon_code: 'WELCOME500' }, { token: harness.token }), 422);
    expect(threshold.message).toMatch(/3,000/);
  });

  it('is member-only and prices an empty selection to zero', async () => {
    expectFailure(await getCartPricing({ item_ids: [60001] }, { token: null }), 401);
    expect(expectAnswer(PricingAnswer, await getCartPricing({ item_ids: [] }, { token: harness.token })).data.amount_payable).toBe(0);
  });
});

describe('GET /api/v1/orders/{id}/pricing', () => {
  it('prices an order per payment type', async () => {
    const credit = expectAnswer(PricingAnswer, await getOrderPricing(50002, 'gmo_credit', { token: harness.token }));
    expect(credit.data).toMatchObject({ amount: 3800, shipping_fee: 800, payment_fee: 0, amount_payable: 4600 });
    const cod = expectAnswer(PricingAnswer, await getOrderPricing(50002, 'cash_on_delivery', { token: harness.token }));
    expect(cod.data).toMatchObject({ payment_fee: 330, amount_payable: 4930 });
  });

  it('refuses an unknown payment type, someone else’s order and a guest', async () => {
    const bad = await raw(harness.api, '/api/v1/orders/50002/pricing?payment_type=bitcoin', { headers: { Authorization: `Bearer ${harness.token}` } });
    expect(bad.status).toBe(422);
    expectFailure(await getOrderPricing(1, 'gmo_credit', { token: harness.token }), 404);
    expectFailure(await getOrderPricing(50002, 'gmo_credit', { token: null }), 401);
  });
});
