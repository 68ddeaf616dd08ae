import { describe, expect, it } from '@jest/globals';
import type { ApiError, Result } from '@/lib/api/result';
import { checkoutHref, selectionCheckoutHref } from '@/lib/cart/checkout-link';
import { couponMessage, isModelNotFound, mutationOutcome, pricingOutcome } from '@/lib/cart/outcomes';
import { normalizeCoupon, pricingKey, pricingPayload, pricingRows } from '@/lib/cart/pricing';
import { isItemIds, isPricingRequest, isQuantityRequest, isStoreSlug } from '@/lib/cart/requests';
import type { Pricing } from '@/lib/schemas';

const failed = (error: Partial<ApiError>): Result<never> => ({ ok: false, error: { kind: 'status', message: 'x', ...error } });

describe('mutation outcomes (commerce §8, issue 7 item 7)', () => {
  it('success is ok', () => {
    expect(mutationOutcome({ ok: true, data: { success: true } })).toEqual({ kind: 'ok' });
  });
  it('model not found is "gone" (a quiet refetch), by report type or 404', () => {
    expect(mutationOutcome(failed({ status: 404, report_type: 'MODEL_NOT_FOUND', message: 'Cart item not found' }))).toEqual({ kind: 'gone' });
    expect(mutationOutcome(failed({ status: 404, message: 'No query results for model [CartItem] 1' }))).toEqual({ kind: 'gone' });
    expect(isModelNotFound({ kind: 'status', status: 422, report_type: 'MODEL_NOT_FOUND', message: '' })).toBe(true);
    expect(isModelNotFound({ kind: 'status', status: 422, message: '' })).toBe(false);
  });
  it('401 runs the unauthorized rule', () => {
    expect(mutationOutcome(failed({ status: 401, message: 'Unauthenticated.' }))).toEqual({ kind: 'unauthorized' });
  });
  it('other failures carry the server message; gateways and transport errors the general one; cancels nothing', () => {
    expect(mutationOutcome(failed({ status: 422, message: 'Not enough stock for this quantity.' }))).toEqual({ kind: 'error', message: 'Not enough stock for this quantity.' });
    expect(mutationOutcome(failed({ status: 403, message: ['a', 'b'] }))).toEqual({ kind: 'error', message: 'a; b' });
    expect(mutationOutcome(failed({ status: 502 }))).toEqual({ kind: 'error', message: null });
    expect(mutationOutcome(failed({ kind: 'network', status: undefined }))).toEqual({ kind: 'error', message: null });
    expect(mutationOutcome(failed({ kind: 'canceled', status: undefined }))).toEqual({ kind: 'silent' });
  });
});

describe('pricing outcomes', () => {
  const pricing: Pricing = { amount: 3600, amount_payable: 3100, coupon_amount: 500, payment_fee: 0, rebate_amounts: [], shipping_fee: 0, total_amount: 3100 };
  it('passes the figures through', () => {
    expect(pricingOutcome({ ok: true, data: { data: pricing } })).toEqual({ kind: 'ok', pricing });
  });
  it('a refused coupon is a field message for the coupon', () => {
    const body = { message: 'This coupon is invalid or has expired.', errors: { coupon_code: ['This coupon is invalid or has expired.'] } };
    const error: ApiError = { kind: 'status', status: 422, message: body.errors, body };
    expect(couponMessage(error)).toBe('This coupon is invalid or has expired.');
    expect(pricingOutcome({ ok: false, error })).toEqual({ kind: 'coupon', message: 'This coupon is invalid or has expired.' });
  });
  it('other 422s and failures are not about the coupon', () => {
    const body = { message: 'The selected item_ids is invalid.', errors: { item_ids: ['The selected item_ids is invalid.'] } };
    expect(pricingOutcome({ ok: false, error: { kind: 'status', status: 422, message: body.errors, body } })).toEqual({ kind: 'error', message: 'The selected item_ids is invalid.' });
    expect(couponMessage({ kind: 'status', status: 500, message: 'x', body: { errors: { coupon_code: ['x'] } } })).toBeNull();
    expect(pricingOutcome(failed({ status: 401 }))).toEqual({ kind: 'unauthorized' });
  });
});

