import { describe, expect, it } from '@jest/globals';
import { cartReducer, confirmedTotal, initialCartState, selectedLines, selectionPricingKey, type CartState } from '@/lib/cart/cart-state';
import { cartScreen, pricingState, type DataState } from '@/lib/cart/data-state';
import type { TrashedView } from '@/lib/cart/notices';
import { line, VENDOR_B } from './fixtures';

const a = line({ id: 1, quantity: 2 });
const b = line({ id: 2, quantity: 1 });
const ticket = line({ id: 3, is_ticket: true });
const soldOut = line({ id: 4 }, 'soldout');
const otherVendor = line({ id: 5, vendor: VENDOR_B });
const trashed: TrashedView = { id: 9, kind: 'deleted', productName: 'x', skuName: 'y', quantity: 1 };
const ready = (): CartState => initialCartState({ lines: [a, b, ticket, soldOut, otherVendor], trashed: [trashed] });

describe('stored-data states and screens (commerce §4)', () => {
  const cases: [DataState, number, boolean, string][] = [
    ['EMPTY', 0, false, 'skeleton'],
    ['LOADING', 0, false, 'skeleton'],
    ['ERROR', 0, false, 'error'],
    ['READY', 0, true, 'empty'],
    ['READY', 2, true, 'list'],
    // Reloading or failing to reload keeps what is on screen.
    ['LOADING', 2, true, 'list'],
    ['LOADING', 0, true, 'empty'],
    ['ERROR', 2, true, 'list'],
  ];
  it.each(cases)('%s with %i lines (loaded before: %s) → %s', (state, lines, loadedOnce, screen) => {
    expect(cartScreen(state, lines, loadedOnce)).toBe(screen);
  });

  it('pricing: idle without a selection, loading until the answer is for this selection', () => {
    expect(pricingState(0, 'k', null)).toBe('idle');
    expect(pricingState(1, 'k', null)).toBe('loading');
    expect(pricingState(1, 'k2', { key: 'k', state: 'success' })).toBe('loading');
    expect(pricingState(1, 'k', { key: 'k', state: 'success' })).toBe('success');
    expect(pricingState(1, 'k', { key: 'k', state: 'failed' })).toBe('failed');
  });
});

describe('cart reducer', () => {
  it('starts READY from a snapshot, ERROR without one', () => {
    expect(ready()).toMatchObject({ data: 'READY', loadedOnce: true, confirmed: { 1: 2, 2: 1 }, selected: [] });
    expect(initialCartState(null)).toMatchObject({ data: 'ERROR', loadedOnce: false, lines: [] });
  });

  it('changes a quantity optimistically, confirms it, and rolls back to the last confirmed value', () => {
    let state = cartReducer(ready(), { type: 'quantity', id: 1, quantity: 3 });
    expect(state.lines[0].quantity).toBe(3);
    expect(state.confirmed[1]).toBe(2);
    state = cartReducer(state, { type: 'quantityConfirmed', id: 1, quantity: 3 });
    state = cartReducer(state, { type: 'quantity', id: 1, quantity: 5 });
    state = cartReducer(state, { type: 'quantityRolledBack', id: 1 });
    expect(state.lines[0].quantity).toBe(3);
    // Other lines are untouched; an unknown id is a no-op.
    expect(state.lines[1].quantity).toBe(1);
    expect(cartReducer(state, { type: 'quantityRolledBack', id: 999 })).toBe(state);
  });

  it('removes optimistically (deselecting), and a rollback puts the line back where it was', () => {
    let state = cartReducer(ready(), { type: 'toggle', id: 2 });
    expect(state.selected).toEqual([2]);
    state = cartReducer(state, { type: 'removed', id: 2 });
    expect(state.lines.map((l) => l.id)).toEqual([1, 3, 4, 5]);
    expect(state.selected).toEqual([]);
    state = cartReducer(state, { type: 'removeRolledBack', line: b, index: 1 });
    expect(state.lines.map((l) => l.id)).toEqual([1, 2, 3, 4, 5]);
    // Rolling back twice does not duplicate.
    expect(cartReducer(state, { type: 'removeRolledBack', line: b, index: 1 }).lines).toHaveLength(5);
  });

  it('applies the selection rules on toggle and refuses unselectable lines', () => {
    let state = cartReducer(ready(), { type: 'toggle', id: 1 });
    state = cartReducer(state, { type: 'toggle', id: 2 });
    expect(state.selected).toEqual([1, 2]);
    state = cartReducer(state, { type: 'toggle', id: 3 });
    expect(state.selected).toEqual([3]);
    state = cartReducer(state, { type: 'toggle', id: 5 });
    expect(state.selected).toEqual([5]);
    expect(cartReducer(state, { type: 'toggle', id: 4 }).selected).toEqual([5]);
  });

  it('a reload replaces lines and confirmed quantities, and prunes the selection', () => {
    let state = cartReducer(ready(), { type: 'toggle', id: 1 });
    state = cartReducer(state, { type: 'loading' });
    expect(state.data).toBe('LOADING');
    state = cartReducer(state, { type: 'loaded', snapshot: { lines: [{ ...a, marketStatus: 'soldout' }, { ...b, quantity: 4 }], trashed: [] } });
    expect(state).toMatchObject({ data: 'READY', selected: [], confirmed: { 1: 2, 2: 4 }, trashed: [] });
    expect(cartReducer(state, { type: 'failed' }).data).toBe('ERROR');
  });

  it('a confirmed notice drops its trashed items', () => {
    expect(cartReducer(ready(), { type: 'noticeConfirmed', ids: [9] }).trashed).toEqual([]);
  });
});

describe('the cart at its confirmed quantities', () => {
  it('counts the badge from confirmed quantities, not an optimistic change', () => {
    const state = cartReducer(ready(), { type: 'quantity', id: 1, quantity: 5 });
    expect(confirmedTotal(ready())).toBe(2 + 1 + 1 + 1 + 1);
    expect(confirmedTotal(state)).toBe(confirmedTotal(ready()));
    expect(confirmedTotal(cartReducer(state, { type: 'quantityConfirmed', id: 1, quantity: 5 }))).toBe(5 + 1 + 1 + 1 + 1);
  });

  it('lists the selected lines in cart order', () => {
    const state = { ...ready(), selected: [2, 1] };
    expect(selectedLines(state).map((l) => l.id)).toEqual([1, 2]);
    expect(selectedLines(ready())).toEqual([]);
  });

  it('keys the pricing by the selection at confirmed quantities and the coupon', () => {
    const selected = { ...ready(), selected: [2, 1] };
    expect(selectionPricingKey(selected, null)).toBe('1x2,2x1|');
    expect(selectionPricingKey(selected, ' SPRING ')).toBe('1x2,2x1|SPRING');
    // An unconfirmed quantity change asks no new price.
    expect(selectionPricingKey(cartReducer(selected, { type: 'quantity', id: 1, quantity: 4 }), null)).toBe('1x2,2x1|');
    expect(selectionPricingKey(ready(), null)).toBe('|');
  });
});
