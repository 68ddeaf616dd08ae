import { describe, expect, it } from '@jest/globals';
import { CartPricingPayload, CheckoutPayload, GoodsCheckoutPayload, PassCheckoutPayload } from '@/lib/schemas';
import {
  buildCheckoutPayload,
  buildPricingPayload,
  checkoutFieldOf,
  normalizePhone,
  validateCheckout,
  type CheckoutDraft,
  type CheckoutRules,
} from '@/lib/checkout/checkout-form';

const draft = (extra: Partial<CheckoutDraft> = {}): CheckoutDraft => ({
  email: 'buyer@example.com',
  phone: '090-1234-5678',
  shippingId: 101,
  addressId: 701,
  receiverName: '',
  receiverPhone: '',
  paymentId: 150,
  coupon: '',
  age: '',
  ...extra,
});
const homeDelivery: CheckoutRules = { kind: 'goods', adult: false, shippingType: 'custom', paymentType: 'gmo_credit' };

describe('validateCheckout', () => {
  it('passes a complete home-delivery card checkout', () => {
    expect(validateCheckout(draft(), homeDelivery)).toEqual({});
  });
  it('requires a valid email and phone', () => {
    expect(validateCheckout(draft({ email: ' ', phone: '' }), homeDelivery)).toEqual({ email: 'required', phone: 'required' });
    expect(validateCheckout(draft({ email: 'buyer@', phone: '12345' }), homeDelivery)).toEqual({ email: 'emailInvalid', phone: 'phoneInvalid' });
  });
  it('requires a shipping method and, for a delivery, an address', () => {
    expect(validateCheckout(draft({ shippingId: null }), { ...homeDelivery, shippingType: null })).toEqual({ shipping: 'chooseShipping' });
    expect(validateCheckout(draft({ addressId: null }), homeDelivery)).toEqual({ address: 'chooseAddress' });
    expect(validateCheckout(draft({ addressId: null }), { ...homeDelivery, shippingType: 'custom_cod' })).toEqual({ address: 'chooseAddress' });
  });
  it('asks a pick-up for who collects it', () => {
    const pickUp = { ...homeDelivery, shippingType: 'self_pick_up' as const };
    expect(validateCheckout(draft({ addressId: null }), pickUp)).toEqual({ receiverName: 'required', receiverPhone: 'required' });
    expect(validateCheckout(draft({ receiverName: '山田', receiverPhone: 'abc' }), pickUp)).toEqual({ receiverPhone: 'phoneInvalid' });
  });
  it('asks tickets and subscriptions for no shipping at all', () => {
    expect(validateCheckout(draft({ shippingId: null, addressId: null }), { kind: 'ticket', adult: false, shippingType: null, paymentType: 'gmo_cvs' })).toEqual({});
  });
  it('requires a payment choice unless one is forced', () => {
    expect(validateCheckout(draft(), { ...homeDelivery, paymentType: null })).toEqual({ payment: 'choosePayment' });
    expect(validateCheckout(draft({ paymentId: null }), { ...homeDelivery, paymentType: 'free' })).toEqual({});
  });
  it('asks the age for adult items and refuses under 20', () => {
    const adult = { ...homeDelivery, adult: true };
    expect(validateCheckout(draft(), adult)).toEqual({ age: 'required' });
    expect(validateCheckout(draft({ age: 'twenty' }), adult)).toEqual({ age: 'ageInvalid' });
    expect(validateCheckout(draft({ age: '19' }), adult)).toEqual({ age: 'ageUnder' });
    expect(validateCheckout(draft({ age: '20' }), adult)).toEqual({});
  });
});

describe('normalizePhone', () => {
  it('accepts JP numbers with hyphens, spaces and full-width digits', () => {
    expect(normalizePhone('090-1234-5678')).toBe('09012345678');
    expect(normalizePhone('０３ １２３４ ５６７８')).toBe('0312345678');
    expect(normalizePhone('+81 90 1234 5678')).toBeNull();
    expect(normalizePhone('123')).toBeNull();
  });
});

