import type { CartPricingPayload, Pricing } from '@/lib/schemas';

/** The live pricing of the selection (POST /api/v1/carts/pricing), pure parts. */

/** Wait this long after the last change before asking the platform (selection, quantity, coupon). */
export const PRICING_DEBOUNCE_MS = 400;

/** Coupon codes are trimmed; an empty code sends none. */
export function normalizeCoupon(code: string | null | undefined): string | null {
  const trimmed = code?.trim() ?? '';
  return trimmed ? trimmed : null;
}

export function pricingPayload(itemIds: readonly number[], couponCode: string | null | undefined): CartPricingPayload {
  const coupon = normalizeCoupon(couponCode);
  const payload: CartPricingPayload = { item_ids: [...itemIds].sort((a, b) => a - b) };
  if (coupon) payload.coupon_code = coupon;
  return payload;
}

/**
 * What the price depends on: the selected ids with their confirmed quantities, and the coupon.
 * Equal keys need no new call.
 */
export function pricingKey(lines: readonly { id: number; quantity: number }[], couponCode: string | null): string {
  const parts = [...lines].sort((a, b) => a.id - b.id).map((line) => `${line.id}x${line.quantity}`);
  return `${parts.join(',')}|${normalizeCoupon(couponCode) ?? ''}`;
}

export type PricingRowKey = 'amount' | 'shipping' | 'paymentFee' | 'coupon' | 'rebate' | 'total' | 'payable';

export interface PricingRow {
  key: PricingRowKey;
  /** A rebate's own name; other rows are labelled by key. */
  name?: string;
  /** Signed: discounts are negative. */
  amount: number;
  /** The figure the buyer pays, shown strongest. */
  emphasis?: boolean;
}

/** Line by line: subtotal, shipping, fees, discounts, total, payable (fees and discounts only when non-zero). */
export function pricingRows(pricing: Pricing): PricingRow[] {
  const rows: PricingRow[] = [
    { key: 'amount', amount: pricing.amount },
    { key: 'shipping', amount: pricing.shipping_fee },
  ];
  if (pricing.payment_fee) rows.push({ key: 'paymentFee', amount: pricing.payment_fee });
  if (pricing.coupon_amount) rows.push({ key: 'coupon', amount: -Math.abs(pricing.coupon_amount) });
  for (const rebate of pricing.rebate_amounts) {
    if (rebate.amount) rows.push({ key: 'rebate', name: rebate.name, amount: -Math.abs(rebate.amount) });
  }
  rows.push({ key: 'total', amount: pricing.total_amount }, { key: 'payable', amount: pricing.amount_payable, emphasis: true });
  return rows;
}
