import { describe, expect, it } from '@jest/globals';
import {
  choicesForShipping,
  deliveryAddressOf,
  fieldOfDraftKey,
  paymentAfterShipping,
  repriceFailure,
  repricePayload,
  withoutEdited,
  withSavedAddress,
} from '@/lib/checkout/checkout-edits';
import { addressOption, type AddressOption, type ShippingOption } from '@/lib/checkout/checkout-options';
import type { PaymentChoice } from '@/lib/checkout/payment-rules';
import type { PaymentSetting } from '@/lib/schemas';

/** How the checkout form's state moves as the buyer edits it. */

const option = (id: number, type: ShippingOption['type'], cod = false): ShippingOption => ({ id, type, label: type, feeText: '', memo: null, pickUpAddress: null, cod });
const shippingOptions = [option(101, 'custom'), option(102, 'self_pick_up'), option(103, 'custom_cod', true)];
const settings: PaymentSetting[] = [
  { id: 150, type: 'gmo_credit', enabled: true },
  { id: 151, type: 'gmo_cvs', enabled: true },
  { id: 152, type: 'custom_cod', enabled: true },
];
const choice = (id: number): PaymentChoice => ({ id, type: 'gmo_credit', checkoutType: 'gmo_credit' });
const addresses: AddressOption[] = [
  { id: 701, name: 'Hana', phone: '09011112222', text: 'Tokyo' },
  { id: 702, name: 'Ken', phone: '09033334444', text: 'Osaka' },
];

describe('choicesForShipping', () => {
  it('offers cash on delivery only with a cash-on-delivery method, and never for a ticket', () => {
    expect(choicesForShipping(settings, shippingOptions, 'goods', 101).map((c) => c.id)).toEqual([150, 151]);
    expect(choicesForShipping(settings, shippingOptions, 'goods', 103).map((c) => c.id)).toEqual([152]);
    expect(choicesForShipping(settings, shippingOptions, 'goods', null).map((c) => c.id)).toEqual([150, 151]);
    expect(choicesForShipping(settings, shippingOptions, 'ticket', 103).map((c) => c.id)).toEqual([150, 151]);
  });
});

describe('the errors an edit clears', () => {
  it('names the field of each draft key', () => {
    expect(fieldOfDraftKey('shippingId')).toBe('shipping');
    expect(fieldOfDraftKey('addressId')).toBe('address');
    expect(fieldOfDraftKey('paymentId')).toBe('payment');
    expect(fieldOfDraftKey('receiverPhone')).toBe('receiverPhone');
  });

  it('drops the edited fields and keeps the rest, without touching the original', () => {
    const errors = { email: 'bad', shipping: 'choose', payment: 'choose', items: 'gone' };
    expect(withoutEdited(errors, { shippingId: 1, paymentId: null })).toEqual({ email: 'bad', items: 'gone' });
    expect(withoutEdited(errors, { email: 'a@b.jp' })).toEqual({ shipping: 'choose', payment: 'choose', items: 'gone' });
    expect(errors).toEqual({ email: 'bad', shipping: 'choose', payment: 'choose', items: 'gone' });
  });
});

describe('paymentAfterShipping', () => {
  it('keeps a choice that still fits', () => {
    expect(paymentAfterShipping(151, [choice(150), choice(151)])).toBe(151);
  });
  it('picks a single remaining choice (cash on delivery)', () => {
    expect(paymentAfterShipping(150, [choice(152)])).toBe(152);
    expect(paymentAfterShipping(null, [choice(152)])).toBe(152);
  });
  it('drops a choice that no longer fits when there are several', () => {
    expect(paymentAfterShipping(152, [choice(150), choice(151)])).toBeNull();
    expect(paymentAfterShipping(152, [])).toBeNull();
  });
});

describe('repricePayload', () => {
  const base = { kind: 'goods' as const, itemIds: [3, 1], coupon: ' SPRING ', couponV2Id: 9, shippingOptions };
  it('sends the address for a method that ships to one', () => {
    expect(repricePayload({ ...base, draft: { paymentId: 150, shippingId: 101, addressId: 701 } })).toEqual({
      item_ids: [3, 1],
      coupon_code: 'SPRING',
      coupon_v2_id: 9,
      payment_id: 150,
      shipping_setting_id: 101,
      address_id: 701,
    });
  });
  it('sends no address for a pick-up or an unknown method', () => {
    expect(repricePayload({ ...base, draft: { paymentId: null, shippingId: 102, addressId: 701 } }).address_id).toBeNull();
    expect(repricePayload({ ...base, draft: { paymentId: null, shippingId: 999, addressId: 701 } }).address_id).toBeNull();
  });
  it('sends no shipping for a ticket', () => {
    const payload = repricePayload({ ...base, kind: 'ticket', draft: { paymentId: 150, shippingId: 101, addressId: 701 } });
    expect(payload.shipping_setting_id).toBeNull();
    expect(payload.address_id).toBeNull();
  });
});

describe('repriceFailure', () => {
  it('a refused coupon goes to the coupon field and leaves the summary idle', () => {
    expect(repriceFailure({ ok: false, kind: 'invalid', fields: { coupon: 'Expired' }, message: 'Fix' }, 'General')).toEqual({ pricingState: 'idle', couponError: 'Expired', formError: 'Fix' });
  });
  it('other field errors and server errors fail the summary with their message', () => {
    expect(repriceFailure({ ok: false, kind: 'invalid', fields: { items: 'Gone' }, message: 'Fix' }, 'General')).toEqual({ pricingState: 'failed', couponError: null, formError: 'Fix' });
    expect(repriceFailure({ ok: false, kind: 'error', message: 'Down' }, 'General')).toEqual({ pricingState: 'failed', couponError: null, formError: 'Down' });
  });
  it('a session failure fails the summary with the general message', () => {
    expect(repriceFailure({ ok: false, kind: 'login' }, 'General')).toEqual({ pricingState: 'failed', couponError: null, formError: 'General' });
  });
});

describe('deliveryAddressOf', () => {
  it('names the chosen saved address for a delivery', () => {
    expect(deliveryAddressOf(shippingOptions[0], addresses, 702)).toEqual({ id: 702, name: 'Ken', phone_number: '09033334444' });
  });
  it('is null for a pick-up, no method, or an address not in the list', () => {
    expect(deliveryAddressOf(shippingOptions[1], addresses, 702)).toBeNull();
    expect(deliveryAddressOf(null, addresses, 702)).toBeNull();
    expect(deliveryAddressOf(shippingOptions[0], addresses, 799)).toBeNull();
  });
});

describe('a saved address', () => {
  it('becomes an option, with no text when the platform sent no address', () => {
    expect(addressOption({ id: 703, user_id: 1, name: 'Yui', phone_number: '0905', type: 'home_delivery', address: null })).toEqual({ id: 703, name: 'Yui', phone: '0905', text: '' });
  });
  it('heads the list, replacing an older copy of itself', () => {
    const saved = { id: 702, name: 'Ken', phone: '0900', text: 'Kyoto' };
    expect(withSavedAddress(addresses, saved)).toEqual([saved, addresses[0]]);
    expect(withSavedAddress(addresses, { ...saved, id: 704 }).map((a) => a.id)).toEqual([704, 701, 702]);
  });
});
