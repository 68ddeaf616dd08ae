import type { PaymentSetting, PaymentSettingType, PaymentType } from '@/lib/schemas';

/**
 * Payment rules of commerce §4/§9: which of the store's payment settings a checkout may offer,
 * the `_cod` suffix rule, the forced `free` for a zero payable amount, and the convenience-store
 * range. Pure and zod-free (the checkout form runs them in the browser).
 */

/** The exported bound of convenience-store payment: payable must be below it (and at least 1). */
export const CVS_LIMIT = 300_000;
export const CVS_MIN = 1;
export const CVS_MAX = CVS_LIMIT - 1;

const COD_SUFFIX = '_cod';

/** cash_on_delivery, or any type with the `_cod` suffix (custom_cod). */
export function isCashOnDelivery(type: string | null | undefined): boolean {
  return type === 'cash_on_delivery' || (typeof type === 'string' && type.endsWith(COD_SUFFIX));
}

/** The base type with the `_cod` suffix stripped (custom_cod → custom). */
export function baseType(type: string): string {
  return type.endsWith(COD_SUFFIX) ? type.slice(0, -COD_SUFFIX.length) : type;
}

/** What the checkout and payment-method calls send for a store setting: a `_cod` setting is cash on delivery. */
export function checkoutPaymentType(type: PaymentSettingType): PaymentType {
  return isCashOnDelivery(type) ? 'cash_on_delivery' : (type as PaymentType);
}

/** Convenience-store payment is allowed for a payable amount of 1 to 299999 yen only. */
export function cvsAllowed(payable: number): boolean {
  return Number.isFinite(payable) && payable >= CVS_MIN && payable < CVS_LIMIT;
}

export type CheckoutKind = 'goods' | 'ticket' | 'subscription';

export interface PaymentChoice {
  /** The payment setting's id (the pricing call's payment_id). */
  id: number;
  type: PaymentSettingType;
  /** What the checkout call's payment_type carries. */
  checkoutType: PaymentType;
}

/**
 * The choices to offer: enabled settings, never `free` (it is forced, not chosen). Cash on
 * delivery goes with a cash-on-delivery shipping method and nothing else does; tickets and
 * subscriptions are not delivered, so they take no cash on delivery.
 */
export function paymentChoices(settings: readonly PaymentSetting[], options: { kind: CheckoutKind; codShipping: boolean }): PaymentChoice[] {
  return settings
    .filter((setting) => setting.enabled && setting.type !== 'free')
    .filter((setting) => {
      const cod = isCashOnDelivery(setting.type);
      if (options.kind !== 'goods') return !cod;
      return cod === options.codShipping;
    })
    .map((setting) => ({ id: setting.id, type: setting.type, checkoutType: checkoutPaymentType(setting.type) }));
}

export type PaymentNotice = 'forcedFree' | 'cvsOutOfRange' | null;

export interface PaymentDecision {
  /** The payment type to send; null when the buyer must choose (again). */
  type: PaymentType | null;
  /** The chosen setting, still selected; null when none or forced free. */
  choiceId: number | null;
  notice: PaymentNotice;
}

/**
 * The payment after a (re)pricing. A zero payable forces `free`. A convenience-store choice with a
 * payable outside 1–299999 is cleared, with a notice. A choice no longer offered is dropped.
 * `payable` null: not priced yet, the choice stands.
 */
export function decidePayment(choiceId: number | null, payable: number | null, choices: readonly PaymentChoice[]): PaymentDecision {
  if (payable === 0) return { type: 'free', choiceId: null, notice: 'forcedFree' };
  const choice = choices.find((c) => c.id === choiceId) ?? null;
  if (!choice) return { type: null, choiceId: null, notice: null };
  if (choice.checkoutType === 'gmo_cvs' && payable !== null && !cvsAllowed(payable)) return { type: null, choiceId: null, notice: 'cvsOutOfRange' };
  return { type: choice.checkoutType, choiceId: choice.id, notice: null };
}

/** Where the buyer goes after the order is placed: card payments still have to be paid. */
export function afterCheckout(paymentType: string | null | undefined, payable: number): 'payment' | 'completed' {
  return paymentType === 'gmo_credit' && payable > 0 ? 'payment' : 'completed';
}
