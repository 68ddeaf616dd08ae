import { describe, expect, it } from '@jest/globals';
import {
  canChoosePayment,
  canPayByCard,
  orderCheckoutKind,
  paymentBackHref,
  pricedChoices,
  shipsCashOnDelivery,
  showsCvsSection,
} from '@/lib/checkout/order-payment';
import type { OrderPaymentState } from '@/lib/checkout/payment-account';
import type { PaymentChoice } from '@/lib/checkout/payment-rules';

const STATES: OrderPaymentState[] = ['paid', 'payByCard', 'cvsAccountNeeded', 'cvsAwaiting', 'cashOnDelivery', 'choosePayment', 'closed'];
const which = (rule: (state: OrderPaymentState) => boolean) => STATES.filter(rule);

describe('what an order offers by its payment state', () => {
  it('a method can be chosen while unpaid and not cash on delivery', () => {
    expect(which(canChoosePayment)).toEqual(['payByCard', 'cvsAccountNeeded', 'cvsAwaiting', 'choosePayment']);
  });

  it('the card form applies until a convenience-store account exists', () => {
    expect(which(canPayByCard)).toEqual(['payByCard', 'cvsAccountNeeded', 'choosePayment']);
  });

  it('the convenience-store section shows for a gmo_cvs order awaiting its account or payment', () => {
    expect(which((state) => showsCvsSection({ payment_type: 'gmo_cvs' }, state))).toEqual(['cvsAccountNeeded', 'cvsAwaiting']);
    expect(which((state) => showsCvsSection({ payment_type: 'gmo_credit' }, state))).toEqual([]);
    expect(showsCvsSection({ payment_type: null }, 'cvsAwaiting')).toBe(false);
  });

  it('back from the payment page: a paid order to its completed page, else to the order', () => {
    expect(paymentBackHref('demo', 7001, 'paid')).toBe('/demo/shopping/checkout/7001');
    expect(which((state) => paymentBackHref('demo', 7001, state) === '/demo/order/7001')).toEqual(STATES.filter((state) => state !== 'paid'));
  });
});

describe('the payment rules’ view of a placed order', () => {
  it('ticket and subscription orders keep their kind; anything else is goods', () => {
    expect(orderCheckoutKind({ type: 'ticket' })).toBe('ticket');
    expect(orderCheckoutKind({ type: 'subscription' })).toBe('subscription');
    expect([null, undefined, '', 'goods', 'gift'].map((type) => orderCheckoutKind({ type }))).toEqual(Array(5).fill('goods'));
  });

  it('cash-on-delivery shipping: the custom_cod type, or a shipping flagged cash on delivery', () => {
    const shipping = (is_cash_on_delivery?: boolean) => ({ is_cash_on_delivery });
    expect(shipsCashOnDelivery({ shipping_type: 'custom_cod', shipping: null })).toBe(true);
    expect(shipsCashOnDelivery({ shipping_type: 'custom', shipping: shipping(true) })).toBe(true);
    expect(shipsCashOnDelivery({ shipping_type: 'custom', shipping: shipping(false) })).toBe(false);
    expect(shipsCashOnDelivery({ shipping_type: null, shipping: shipping() })).toBe(false);
    expect(shipsCashOnDelivery({ shipping_type: undefined, shipping: undefined })).toBe(false);
  });
});

describe('pricedChoices', () => {
  const choices: PaymentChoice[] = [
    { id: 1, type: 'gmo_credit', checkoutType: 'gmo_credit' },
    { id: 2, type: 'gmo_cvs', checkoutType: 'gmo_cvs' },
    { id: 3, type: 'custom_cod', checkoutType: 'cash_on_delivery' },
  ];

  it('keeps the order of the choices, with the setting type for the label and the sent type', () => {
    const priced = pricedChoices(choices, [
      { amount_payable: 4080, payment_fee: 0 },
      { amount_payable: 4410, payment_fee: 330 },
      { amount_payable: 4380, payment_fee: 300 },
    ]);
    expect(priced).toEqual([
      { settingType: 'gmo_credit', type: 'gmo_credit', payable: 4080, fee: 0, available: true },
      { settingType: 'gmo_cvs', type: 'gmo_cvs', payable: 4410, fee: 330, available: true },
      { settingType: 'custom_cod', type: 'cash_on_delivery', payable: 4380, fee: 300, available: true },
    ]);
  });

  it('drops a choice whose pricing failed (or was never asked for)', () => {
    expect(pricedChoices(choices, [null, { amount_payable: 10, payment_fee: 0 }]).map((choice) => choice.settingType)).toEqual(['gmo_cvs']);
    expect(pricedChoices(choices, [])).toEqual([]);
  });

  it('convenience-store payment outside its range is listed but unavailable', () => {
    const at = (payable: number) => pricedChoices([choices[1]], [{ amount_payable: payable, payment_fee: 0 }])[0]?.available;
    expect([0, 1, 299_999, 300_000].map(at)).toEqual([false, true, true, false]);
    expect(pricedChoices([choices[0]], [{ amount_payable: 300_000, payment_fee: 0 }])[0]?.available).toBe(true);
  });
});
