import type { Order, OrderFilterStatus, OrderStatus, PaymentSettingType, PaymentStatus } from '@/lib/schemas';
import { trimmedText } from '@/lib/format/field';
import { appPath, type SafeHref } from '@/lib/url/safe-href';

/**
 * Order and payment states of commerce §4 and what a buyer can do in each. Which action belongs to
 * which state is our design; the spec names the actions (pay, choose payment, view, message).
 * Type-only schema imports: this module runs in the browser too and must not pull in zod, so the
 * lists below repeat the schema's enums; tests/unit/order/status.test.ts pins them to the options.
 */

/** The order list's filter statuses, in tab order. */
export const ORDER_FILTERS: readonly OrderFilterStatus[] = ['unpaid', 'undelivered', 'completed', 'canceled'];

/** Every order status of commerce §4 (each has a translation). */
export const ORDER_STATUSES: readonly OrderStatus[] = [
  'init',
  'unpaid',
  'undelivered',
  'canceled',
  'delivered',
  'completed',
  'delivering',
  'received',
  'missing',
  'received_return',
  'returned',
  'returning',
  'waiting',
];

/** Every payment_status of commerce §4. */
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['init', 'pending', 'approving', 'paid', 'failed', 'refunded'];

/** Payment types an order can carry (commerce §4, store settings add custom_cod). */
export const PAYMENT_TYPES: readonly PaymentSettingType[] = ['cash_on_delivery', 'gmo_cvs', 'free', 'gmo_credit', 'custom_cod'];

export function isOrderFilter(value: unknown): value is OrderFilterStatus {
  return typeof value === 'string' && (ORDER_FILTERS as readonly string[]).includes(value);
}

/** How a status badge looks: the buyer's part (attention), under way, done, closed or a problem. */
export type StatusTone = 'attention' | 'progress' | 'done' | 'closed' | 'problem';

const ORDER_TONES: Record<OrderStatus, StatusTone> = {
  init: 'attention',
  unpaid: 'attention',
  waiting: 'progress',
  undelivered: 'progress',
  delivering: 'progress',
  delivered: 'done',
  received: 'done',
  completed: 'done',
  canceled: 'closed',
  returning: 'problem',
  returned: 'closed',
  received_return: 'closed',
  missing: 'problem',
};

const PAYMENT_TONES: Record<PaymentStatus, StatusTone> = {
  init: 'attention',
  pending: 'attention',
  approving: 'progress',
  paid: 'done',
  failed: 'problem',
  refunded: 'closed',
};

export const orderStatusTone = (status: OrderStatus): StatusTone => ORDER_TONES[status] ?? 'progress';
export const paymentStatusTone = (status: PaymentStatus): StatusTone => PAYMENT_TONES[status] ?? 'progress';

const COD_SUFFIX = '_cod';

/** commerce §4: the suffix _cod marks cash on delivery and is stripped when the base type is needed. */
export function basePaymentType(type: string): string {
  return type.endsWith(COD_SUFFIX) ? type.slice(0, -COD_SUFFIX.length) : type;
}

export function isCashOnDelivery(type: string | null | undefined): boolean {
  return !!type && (type === 'cash_on_delivery' || type.endsWith(COD_SUFFIX));
}

type PaymentView = Pick<Order, 'status' | 'payment_status' | 'payment_type' | 'amount_payable'>;

/** Statuses in which the buyer still owes the payment. */
const PAYABLE_ORDER_STATUSES: readonly OrderStatus[] = ['init', 'unpaid'];
/** Payment states the buyer can act on; `approving` waits on the gateway, not the buyer. */
const PAYABLE_PAYMENT_STATUSES: readonly PaymentStatus[] = ['init', 'pending', 'failed'];

/**
 * The buyer still has to pay online: the order waits for payment, something is payable, and it is
 * neither free nor paid at the door.
 */
export function isAwaitingPayment(order: PaymentView): boolean {
  return (
    PAYABLE_ORDER_STATUSES.includes(order.status) &&
    PAYABLE_PAYMENT_STATUSES.includes(order.payment_status) &&
    order.amount_payable > 0 &&
    order.payment_type !== 'free' &&
    !isCashOnDelivery(order.payment_type)
  );
}

/** The primary action of an order in the list. */
export type NextAction = 'pay' | 'choosePayment' | 'view';

/** Every action the detail offers. */
export type OrderAction = 'pay' | 'choosePayment' | 'changePayment' | 'message';

/** A convenience-store account was issued: the buyer pays at the till, there is nothing to do online. */
export function cvsAccountIssued(order: Pick<Order, 'payment_type' | 'payment_status'>): boolean {
  return order.payment_type === 'gmo_cvs' && order.payment_status === 'pending';
}

export function nextAction(order: PaymentView): NextAction {
  if (!isAwaitingPayment(order)) return 'view';
  if (!order.payment_type) return 'choosePayment';
  return cvsAccountIssued(order) ? 'view' : 'pay';
}

export function detailActions(order: PaymentView): OrderAction[] {
  const actions: OrderAction[] = [];
  if (isAwaitingPayment(order)) {
    if (!order.payment_type) actions.push('choosePayment');
    else {
      if (!cvsAccountIssued(order)) actions.push('pay');
      actions.push('changePayment');
    }
  }
  actions.push('message');
  return actions;
}

/** The notice at the top of the detail: where the payment stands, in the buyer's terms. */
export type PaymentNotice = 'paid' | 'refunded' | 'approving' | 'failed' | 'payAtStore' | 'choosePayment' | 'unpaid' | 'cashOnDelivery' | null;

/** Until the parcel arrives, a cash-on-delivery order is paid at the door. */
const BEFORE_DELIVERY: readonly OrderStatus[] = ['init', 'unpaid', 'waiting', 'undelivered', 'delivering'];

export function paymentNotice(order: PaymentView): PaymentNotice {
  if (order.payment_status === 'paid') return 'paid';
  if (order.payment_status === 'refunded') return 'refunded';
  if (order.payment_status === 'approving') return 'approving';
  if (isAwaitingPayment(order)) {
    if (order.payment_status === 'failed') return 'failed';
    if (!order.payment_type) return 'choosePayment';
    return cvsAccountIssued(order) ? 'payAtStore' : 'unpaid';
  }
  if (isCashOnDelivery(order.payment_type) && BEFORE_DELIVERY.includes(order.status)) return 'cashOnDelivery';
  return null;
}

/** Paths of the order pages (the payment pages belong to checkout; we only link to them). */
export function orderPaths(slug: string, orderId: number) {
  const path = (...rest: string[]) => appPath(slug, 'order', orderId, ...rest);
  return { detail: path(), payment: path('payment'), choosePayment: path('choose-payment'), message: path('message') };
}

/** The href of the list's primary action. */
export function nextActionHref(slug: string, orderId: number, action: NextAction): SafeHref {
  const paths = orderPaths(slug, orderId);
  return action === 'pay' ? paths.payment : action === 'choosePayment' ? paths.choosePayment : paths.detail;
}

/** The order number shown to the buyer: its slug, else its id. */
export const orderNumber = (order: Pick<Order, 'id' | 'slug'>): string => trimmedText(order.slug) || String(order.id);
