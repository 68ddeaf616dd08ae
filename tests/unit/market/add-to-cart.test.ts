import { describe, expect, it } from '@jest/globals';
import { fail, ok } from '@/lib/api/result';
import { addNotice, fillTemplate } from '@/lib/market/add-notice';
import { cartQuantity, isAddRequest, outcomeOf, PURCHASE_LIMIT_REPORT } from '@/lib/market/add-to-cart';
import type { CartItem } from '@/lib/schemas';

const strings = { added: 'Added.', partial: 'Only {added} of {requested} were added.', limit: 'Limit reached.', general: 'Something went wrong.' };

describe('outcomeOf (POST /stores/{store}/carts)', () => {
  it('tells a full add from a partial one', () => {
    expect(outcomeOf(ok({ data: { result: 'fully', added_quantity: 2, request_quantity: 2 } }), 5)).toEqual({
      kind: 'added',
      full: true,
      added: 2,
      requested: 2,
      cartCount: 5,
    });
    expect(outcomeOf(ok({ data: { result: 'partial', added_quantity: 1, request_quantity: 3 } }))).toMatchObject({ kind: 'added', full: false, added: 1, requested: 3 });
  });
  it('maps REACHED_BUYER_PURCHASABLE_LIMIT to the limit message', () => {
    expect(outcomeOf(fail({ kind: 'status', status: 422, message: 'limit', report_type: PURCHASE_LIMIT_REPORT }))).toEqual({ kind: 'limit' });
  });
  it('hands a 401 to the 401 rule', () => {
    expect(outcomeOf(fail({ kind: 'status', status: 401, message: 'Unauthenticated.' }))).toEqual({ kind: 'unauthorized' });
  });
  it('shows other errors through the general error display', () => {
    expect(outcomeOf(fail({ kind: 'status', status: 422, message: 'This item is sold out.' }))).toEqual({ kind: 'error', message: 'This item is sold out.' });
    expect(outcomeOf(fail({ kind: 'status', status: 422, message: { quantity: ['too many', 'really'] } }))).toEqual({ kind: 'error', message: 'too many; really' });
    expect(outcomeOf(fail({ kind: 'status', status: 502, message: 'Bad gateway' }))).toEqual({ kind: 'error', message: null });
    expect(outcomeOf(fail({ kind: 'network', message: 'fetch failed' }))).toEqual({ kind: 'error', message: null });
    expect(outcomeOf(fail({ kind: 'canceled', message: 'canceled' }))).toEqual({ kind: 'silent' });
  });
});

describe('addNotice', () => {
  it('gives a success toast for a full add and a warning with both numbers for a partial add', () => {
    expect(addNotice({ kind: 'added', full: true, added: 2, requested: 2, cartCount: null }, strings)).toEqual({ type: 'success', message: 'Added.' });
    expect(addNotice({ kind: 'added', full: false, added: 2, requested: 3, cartCount: null }, strings)).toEqual({
      type: 'warning',
      message: 'Only 2 of 3 were added.',
    });
  });
  it('gives the limit, server and general messages, and nothing for login or silence', () => {
    expect(addNotice({ kind: 'limit' }, strings)).toEqual({ type: 'warning', message: 'Limit reached.' });
    expect(addNotice({ kind: 'error', message: 'Sold out.' }, strings)).toEqual({ type: 'error', message: 'Sold out.' });
    expect(addNotice({ kind: 'error', message: null }, strings)).toEqual({ type: 'error', message: 'Something went wrong.' });
    expect(addNotice({ kind: 'login' }, strings)).toBeNull();
    expect(addNotice({ kind: 'unauthorized' }, strings)).toBeNull();
    expect(addNotice({ kind: 'silent' }, strings)).toBeNull();
  });
  it('fills named placeholders in any order and leaves unknown ones', () => {
    expect(fillTemplate('{requested}点中{added}点', { added: 1, requested: 3 })).toBe('3点中1点');
    expect(fillTemplate('{x} {y}', { x: 1 })).toBe('1 {y}');
  });
});

describe('cartQuantity', () => {
  it('sums the units of every item', () => {
    const items = [{ quantity: 2 }, { quantity: 1 }] as CartItem[];
    expect(cartQuantity({ items })).toBe(3);
    expect(cartQuantity(null)).toBe(0);
  });
});

describe('isAddRequest', () => {
  it('accepts a slug, a SKU id and a positive quantity only', () => {
    expect(isAddRequest({ store: 'demo', skuId: 1022, quantity: 3 })).toBe(true);
    expect(isAddRequest({ store: '../x', skuId: 1022, quantity: 3 })).toBe(false);
    expect(isAddRequest({ store: 'demo', skuId: 0, quantity: 3 })).toBe(false);
    expect(isAddRequest({ store: 'demo', skuId: 1022, quantity: 0 })).toBe(false);
    expect(isAddRequest({ store: 'demo', skuId: '1022', quantity: 1 })).toBe(false);
    expect(isAddRequest(null)).toBe(false);
  });
});