describe('pricing payload, key and rows', () => {
  it('sends sorted ids and a trimmed coupon, or none', () => {
    expect(pricingPayload([3, 1, 2], '  WELCOME500 ')).toEqual({ item_ids: [1, 2, 3], coupon_code: 'WELCOME500' });
    expect(pricingPayload([1], '   ')).toEqual({ item_ids: [1] });
    expect(pricingPayload([1], null)).toEqual({ item_ids: [1] });
    expect(normalizeCoupon(undefined)).toBeNull();
  });
  it('keys on ids, quantities and coupon, not on order', () => {
    const key = pricingKey([{ id: 2, quantity: 1 }, { id: 1, quantity: 3 }], 'A');
    expect(key).toBe(pricingKey([{ id: 1, quantity: 3 }, { id: 2, quantity: 1 }], ' A '));
    expect(key).not.toBe(pricingKey([{ id: 1, quantity: 4 }, { id: 2, quantity: 1 }], 'A'));
    expect(key).not.toBe(pricingKey([{ id: 1, quantity: 3 }, { id: 2, quantity: 1 }], null));
  });
  it('lists subtotal, shipping, fees and discounts when present, total and payable', () => {
    const rows = pricingRows({
      amount: 5000,
      shipping_fee: 800,
      payment_fee: 330,
      coupon_amount: 500,
      rebate_amounts: [
        { name: 'ライブ割', amount: 200 },
        { name: 'zero', amount: 0 },
      ],
      total_amount: 5430,
      amount_payable: 5430,
    });
    expect(rows).toEqual([
      { key: 'amount', amount: 5000 },
      { key: 'shipping', amount: 800 },
      { key: 'paymentFee', amount: 330 },
      { key: 'coupon', amount: -500 },
      { key: 'rebate', name: 'ライブ割', amount: -200 },
      { key: 'total', amount: 5430 },
      { key: 'payable', amount: 5430, emphasis: true },
    ]);
    const plain = pricingRows({ amount: 1000, shipping_fee: 0, payment_fee: 0, coupon_amount: 0, rebate_amounts: [], total_amount: 1000, amount_payable: 1000 });
    expect(plain.map((r) => r.key)).toEqual(['amount', 'shipping', 'total', 'payable']);
  });
});

describe('checkout link (the contract with checkout)', () => {
  it('carries comma-separated ids, the coupon and the ticket type', () => {
    expect(checkoutHref('demo', [60001, 60003], { kind: 'goods' })).toBe('/demo/shopping/checkout?items=60001,60003');
    expect(checkoutHref('demo', [60001], { kind: 'goods', coupon: ' WELCOME 500&x ' })).toBe('/demo/shopping/checkout?items=60001&coupon=WELCOME%20500%26x');
    expect(checkoutHref('demo', [60007], { kind: 'ticket', coupon: '' })).toBe('/demo/shopping/checkout?items=60007&type=ticket');
    expect(checkoutHref('my store', [1], { kind: 'ticket', coupon: 'A' })).toBe('/my%20store/shopping/checkout?items=1&coupon=A&type=ticket');
  });
});

describe("the selection's checkout link", () => {
  it('sorts the ids and carries the coupon and kind', () => {
    expect(selectionCheckoutHref('demo', [60003, 60001], { busy: false, coupon: 'A', kind: 'goods' })).toBe('/demo/shopping/checkout?items=60001,60003&coupon=A');
    expect(selectionCheckoutHref('demo', [7], { busy: false, coupon: null, kind: 'ticket' })).toBe('/demo/shopping/checkout?items=7&type=ticket');
  });
  it('is none without a selection or while a change is being saved', () => {
    expect(selectionCheckoutHref('demo', [], { busy: false, coupon: null, kind: 'none' })).toBeNull();
    expect(selectionCheckoutHref('demo', [1], { busy: true, coupon: null, kind: 'goods' })).toBeNull();
  });
  it('leaves the selection as it was', () => {
    const selected = [3, 1, 2];
    selectionCheckoutHref('demo', selected, { busy: false, coupon: null, kind: 'goods' });
    expect(selected).toEqual([3, 1, 2]);
  });
});

describe('server action inputs', () => {
  it('accepts only well-formed requests', () => {
    expect(isStoreSlug('demo')).toBe(true);
    expect(isStoreSlug('../x')).toBe(false);
    expect(isStoreSlug(1)).toBe(false);
    expect(isQuantityRequest({ itemId: 1, quantity: 2 })).toBe(true);
    expect(isQuantityRequest({ itemId: 1, quantity: 0 })).toBe(false);
    expect(isQuantityRequest({ itemId: 1.5, quantity: 1 })).toBe(false);
    expect(isQuantityRequest({ itemId: 1, quantity: 10000 })).toBe(false);
    expect(isQuantityRequest(null)).toBe(false);
    expect(isItemIds([1, 2])).toBe(true);
    expect(isItemIds([1, -2])).toBe(false);
    expect(isItemIds('1,2')).toBe(false);
    expect(isItemIds(Array.from({ length: 201 }, (_, i) => i + 1))).toBe(false);
    expect(isPricingRequest({ itemIds: [1], couponCode: null })).toBe(true);
    expect(isPricingRequest({ itemIds: [1], couponCode: 'x'.repeat(65) })).toBe(false);
    expect(isPricingRequest({ itemIds: [1] })).toBe(false);
  });
});
