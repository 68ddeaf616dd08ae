import { describe, expect, it } from '@jest/globals';
import { canChoosePaymentAgain, isPaymentSettled } from '@/lib/checkout/completed-order';
import { canPayByCard } from '@/lib/checkout/order-payment';
import type { OrderPaymentState } from '@/lib/checkout/payment-account';

/** The completed page's heading and its "choose payment" link, by payment state. */
describe('completed order', () => {
  it.each<[OrderPaymentState, boolean, boolean]>([
    ['paid', true, false],
    ['cashOnDelivery', true, false],
    ['cvsAwaiting', true, false],
    ['payByCard', false, true],
    ['cvsAccountNeeded', false, true],
    ['choosePayment', false, true],
    ['closed', false, false],
  ])('%s: settled %p, may choose payment again %p', (state, settled, choose) => {
    expect(isPaymentSettled(state)).toBe(settled);
    expect(canChoosePaymentAgain(state)).toBe(choose);
  });

  it('offers choosing again exactly where the payment page offers the card form', () => {
    const states: OrderPaymentState[] = ['paid', 'payByCard', 'cvsAccountNeeded', 'cvsAwaiting', 'cashOnDelivery', 'choosePayment', 'closed'];
    expect(states.filter(canChoosePaymentAgain)).toEqual(states.filter(canPayByCard));
  });
});
