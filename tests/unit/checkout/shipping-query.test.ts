import { describe, expect, it } from '@jest/globals';
import type { SavedAddress, ShippingSetting } from '@/lib/schemas';
import { checkoutHref, parseCheckoutQuery, placedOrderHref } from '@/lib/checkout/checkout-query';
import { defaultAddress, defaultShipping, deliveryAddresses, shippingChoices, shipsToAddress } from '@/lib/checkout/shipping-rules';

const setting = (id: number, type: ShippingSetting['type'], enabled = true): ShippingSetting => ({ id, type, enabled, info: null, fee: 800, free_shipping_threshold: 5000 });
const address = (id: number, type: SavedAddress['type'], withRecord = true): SavedAddress => ({
  id,
  user_id: 1,
  name: 'n',
  phone_number: '0900000000',
  type,
  address: withRecord ? { id: id + 1000, region: 'JP', postcode: '150-0001', level_one: '東京都', level_two: '渋谷区', full_address: 'x' } : null,
});

describe('shipping rules', () => {
  it('lists enabled settings, home delivery first', () => {
    const list = shippingChoices([setting(4, 'virtual'), setting(2, 'self_pick_up'), setting(3, 'custom_cod'), setting(1, 'custom'), setting(5, 'custom', false)]);
    expect(list.map((s) => s.id)).toEqual([1, 3, 2, 4]);
    expect(defaultShipping(list)?.type).toBe('custom');
    expect(defaultShipping([setting(2, 'self_pick_up')])?.id).toBe(2);
    expect(defaultShipping([])).toBeNull();
  });
  it('ships custom and custom_cod to an address, not pick-up or virtual', () => {
    expect(shipsToAddress('custom')).toBe(true);
    expect(shipsToAddress('custom_cod')).toBe(true);
    expect(shipsToAddress('self_pick_up')).toBe(false);
    expect(shipsToAddress('virtual')).toBe(false);
  });
  it('delivers to home-delivery addresses first, never to a pick-up counter (decision 4)', () => {
    const list = deliveryAddresses([address(1, 'custom'), address(2, 'self_pick_up'), address(3, 'home_delivery'), address(4, 'home_delivery', false)]);
    expect(list.map((a) => a.id)).toEqual([3, 1]);
    expect(defaultAddress([address(1, 'custom'), address(3, 'home_delivery')])?.id).toBe(3);
    expect(defaultAddress([])).toBeNull();
  });
});

describe('checkout query', () => {
  it('reads item ids, coupon and type', () => {
    expect(parseCheckoutQuery({ items: '60001,60003', coupon: ' WELCOME500 ', type: 'ticket' })).toEqual({
      itemIds: [60001, 60003],
      coupon: 'WELCOME500',
      couponV2Id: null,
      type: 'ticket',
      malformed: false,
    });
    expect(parseCheckoutQuery({ items: '5', type: 'subscription', coupon_v2: '3101' })).toMatchObject({ type: 'subscription', couponV2Id: 3101 });
  });
  it('marks junk and empty item lists malformed, ignores unknown types and repeats', () => {
    expect(parseCheckoutQuery({ items: '1,abc' })).toMatchObject({ itemIds: [1], malformed: true });
    expect(parseCheckoutQuery({}).malformed).toBe(true);
    expect(parseCheckoutQuery({ items: '1,1,2', type: 'gift' })).toMatchObject({ itemIds: [1, 2], type: null, malformed: false });
    expect(parseCheckoutQuery({ items: ['3', '4'] }).itemIds).toEqual([3]);
  });
  it('builds the link the cart page uses, and reads it back', () => {
    const href = checkoutHref('demo', { itemIds: [60001, 60003], coupon: 'WELCOME500', type: 'ticket' });
    expect(href).toBe('/demo/shopping/checkout?items=60001,60003&coupon=WELCOME500&type=ticket');
    const params = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(parseCheckoutQuery(params)).toMatchObject({ itemIds: [60001, 60003], coupon: 'WELCOME500', type: 'ticket' });
    expect(checkoutHref('demo', { itemIds: [1] })).toBe('/demo/shopping/checkout?items=1');
  });
});

describe('placedOrderHref', () => {
  it('goes to the payment or completed page of the placed order', () => {
    expect(placedOrderHref('demo', 50101, 'payment')).toBe('/demo/order/50101/payment');
    expect(placedOrderHref('demo', 50101, 'completed')).toBe('/demo/shopping/checkout/50101');
  });
  it('goes to the order list when the answer garbled the id, never to a path built from it', () => {
    for (const garbled of ['#50101', '50101', null, undefined, 0, -3, 1.5, Number.NaN, {}, [50101]]) {
      expect(placedOrderHref('demo', garbled, 'payment')).toBe('/demo/order');
    }
  });
});