describe('buildCheckoutPayload', () => {
  const address = { id: 701, name: '山田 花子', phone_number: '09012345678' };

  it('sends every §7 field for home delivery, shipping to the saved address', () => {
    const payload = buildCheckoutPayload({
      kind: 'goods',
      itemIds: [60001, 60003],
      draft: draft({ coupon: ' WELCOME500 ' }),
      shipping: { id: 101, type: 'custom' },
      address,
      paymentType: 'gmo_credit',
      couponV2Id: null,
      adult: false,
    });
    expect(payload).toEqual({
      age: null,
      coupon_code: 'WELCOME500',
      coupon_v2_id: null,
      email: 'buyer@example.com',
      item_ids: [60001, 60003],
      payment_type: 'gmo_credit',
      phone_number: '09012345678',
      payment: {},
      shipping_type: 'custom',
      shipping: { shipping_setting_id: 101, name: '山田 花子', phone_number: '09012345678', address_id: 701 },
    });
    expect(GoodsCheckoutPayload.safeParse(payload).success).toBe(true);
    expect(CheckoutPayload.safeParse(payload).success).toBe(true);
  });

  it('sends the receiver typed for a pick-up, and the declared age', () => {
    const payload = buildCheckoutPayload({
      kind: 'goods',
      itemIds: [1],
      draft: draft({ receiverName: ' 山田 ', receiverPhone: '0312345678', age: '34' }),
      shipping: { id: 102, type: 'self_pick_up' },
      address: null,
      paymentType: 'gmo_cvs',
      couponV2Id: 3101,
      adult: true,
    });
    expect(payload).toMatchObject({ age: 34, coupon_v2_id: 3101, shipping_type: 'self_pick_up', shipping: { name: '山田', phone_number: '0312345678', address_id: null } });
  });

  it('gives a ticket or subscription checkout a type and no shipping', () => {
    for (const kind of ['ticket', 'subscription'] as const) {
      const payload = buildCheckoutPayload({ kind, itemIds: [60007], draft: draft(), shipping: { id: 101, type: 'custom' }, address, paymentType: 'gmo_credit', couponV2Id: null, adult: false });
      expect(payload).toMatchObject({ type: kind });
      expect(payload).not.toHaveProperty('shipping');
      expect(payload).not.toHaveProperty('shipping_type');
      expect(PassCheckoutPayload.safeParse(payload).success).toBe(true);
    }
  });

  it('refuses to build a delivery without its setting or address', () => {
    const base = { kind: 'goods' as const, itemIds: [1], draft: draft(), paymentType: 'gmo_credit' as const, couponV2Id: null, adult: false };
    expect(() => buildCheckoutPayload({ ...base, shipping: null, address })).toThrow();
    expect(() => buildCheckoutPayload({ ...base, shipping: { id: 101, type: 'custom' }, address: null })).toThrow();
  });
});

describe('buildPricingPayload', () => {
  it('carries coupon, payment, shipping setting and address for goods', () => {
    const payload = buildPricingPayload({ kind: 'goods', itemIds: [1, 2], coupon: 'X', couponV2Id: null, paymentId: 152, shippingId: 103, addressId: 701 });
    expect(payload).toEqual({ item_ids: [1, 2], coupon_code: 'X', coupon_v2_id: null, payment_id: 152, shipping_setting_id: 103, address_id: 701 });
    expect(CartPricingPayload.safeParse(payload).success).toBe(true);
  });
  it('drops shipping setting and address for a ticket', () => {
    expect(buildPricingPayload({ kind: 'ticket', itemIds: [1], coupon: '', couponV2Id: 5, paymentId: null, shippingId: 101, addressId: 701 })).toEqual({
      item_ids: [1],
      coupon_code: null,
      coupon_v2_id: 5,
      payment_id: null,
      shipping_setting_id: null,
      address_id: null,
    });
  });
});

describe('checkoutFieldOf', () => {
  it.each([
    ['email', 'email'],
    ['phone_number', 'phone'],
    ['shipping_type', 'shipping'],
    ['shipping.shipping_setting_id', 'shipping'],
    ['shipping.address_id', 'address'],
    ['shipping.address.postcode', 'address'],
    ['shipping.name', 'receiverName'],
    ['shipping.phone_number', 'receiverPhone'],
    ['payment_type', 'payment'],
    ['payment.card_id', 'payment'],
    ['age', 'age'],
    ['coupon_code', 'coupon'],
    ['coupon_v2_id', 'coupon'],
    ['item_ids', 'items'],
    ['type', 'items'],
    ['unknown', null],
  ])('%s → %s', (key, field) => {
    expect(checkoutFieldOf(key)).toBe(field);
  });
});
