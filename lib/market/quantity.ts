/**
 * A typed or stepped quantity as a whole number from 1 to max (1 when max is 0, so a field never
 * shows 0); NaN keeps the fallback. The product panel, the room's product list and the cart share
 * it; a module of its own, so the product page's client chunk carries only this.
 */
export function clampQuantity(value: number, max: number, fallback = 1): number {
  if (!Number.isFinite(value)) return Math.max(1, Math.min(fallback, Math.max(1, max)));
  return Math.max(1, Math.min(Math.trunc(value), Math.max(1, max)));
}
