import { describe, expect, it } from '@jest/globals';
import { canChoosePaymentAgain, isPaymentSettled } from '@/lib/checkout/completed-order';
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
});
