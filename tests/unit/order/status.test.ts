import { describe, expect, it } from '@jest/globals';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zhTW from '@/messages/zh-TW.json';
import { OrderFilterStatus, OrderStatus, PaymentSettingType, PaymentStatus, ShippingType } from '@/lib/schemas';
import {
  basePaymentType,
  detailActions,
  isAwaitingPayment,
  isCashOnDelivery,
  isOrderFilter,
  nextAction,
  nextActionHref,
  ORDER_FILTERS,
  ORDER_STATUSES,
  orderNumber,
  orderStatusTone,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  paymentNotice,
  paymentStatusTone,
} from '@/lib/order/status';
import { makeOrder } from './fixtures';

describe('the enumerations of commerce §4', () => {
  it('lists every order status, payment status, payment type and filter of the contract', () => {
    expect([...ORDER_STATUSES].sort()).toEqual([...OrderStatus.options].sort());
    expect([...PAYMENT_STATUSES].sort()).toEqual([...PaymentStatus.options].sort());
    expect([...PAYMENT_TYPES].sort()).toEqual([...PaymentSettingType.options].sort());
    expect(ORDER_FILTERS).toEqual(OrderFilterStatus.options);
  });

  it.each([
    ['en', en],
    ['ja', ja],
    ['zh-TW', zhTW],
  ])('translates every status, payment status, payment and shipping type, filter and action in %s', (_locale, messages) => {
    const orders = messages.orders as unknown as Record<string, Record<string, string>>;
    for (const status of OrderStatus.options) expect(orders.status[status]).toBeTruthy();
    for (const status of PaymentStatus.options) expect(orders.paymentStatus[status]).toBeTruthy();
    for (const type of PaymentSettingType.options) expect(orders.paymentType[type]).toBeTruthy();
    for (const type of ShippingType.options) expect(orders.shippingType[type]).toBeTruthy();
    for (const filter of [...OrderFilterStatus.options, 'all']) {
      expect(orders.tab[filter]).toBeTruthy();
      expect(orders.empty[filter]).toBeTruthy();
    }
    for (const action of ['pay', 'choosePayment', 'changePayment', 'message', 'view']) expect(orders.action[action]).toBeTruthy();
    for (const notice of ['paid', 'refunded', 'approving', 'failed', 'payAtStore', 'choosePayment', 'unpaid', 'cashOnDelivery']) expect(orders.notice[notice]).toBeTruthy();
    for (const key of ['amount', 'shippingFee', 'paymentFee', 'coupon', 'usedPoint', 'total', 'payable']) expect(orders.amount[key]).toBeTruthy();
  });

  it('gives every status a tone', () => {
    for (const status of ORDER_STATUSES) expect(orderStatusTone(status)).toMatch(/attention|progress|done|closed|problem/);
    for (const status of PAYMENT_STATUSES) expect(paymentStatusTone(status)).toMatch(/attention|progress|done|closed|problem/);
    expect(orderStatusTone('unpaid')).toBe('attention');
    expect(orderStatusTone('missing')).toBe('problem');
    expect(paymentStatusTone('paid')).toBe('done');
  });

  it('accepts only the four filter values', () => {
    expect(isOrderFilter('unpaid')).toBe(true);
    expect(isOrderFilter('delivered')).toBe(false);
    expect(isOrderFilter(undefined)).toBe(false);
  });
});

describe('payment types', () => {
  it('strips the _cod suffix for the base type and treats it as cash on delivery', () => {
    expect(basePaymentType('custom_cod')).toBe('custom');
    expect(basePaymentType('gmo_credit')).toBe('gmo_credit');
    expect(isCashOnDelivery('custom_cod')).toBe(true);
    expect(isCashOnDelivery('cash_on_delivery')).toBe(true);
    expect(isCashOnDelivery('gmo_cvs')).toBe(false);
    expect(isCashOnDelivery(null)).toBe(false);
  });
});

