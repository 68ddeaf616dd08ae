import { canPayByCard } from './order-payment';
import type { OrderPaymentState } from './payment-account';

/** The completed page's heading: an order paid or settled without the buyer's further action (cash on delivery, a cvs account issued) is complete. */
export function isPaymentSettled(state: OrderPaymentState): boolean {
  return state === 'paid' || state === 'cashOnDelivery' || state === 'cvsAwaiting';
}

/**
 * An unpaid order whose payment the buyer may still choose again (card, cvs before its account, none
 * chosen): the states the card form applies to, so one rule decides both pages.
 */
export function canChoosePaymentAgain(state: OrderPaymentState): boolean {
  return canPayByCard(state);
}
