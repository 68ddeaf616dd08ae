import type { Coupon, PaymentSettingType, Pricing, ShippingSetting, ShippingType } from '@/lib/schemas';
import { COD_FEE } from './seed/order-builder';

/**
 * How the platform prices a set of lines (cart pricing, checkout, order pricing). Pure: the
 * routes look up lines, settings, address and coupon, then call `priceLines`.
 *
 * - amount: Σ price × quantity.
 * - shipping fee (custom, custom_cod): 0 when every line ships free or the amount reaches the
 *   setting's free-shipping threshold; else the prefecture's fee from `fees`, else the flat fee.
 *   self_pick_up and virtual charge their own `fee` (0 in the seed). No setting: 0.
 * - payment fee: cash on delivery (cash_on_delivery or a `_cod` type) costs COD_FEE.
 * - coupon: applies when the amount reaches its threshold, capped at what is owed.
 * - total_amount = amount_payable = amount + shipping + payment fee − coupon − rebates, never < 0.
 */

export interface PricedLine {
  price: number;
  quantity: number;
  free_shipping: boolean;
}

export interface PricingInput {
  lines: PricedLine[];
  shipping?: Pick<ShippingSetting, 'type' | 'fee' | 'free_shipping_threshold' | 'fees'> | null;
  /** JIS prefecture code of the delivery address (for per-prefecture fees). */
  prefectureCode?: string | null;
  paymentType?: PaymentSettingType | null;
  coupon?: Pick<Coupon, 'amount' | 'apply_amount_threshold'> | null;
}

const SHIPPED: readonly ShippingType[] = ['custom', 'custom_cod'];

export function isCashOnDelivery(type: PaymentSettingType | null | undefined): boolean {
  return type === 'cash_on_delivery' || (typeof type === 'string' && type.endsWith('_cod'));
}

export function linesAmount(lines: PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

export function shippingFee(input: Pick<PricingInput, 'lines' | 'shipping' | 'prefectureCode'>): number {
  const { shipping, lines } = input;
  if (!shipping) return 0;
  if (!SHIPPED.includes(shipping.type)) return Math.max(0, shipping.fee ?? 0);
  if (lines.length > 0 && lines.every((line) => line.free_shipping)) return 0;
  const amount = linesAmount(lines);
  if (shipping.free_shipping_threshold !== null && shipping.free_shipping_threshold !== undefined && amount >= shipping.free_shipping_threshold) return 0;
  const regional = input.prefectureCode ? shipping.fees?.find((fee) => fee.level_one_code === input.prefectureCode) : undefined;
  return Math.max(0, regional?.fee ?? shipping.fee ?? 0);
}

export function paymentFee(type: PaymentSettingType | null | undefined): number {
  return isCashOnDelivery(type) ? COD_FEE : 0;
}

/** Whether a coupon's threshold is met by the amount (before shipping and fees). */
export function couponApplies(coupon: Pick<Coupon, 'apply_amount_threshold'>, amount: number): boolean {
  return amount >= (coupon.apply_amount_threshold ?? 0);
}

export function priceLines(input: PricingInput): Pricing {
  const amount = linesAmount(input.lines);
  const shipping = shippingFee(input);
  const fee = paymentFee(input.paymentType);
  const owed = amount + shipping + fee;
  const coupon = input.coupon && couponApplies(input.coupon, amount) ? Math.min(Math.max(0, input.coupon.amount), owed) : 0;
  const total = Math.max(0, owed - coupon);
  return {
    amount,
    amount_payable: total,
    coupon_amount: coupon,
    payment_fee: fee,
    rebate_amounts: [],
    shipping_fee: shipping,
    total_amount: total,
  };
}
