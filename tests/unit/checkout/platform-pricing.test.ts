import { describe, expect, it } from '@jest/globals';
import { couponApplies, isCashOnDelivery, paymentFee, priceLines, shippingFee } from '@/platform/pricing';

/** The platform's pricing (platform/pricing.ts), shared by cart pricing, checkout and order pricing. */

const flat = { type: 'custom' as const, fee: 800, free_shipping_threshold: 5000, fees: [{ level_one_code: '47', fee: 1500 }] };
const line = (price: number, quantity = 1, free_shipping = false) => ({ price, quantity, free_shipping });

describe('shippingFee', () => {
  it('charges the flat fee below the threshold, nothing at or above it', () => {
    expect(shippingFee({ lines: [line(4999)], shipping: flat })).toBe(800);
    expect(shippingFee({ lines: [line(5000)], shipping: flat })).toBe(0);
  });
  it('charges the prefecture fee where one is set, and nothing when every line ships free', () => {
    expect(shippingFee({ lines: [line(1000)], shipping: flat, prefectureCode: '47' })).toBe(1500);
    expect(shippingFee({ lines: [line(1000)], shipping: flat, prefectureCode: '13' })).toBe(800);
    expect(shippingFee({ lines: [line(1000, 1, true)], shipping: flat })).toBe(0);
    expect(shippingFee({ lines: [line(1000, 1, true), line(100)], shipping: flat })).toBe(800);
  });
  it('uses the own fee of pick-up and virtual settings, and 0 without a setting', () => {
    expect(shippingFee({ lines: [line(100)], shipping: { type: 'self_pick_up', fee: 0, free_shipping_threshold: null } })).toBe(0);
    expect(shippingFee({ lines: [line(100)], shipping: null })).toBe(0);
  });
});

describe('payment fee and coupon', () => {
  it('charges cash on delivery by type or _cod suffix', () => {
    expect(isCashOnDelivery('custom_cod')).toBe(true);
    expect(paymentFee('cash_on_delivery')).toBe(330);
    expect(paymentFee('gmo_cvs')).toBe(0);
  });
  it('applies a coupon from its threshold, capped at what is owed', () => {
    expect(couponApplies({ apply_amount_threshold: 3000 }, 2999)).toBe(false);
    expect(priceLines({ lines: [line(3000)], shipping: flat, coupon: { amount: 500, apply_amount_threshold: 3000 } })).toEqual({
      amount: 3000,
      shipping_fee: 800,
      payment_fee: 0,
      coupon_amount: 500,
      rebate_amounts: [],
      total_amount: 3300,
      amount_payable: 3300,
    });
    expect(priceLines({ lines: [line(1000)], shipping: flat, paymentType: 'custom_cod', coupon: { amount: 99999, apply_amount_threshold: 0 } })).toMatchObject({
      coupon_amount: 2130,
      amount_payable: 0,
    });
    expect(priceLines({ lines: [line(1000)], coupon: { amount: 500, apply_amount_threshold: 3000 } }).coupon_amount).toBe(0);
  });
});
