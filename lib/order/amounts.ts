import type { Order } from '@/lib/schemas';
import { isAwaitingPayment } from './status';

/**
 * Which amounts an order shows, in order (commerce §3 fields): the items' amount, the shipping
 * fee where something is shipped, the payment fee and coupon when they apply, the total, points
 * spent on it, and the payable amount when it differs from the total or is still owed.
 */

export type AmountKey = 'amount' | 'shippingFee' | 'paymentFee' | 'coupon' | 'usedPoint' | 'total' | 'payable';

export interface AmountRow {
  key: AmountKey;
  /** Always non-negative; `deduction` rows are shown with a minus sign. */
  value: number;
  deduction: boolean;
  /** The figure the buyer looks for (total, or the payable amount when still owed). */
  emphasis: boolean;
}

type AmountView = Pick<
  Order,
  'amount' | 'shipping_fee' | 'payment_fee' | 'used_point' | 'total_amount' | 'amount_payable' | 'shipping_type' | 'status' | 'payment_status' | 'payment_type'
> & { coupon?: { amount: number } | null };

const SHIPPED_TYPES: readonly string[] = ['custom', 'custom_cod', 'self_pick_up'];

const positive = (value: number | null | undefined): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

export function amountRows(order: AmountView): AmountRow[] {
  const owed = isAwaitingPayment(order);
  const rows: AmountRow[] = [{ key: 'amount', value: positive(order.amount), deduction: false, emphasis: false }];
  // A ticket or virtual order has no delivery: a zero fee there is noise, any real fee still shows.
  if ((order.shipping_type && SHIPPED_TYPES.includes(order.shipping_type)) || positive(order.shipping_fee) > 0) {
    rows.push({ key: 'shippingFee', value: positive(order.shipping_fee), deduction: false, emphasis: false });
  }
  if (positive(order.payment_fee) > 0) rows.push({ key: 'paymentFee', value: positive(order.payment_fee), deduction: false, emphasis: false });
  if (positive(order.coupon?.amount) > 0) rows.push({ key: 'coupon', value: positive(order.coupon?.amount), deduction: true, emphasis: false });
  const showPayable = owed || order.amount_payable !== order.total_amount;
  rows.push({ key: 'total', value: positive(order.total_amount), deduction: false, emphasis: !showPayable });
  // Points are spent on the total: they sit between it and the payable amount.
  if (positive(order.used_point) > 0) rows.push({ key: 'usedPoint', value: positive(order.used_point), deduction: true, emphasis: false });
  if (showPayable) rows.push({ key: 'payable', value: positive(order.amount_payable), deduction: false, emphasis: true });
  return rows;
}

/** The one figure of a list row: what is still owed, else the total. */
export function headlineAmount(order: AmountView): { key: 'payable' | 'total'; value: number } {
  return isAwaitingPayment(order) ? { key: 'payable', value: positive(order.amount_payable) } : { key: 'total', value: positive(order.total_amount) };
}

/** Units across an order's items (the list says "3 items"). */
export function itemCount(items: readonly { quantity: number }[] | null | undefined): number {
  return (items ?? []).reduce((sum, item) => sum + (Number.isFinite(item.quantity) ? item.quantity : 0), 0);
}
