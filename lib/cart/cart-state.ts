import type { DataState } from './data-state';
import { totalQuantity, type CartLineView } from './display';
import { withoutTrashed, type TrashedView } from './notices';
import { pricingKey } from './pricing';
import { pruneSelection, toggleLine } from './selection';
import type { CartSnapshot } from './snapshot';

/**
 * The cart page's client state as a pure reducer: the lines on screen (with optimistic changes),
 * the quantities the platform confirmed (what a rollback returns to), trashed items and the
 * selection.
 */

export interface CartState {
  data: DataState;
  /** True once any snapshot arrived: later loads keep the list on screen. */
  loadedOnce: boolean;
  lines: CartLineView[];
  trashed: TrashedView[];
  /** Quantity per line id as the platform last confirmed it. */
  confirmed: Record<number, number>;
  selected: number[];
}

export type CartAction =
  | { type: 'loading' }
  | { type: 'loaded'; snapshot: CartSnapshot }
  | { type: 'failed' }
  | { type: 'quantity'; id: number; quantity: number }
  | { type: 'quantityConfirmed'; id: number; quantity: number }
  | { type: 'quantityRolledBack'; id: number }
  | { type: 'removed'; id: number }
  | { type: 'removeRolledBack'; line: CartLineView; index: number }
  | { type: 'toggle'; id: number }
  | { type: 'noticeConfirmed'; ids: number[] };

const confirmedOf = (lines: readonly CartLineView[]) => Object.fromEntries(lines.map((line) => [line.id, line.quantity]));

export function initialCartState(snapshot: CartSnapshot | null): CartState {
  if (!snapshot) return { data: 'ERROR', loadedOnce: false, lines: [], trashed: [], confirmed: {}, selected: [] };
  return { data: 'READY', loadedOnce: true, lines: snapshot.lines, trashed: snapshot.trashed, confirmed: confirmedOf(snapshot.lines), selected: [] };
}

function setQuantity(lines: readonly CartLineView[], id: number, quantity: number): CartLineView[] {
  return lines.map((line) => (line.id === id ? { ...line, quantity } : line));
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'loading':
      return { ...state, data: 'LOADING' };
    case 'loaded': {
      const { lines, trashed } = action.snapshot;
      return { data: 'READY', loadedOnce: true, lines, trashed, confirmed: confirmedOf(lines), selected: pruneSelection(state.selected, lines) };
    }
    case 'failed':
      return { ...state, data: 'ERROR' };
    case 'quantity':
      return { ...state, lines: setQuantity(state.lines, action.id, action.quantity) };
    case 'quantityConfirmed':
      return { ...state, confirmed: { ...state.confirmed, [action.id]: action.quantity } };
    case 'quantityRolledBack': {
      const quantity = state.confirmed[action.id];
      return quantity === undefined ? state : { ...state, lines: setQuantity(state.lines, action.id, quantity) };
    }
    case 'removed':
      return { ...state, lines: state.lines.filter((line) => line.id !== action.id), selected: state.selected.filter((id) => id !== action.id) };
    case 'removeRolledBack': {
      if (state.lines.some((line) => line.id === action.line.id)) return state;
      const lines = [...state.lines];
      lines.splice(Math.min(action.index, lines.length), 0, action.line);
      return { ...state, lines };
    }
    case 'toggle':
      return { ...state, selected: toggleLine(state.selected, action.id, state.lines) };
    case 'noticeConfirmed':
      return { ...state, trashed: withoutTrashed(state.trashed, action.ids) };
  }
}

type Confirmed = Pick<CartState, 'lines' | 'confirmed'>;

/** A line at the quantity the platform confirmed (an optimistic change does not count until then). */
const confirmedQuantity = (state: Confirmed, line: CartLineView) => state.confirmed[line.id] ?? line.quantity;

/** The header badge's count: every group at its confirmed quantities (live-room §3). */
export function confirmedTotal(state: Confirmed): number {
  return totalQuantity(state.lines.map((line) => ({ source: line.source, quantity: confirmedQuantity(state, line) })));
}

/** The selected lines, in the cart's order. */
export function selectedLines(state: Pick<CartState, 'lines' | 'selected'>): CartLineView[] {
  return state.lines.filter((line) => state.selected.includes(line.id));
}

/** What the selection's price depends on: its lines at their confirmed quantities, and the coupon. */
export function selectionPricingKey(state: Pick<CartState, 'lines' | 'confirmed' | 'selected'>, couponCode: string | null): string {
  return pricingKey(
    selectedLines(state).map((line) => ({ id: line.id, quantity: confirmedQuantity(state, line) })),
    couponCode,
  );
}