describe('isAwaitingPayment', () => {
  it('holds for an unpaid or init order with something payable, online', () => {
    expect(isAwaitingPayment(makeOrder())).toBe(true);
    expect(isAwaitingPayment(makeOrder({ status: 'init' }))).toBe(true);
    expect(isAwaitingPayment(makeOrder({ payment_status: 'failed' }))).toBe(true);
    expect(isAwaitingPayment(makeOrder({ payment_type: 'gmo_cvs', payment_status: 'pending' }))).toBe(true);
  });

  it('does not hold once paid, while approving, for other statuses, nothing payable, free or cash on delivery', () => {
    expect(isAwaitingPayment(makeOrder({ payment_status: 'paid' }))).toBe(false);
    expect(isAwaitingPayment(makeOrder({ payment_status: 'approving' }))).toBe(false);
    expect(isAwaitingPayment(makeOrder({ status: 'canceled' }))).toBe(false);
    expect(isAwaitingPayment(makeOrder({ amount_payable: 0 }))).toBe(false);
    expect(isAwaitingPayment(makeOrder({ payment_type: 'free' }))).toBe(false);
    expect(isAwaitingPayment(makeOrder({ payment_type: 'custom_cod' }))).toBe(false);
    expect(isAwaitingPayment(makeOrder({ payment_type: 'cash_on_delivery' }))).toBe(false);
  });
});

describe('nextAction (the list) and detailActions', () => {
  it('pays an unpaid card order, or one whose payment failed', () => {
    expect(nextAction(makeOrder())).toBe('pay');
    expect(nextAction(makeOrder({ payment_status: 'failed' }))).toBe('pay');
    expect(detailActions(makeOrder())).toEqual(['pay', 'changePayment', 'message']);
  });

  it('chooses a payment method when none is set', () => {
    const order = makeOrder({ status: 'init', payment_type: null });
    expect(nextAction(order)).toBe('choosePayment');
    expect(detailActions(order)).toEqual(['choosePayment', 'message']);
  });

  it('views a convenience-store order whose account was issued, but lets the buyer change the method', () => {
    const order = makeOrder({ payment_type: 'gmo_cvs', payment_status: 'pending' });
    expect(nextAction(order)).toBe('view');
    expect(detailActions(order)).toEqual(['changePayment', 'message']);
    // Not issued yet: the payment page issues it.
    expect(nextAction(makeOrder({ payment_type: 'gmo_cvs', payment_status: 'init' }))).toBe('pay');
  });

  it('only views (and messages) everything else', () => {
    for (const order of [
      makeOrder({ status: 'undelivered', payment_status: 'paid' }),
      makeOrder({ payment_status: 'approving' }),
      makeOrder({ status: 'canceled', payment_status: 'failed' }),
      makeOrder({ payment_type: 'custom_cod', status: 'undelivered' }),
    ]) {
      expect(nextAction(order)).toBe('view');
      expect(detailActions(order)).toEqual(['message']);
    }
  });

  it('links each action to its page', () => {
    expect(nextActionHref('demo', 50002, 'pay')).toBe('/demo/order/50002/payment');
    expect(nextActionHref('demo', 50010, 'choosePayment')).toBe('/demo/order/50010/choose-payment');
    expect(nextActionHref('demo', 50003, 'view')).toBe('/demo/order/50003');
  });
});

describe('paymentNotice', () => {
  it.each([
    [{ payment_status: 'paid' as const, status: 'undelivered' as const }, 'paid'],
    [{ payment_status: 'refunded' as const, status: 'returned' as const }, 'refunded'],
    [{ payment_status: 'approving' as const }, 'approving'],
    [{ payment_status: 'failed' as const }, 'failed'],
    [{ payment_status: 'pending' as const, payment_type: 'gmo_cvs' as const }, 'payAtStore'],
    [{ payment_type: null, status: 'init' as const }, 'choosePayment'],
    [{}, 'unpaid'],
    [{ payment_type: 'custom_cod' as const, status: 'undelivered' as const }, 'cashOnDelivery'],
    [{ status: 'canceled' as const, payment_status: 'failed' as const }, null],
    [{ payment_type: 'custom_cod' as const, status: 'canceled' as const }, null],
  ])('%j → %s', (overrides, notice) => {
    expect(paymentNotice(makeOrder(overrides))).toBe(notice);
  });
});

it('numbers an order by its slug, else its id', () => {
  expect(orderNumber({ id: 5, slug: 'KR5' })).toBe('KR5');
  expect(orderNumber({ id: 5, slug: '' })).toBe('5');
});
