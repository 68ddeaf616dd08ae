import type { Order, PaymentSettingType, PaymentType, Pricing } from '@/lib/schemas';
import type { SafeHref } from '@/lib/url/safe-href';
import { completedHref, orderHref } from './checkout-query';
import type { OrderPaymentState } from './payment-account';
import { checkoutPaymentType, cvsAllowed, type CheckoutKind, type PaymentChoice } from './payment-rules';

/**
 * What the payment and choose-payment pages of a placed order offer, decided from the order alone
 * so the pages only load and render.
 */

/** The method can still be chosen or changed: unpaid, and not cash on delivery (settled at the door). */
export function canChoosePayment(state: OrderPaymentState): boolean {
  return state === 'payByCard' || state === 'cvsAccountNeeded' || state === 'cvsAwaiting' || state === 'choosePayment';
}

/** The card form applies until a convenience-store account exists (then the buyer pays at the store). */
export function canPayByCard(state: OrderPaymentState): boolean {
  return state === 'payByCard' || state === 'choosePayment' || state === 'cvsAccountNeeded';
}

/** A convenience-store order still waiting for its account, or for the payment at the store. */
export function showsCvsSection(order: Pick<Order, 'payment_type'>, state: OrderPaymentState): boolean {
  return order.payment_type === 'gmo_cvs' && (state === 'cvsAccountNeeded' || state === 'cvsAwaiting');
}

/** The payment rules' kind of a placed order: its own type when a ticket or subscription, else goods. */
export function orderCheckoutKind(order: Pick<Order, 'type'>): CheckoutKind {
  return order.type === 'ticket' || order.type === 'subscription' ? order.type : 'goods';
}

/** Cash on delivery is offered only for an order shipped cash on delivery. */
export function shipsCashOnDelivery(order: Pick<Order, 'shipping_type'> & { shipping?: Pick<NonNullable<Order['shipping']>, 'is_cash_on_delivery'> | null }): boolean {
  return order.shipping_type === 'custom_cod' || order.shipping?.is_cash_on_delivery === true;
}

/** Where the payment page's "back" goes: a paid order to its completed page, else to the order. */
export function paymentBackHref(slug: string, orderId: number, state: OrderPaymentState): SafeHref {
  return state === 'paid' ? completedHref(slug, orderId) : orderHref(slug, orderId);
}

/** A payment choice with what this order would cost with it. */
export interface PricedChoice {
  /** The store setting's type: the label key. */
  settingType: PaymentSettingType;
  /** What the payment-method call sends. */
  type: PaymentType;
  payable: number;
  fee: number;
  /** False for convenience-store payment outside its amount range. */
  available: boolean;
}

/** The choices priced in order; a choice whose pricing failed is not offered. */
export function pricedChoices(choices: readonly PaymentChoice[], pricings: ReadonlyArray<Pick<Pricing, 'amount_payable' | 'payment_fee'> | null | undefined>): PricedChoice[] {
  return choices.flatMap((choice, index) => {
    const pricing = pricings[index];
    if (!pricing) return [];
    const type = checkoutPaymentType(choice.type);
    const payable = pricing.amount_payable;
    return [{ settingType: choice.type, type, payable, fee: pricing.payment_fee, available: !(type === 'gmo_cvs' && !cvsAllowed(payable)) }];
  });
}
