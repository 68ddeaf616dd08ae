import { describe, expect, it } from '@jest/globals';
import { addressOptions, heldVoucherOptions, initialCheckoutDraft, shippingNoticeLines, shippingOption, type ShippingOption, type ShippingTexts } from '@/lib/checkout/checkout-options';
import type { SavedAddress, ShippingSetting, Voucher } from '@/lib/schemas';

/** The checkout form's choices, built on the server from the settings and translated templates. */

const texts: ShippingTexts = {
  type: (type) => `type:${type}`,
  fee: (fee) => `Shipping ${fee}`,
  free: 'Free shipping',
  freeOver: (threshold) => `Free over ${threshold}`,
  pickUpAt: (address) => `Pick up at ${address}`,
};

const setting = (over: Partial<ShippingSetting> = {}): ShippingSetting => ({ id: 101, type: 'custom', enabled: true, ...over });
const place = { id: 9, region: 'JP' as const, postcode: '1000001', level_one: '東京都', level_two: '千代田区', full_address: '東京都千代田区1-1' };

describe('shippingOption', () => {
  it('writes the fee and the free-shipping threshold in the store currency', () => {
    expect(shippingOption(setting({ fee: 800, free_shipping_threshold: 5000 }), 'JPY', texts)).toEqual({
      id: 101,
      type: 'custom',
      label: 'type:custom',
      feeText: 'Shipping ¥800 · Free over ¥5,000',
      memo: null,
      pickUpAddress: null,
      cod: false,
    });
  });

  it('says free shipping when there is no fee, whatever the threshold', () => {
    expect(shippingOption(setting({ fee: 0, free_shipping_threshold: 5000 }), 'JPY', texts).feeText).toBe('Free shipping');
    expect(shippingOption(setting({ fee: null }), 'JPY', texts).feeText).toBe('Free shipping');
  });

  it('names the pick-up point of a self pick-up only', () => {
    const named = { ...place, info: { name: '本店' } };
    expect(shippingOption(setting({ type: 'self_pick_up', address: named }), 'JPY', texts).pickUpAddress).toBe('Pick up at 本店 東京都千代田区1-1');
    expect(shippingOption(setting({ type: 'self_pick_up', address: place }), 'JPY', texts).pickUpAddress).toBe('Pick up at 東京都千代田区1-1');
    expect(shippingOption(setting({ type: 'self_pick_up', address: null }), 'JPY', texts).pickUpAddress).toBeNull();
    expect(shippingOption(setting({ type: 'custom', address: named }), 'JPY', texts).pickUpAddress).toBeNull();
  });

  it('keeps the memo and marks cash on delivery by flag or type', () => {
    expect(shippingOption(setting({ info: { memo: '3日以内に発送' } }), 'JPY', texts).memo).toBe('3日以内に発送');
    expect(shippingOption(setting({ is_cash_on_delivery: true }), 'JPY', texts).cod).toBe(true);
    expect(shippingOption(setting({ type: 'custom_cod' }), 'JPY', texts).cod).toBe(true);
  });
});

describe('addressOptions', () => {
  it('lists delivery addresses, home delivery first, without pick-up counters', () => {
    const saved = (id: number, type: SavedAddress['type'], address: SavedAddress['address'] = place): SavedAddress => ({ id, user_id: 1, name: `n${id}`, phone_number: `090${id}`, type, address });
    expect(addressOptions([saved(1, 'custom'), saved(2, 'self_pick_up'), saved(3, 'home_delivery'), saved(4, 'home_delivery', null)])).toEqual([
      { id: 3, name: 'n3', phone: '0903', text: '東京都千代田区1-1' },
      { id: 1, name: 'n1', phone: '0901', text: '東京都千代田区1-1' },
    ]);
  });
});

describe('heldVoucherOptions', () => {
  it('labels a voucher with its amount, raw when the currency cannot format it', () => {
    const voucher = { id: 7, name: '¥500 OFF', amount: 500 } as Voucher;
    expect(heldVoucherOptions([voucher], 'JPY')).toEqual([{ id: 7, label: '¥500 OFF (−¥500)' }]);
    expect(heldVoucherOptions([voucher], 'bad')).toEqual([{ id: 7, label: '¥500 OFF (−500)' }]);
  });
});

describe('shippingNoticeLines', () => {
  const option = (memo: string | null) => ({ memo }) as ShippingOption;

  it('shows the methods’ memos for goods and the no-shipping note otherwise', () => {
    expect(shippingNoticeLines('goods', [option('a'), option(null), option('b')], 'not shipped')).toEqual(['a', 'b']);
    expect(shippingNoticeLines('ticket', [option('a')], 'not shipped')).toEqual(['not shipped']);
    expect(shippingNoticeLines('subscription', [], 'not shipped')).toEqual(['not shipped']);
  });
});

describe('initialCheckoutDraft', () => {
  const defaults = { shippingId: 101, addressId: 701 };

  it('fills contact and receiver from the member and keeps the applied coupon', () => {
    expect(initialCheckoutDraft({ me: { email: 'a@b.c', phone_number: '0901', name: 'Aki' }, appliedCoupon: 'SAVE', linkCoupon: 'SAVE', defaults })).toEqual({
      email: 'a@b.c',
      phone: '0901',
      receiverName: 'Aki',
      receiverPhone: '0901',
      coupon: 'SAVE',
      shippingId: 101,
      addressId: 701,
    });
  });

  it('keeps the link’s coupon in the field when it did not apply, and blanks without a member', () => {
    expect(initialCheckoutDraft({ me: null, appliedCoupon: '', linkCoupon: 'BAD', defaults })).toMatchObject({ email: '', phone: '', receiverName: '', receiverPhone: '', coupon: 'BAD' });
    expect(initialCheckoutDraft({ me: { email: 'a@b.c', phone_number: null, name: null }, appliedCoupon: '', linkCoupon: null, defaults })).toMatchObject({ phone: '', receiverName: '', coupon: '' });
  });
});
