import type { SafeHref } from '@/lib/url/safe-href';
import type { SelectionKind } from './selection';

/**
 * The cart → checkout contract: /{store}/shopping/checkout?items=<comma-separated cart item
 * ids>, plus &coupon=<code> when a coupon was applied and &type=ticket for a ticket selection.
 */
export function checkoutHref(store: string, itemIds: readonly number[], options: { coupon?: string | null; kind: SelectionKind }): SafeHref {
  const coupon = options.coupon?.trim();
  const extra = `${coupon ? `&coupon=${encodeURIComponent(coupon)}` : ''}${options.kind === 'ticket' ? '&type=ticket' : ''}`;
  return `/${encodeURIComponent(store)}/shopping/checkout?items=${itemIds.join(',')}${extra}` as SafeHref;
}

/** The link for a selection, ids in ascending order; none while nothing is selected or a change is still being saved. */
export function selectionCheckoutHref(store: string, selected: readonly number[], options: { busy: boolean; coupon: string | null; kind: SelectionKind }): SafeHref | null {
  if (!selected.length || options.busy) return null;
  return checkoutHref(store, [...selected].sort((a, b) => a - b), { coupon: options.coupon, kind: options.kind });
}
