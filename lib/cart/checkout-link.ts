import type { SelectionKind } from './selection';

/**
 * The cart → checkout contract: /{store}/shopping/checkout?items=<comma-separated cart item
 * ids>, plus &coupon=<code> when a coupon was applied and &type=ticket for a ticket selection.
 */
export function checkoutHref(store: string, itemIds: readonly number[], options: { coupon?: string | null; kind: SelectionKind }): string {
  let href = `/${encodeURIComponent(store)}/shopping/checkout?items=${itemIds.join(',')}`;
  const coupon = options.coupon?.trim();
  if (coupon) href += `&coupon=${encodeURIComponent(coupon)}`;
  if (options.kind === 'ticket') href += '&type=ticket';
  return href;
}
