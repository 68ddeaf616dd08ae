import type { MarketStatus } from '@/lib/schemas';
import type { CartSource } from './display';

/**
 * The cart's selection rules (commerce §4), pure: selecting a ticket deselects every item that is
 * not a ticket; selecting a market, seller or live-post item deselects the tickets; selecting an
 * item of another vendor deselects the items of every other vendor. Tickets can be bought
 * together (one ticket checkout), as can goods of one vendor.
 */

export interface SelectableLine {
  id: number;
  isTicket: boolean;
  vendor: { id: number } | null;
  source: CartSource;
  marketStatus: MarketStatus;
}

/** What can be checked out: available (or cut to stock) items; the subscription cart has its own purchase. */
const BUYABLE: ReadonlySet<MarketStatus> = new Set(['available', 'shortage']);

export function isSelectable(line: Pick<SelectableLine, 'source' | 'marketStatus'>): boolean {
  return line.source !== 'subscription' && BUYABLE.has(line.marketStatus);
}

const vendorKey = (line: Pick<SelectableLine, 'vendor'>) => line.vendor?.id ?? null;

/** Whether an already selected item survives selecting `chosen`. */
export function compatible(chosen: SelectableLine, other: SelectableLine): boolean {
  return chosen.isTicket === other.isTicket && vendorKey(chosen) === vendorKey(other);
}

/** Selects one item and applies the rules; an unselectable or unknown id changes nothing. */
export function selectLine(selected: readonly number[], id: number, lines: readonly SelectableLine[]): number[] {
  const chosen = lines.find((line) => line.id === id);
  if (!chosen || !isSelectable(chosen)) return [...selected];
  const byId = new Map(lines.map((line) => [line.id, line]));
  const kept = selected.filter((other) => {
    const line = byId.get(other);
    return other !== id && line !== undefined && compatible(chosen, line);
  });
  return [...kept, id];
}

export function deselectLine(selected: readonly number[], id: number): number[] {
  return selected.filter((other) => other !== id);
}

export function toggleLine(selected: readonly number[], id: number, lines: readonly SelectableLine[]): number[] {
  return selected.includes(id) ? deselectLine(selected, id) : selectLine(selected, id, lines);
}

/** The other items a toggle of `id` deselects (the buyer is told). */
export function deselectedBy(selected: readonly number[], id: number, lines: readonly SelectableLine[]): number[] {
  const next = toggleLine(selected, id, lines);
  return selected.filter((other) => other !== id && !next.includes(other));
}

/** After the cart changed: drops ids that are gone or no longer buyable, keeping the order. */
export function pruneSelection(selected: readonly number[], lines: readonly SelectableLine[]): number[] {
  const byId = new Map(lines.map((line) => [line.id, line]));
  return selected.filter((id) => {
    const line = byId.get(id);
    return line !== undefined && isSelectable(line);
  });
}

export type SelectionKind = 'none' | 'ticket' | 'goods';

/** The rules keep a selection all tickets or all goods. */
export function selectionKind(selected: readonly number[], lines: readonly SelectableLine[]): SelectionKind {
  const chosen = lines.filter((line) => selected.includes(line.id));
  if (chosen.length === 0) return 'none';
  return chosen.every((line) => line.isTicket) ? 'ticket' : 'goods';
}
