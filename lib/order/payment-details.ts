import type { Order, Payment } from '@/lib/schemas';
import { cvsAccountIssued, isCashOnDelivery } from './status';
import { textOrNull } from '@/lib/format/field';

/**
 * The payment part of the order detail: a convenience-store account (where and what to quote at
 * the till, and by when), a masked card, or cash on delivery, each with the paid or expiry time.
 * The gateway's data is free-form (commerce §3 "info"), so the account is read from the names GMO
 * and our platform use.
 */

export interface CvsAccount {
  /** The chain as the gateway names it. */
  convenience: string | null;
  /** GMO's code of the chain (10001 …): the UI translates it where it knows it. */
  convenienceCode: string | null;
  receiptNo: string | null;
  confirmationNo: string | null;
}

export type PaymentDetails =
  | { kind: 'none' }
  | { kind: 'free' }
  | { kind: 'cvs'; account: CvsAccount | null; expireAt: string | null; paidAt: string | null }
  | { kind: 'card'; card: string | null; paidAt: string | null }
  | { kind: 'cashOnDelivery'; paidAt: string | null }
  | { kind: 'other'; type: string; paidAt: string | null };

type Info = Record<string, unknown> | null | undefined;

function pick(sources: Info[], names: readonly string[]): string | null {
  for (const source of sources) {
    for (const name of names) {
      const value = source?.[name];
      if (typeof value === 'string' && value.trim()) return value.trim();
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    }
  }
  return null;
}

const asTime = (value: unknown): string | null => (typeof value === 'string' && value ? value : value instanceof Date ? value.toISOString() : null);

/** The account of a convenience-store payment, or null when none was issued yet. */
export function cvsAccount(payment: Pick<Payment, 'info' | 'account' | 'bank_code'> | null | undefined, orderInfo?: Info): CvsAccount | null {
  const sources = [payment?.info, orderInfo];
  const account: CvsAccount = {
    convenience: pick(sources, ['convenience', 'cvs', 'cvs_name']),
    convenienceCode: pick(sources, ['convenience_code', 'CvsCode', 'cvs_code']),
    receiptNo: pick(sources, ['receipt_no', 'receiptNo', 'ReceiptNo']) ?? textOrNull(payment?.account),
    confirmationNo: pick(sources, ['conf_no', 'confNo', 'ConfNo']) ?? textOrNull(payment?.bank_code),
  };
  return account.receiptNo || account.confirmationNo ? account : null;
}

/** `************4242` → `•••• 4242`: only the last four digits are ever shown. */
export function maskedCard(value: string | null | undefined): string | null {
  const digits = (typeof value === 'string' ? value : '').replace(/[^0-9]/g, '');
  if (digits.length < 4) return null;
  return `•••• ${digits.slice(-4)}`;
}

type DetailView = Pick<Order, 'payment_type' | 'payment_status' | 'info'> & { payment?: Payment | null; payments?: Payment[] };

/** The current payment: the order's own, else the newest of its payments. */
export function currentPayment(order: Pick<DetailView, 'payment' | 'payments'>): Payment | null {
  return order.payment ?? order.payments?.at(-1) ?? null;
}

export function paymentDetails(order: DetailView): PaymentDetails {
  const type = order.payment_type;
  const payment = currentPayment(order);
  const paidAt = order.payment_status === 'paid' || order.payment_status === 'refunded' ? asTime(payment?.paid_at) : null;
  if (!type) return { kind: 'none' };
  if (type === 'free') return { kind: 'free' };
  if (isCashOnDelivery(type)) return { kind: 'cashOnDelivery', paidAt };
  if (type === 'gmo_cvs') {
    const account = cvsAccount(payment, order.info);
    // The deadline only matters while the buyer still has to go to the till.
    const expireAt = cvsAccountIssued(order) ? asTime(payment?.expire_at) : null;
    return { kind: 'cvs', account, expireAt, paidAt };
  }
  if (type === 'gmo_credit') return { kind: 'card', card: maskedCard(payment?.masked_card_no), paidAt };
  return { kind: 'other', type, paidAt };
}
