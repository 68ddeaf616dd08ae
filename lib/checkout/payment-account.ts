import type { Order } from '@/lib/schemas';
import { isCashOnDelivery } from './payment-rules';

/** The convenience-store payment account of an order, as the payment info carries it (our design of `info`). */
export interface PaymentAccount {
  convenience: string;
  receiptNo: string;
  confirmationNo: string | null;
  expireAt: string | number | Date | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : typeof value === 'number' ? String(value) : null);

export function paymentAccountOf(order: Pick<Order, 'payment' | 'payment_type'>): PaymentAccount | null {
  const payment = order.payment;
  if (!payment || order.payment_type !== 'gmo_cvs') return null;
  const info = payment.info ?? {};
  const receiptNo = text(info.receipt_no) ?? text(payment.account);
  if (!receiptNo) return null;
  return {
    convenience: text(info.convenience) ?? text(payment.bank_code) ?? '',
    receiptNo,
    confirmationNo: text(info.conf_no),
    expireAt: payment.expire_at ?? null,
  };
}

/** What the buyer can still do with an order on the completed and payment pages. */
export type OrderPaymentState = 'paid' | 'payByCard' | 'cvsAccountNeeded' | 'cvsAwaiting' | 'cashOnDelivery' | 'choosePayment' | 'closed';

export function orderPaymentState(order: Pick<Order, 'payment' | 'payment_type' | 'payment_status' | 'status' | 'amount_payable'>): OrderPaymentState {
  if (order.payment_status === 'paid' || order.payment_status === 'refunded' || order.payment_type === 'free') return 'paid';
  if (isCashOnDelivery(order.payment_type)) return 'cashOnDelivery';
  if (order.status !== 'init' && order.status !== 'unpaid') return 'closed';
  if (order.payment_type === 'gmo_credit') return 'payByCard';
  if (order.payment_type === 'gmo_cvs') return paymentAccountOf(order) ? 'cvsAwaiting' : 'cvsAccountNeeded';
  return 'choosePayment';
}
