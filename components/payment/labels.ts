import type { CardErrorKey } from '@/lib/checkout/card-form';
import { CONVENIENCE_CODES, type CvsErrorKey } from '@/lib/checkout/cvs-form';

/** Strings of the payment components, translated on the server from the `payment` messages. */

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface CardFormLabels {
  heading: string;
  number: string;
  numberHint: string;
  expiry: string;
  cvc: string;
  cvcHint: string;
  holder: string;
  holderHint: string;
  secureNote: string;
  /** Already filled with the amount. */
  submit: string;
  submitting: string;
  redirecting: string;
  gatewayLoading: string;
  gatewayFailed: string;
  redirectBlocked: string;
  missingRedirect: string;
  declined: string;
  errors: Record<CardErrorKey | 'fixFields', string>;
  general: string;
}

export function cardFormLabels(t: Translate, amount: string, general: string): CardFormLabels {
  return {
    heading: t('cardHeading'),
    number: t('number'),
    numberHint: t('numberHint'),
    expiry: t('expiry'),
    cvc: t('cvc'),
    cvcHint: t('cvcHint'),
    holder: t('holder'),
    holderHint: t('holderHint'),
    secureNote: t('secureNote'),
    submit: t('submit', { amount }),
    submitting: t('submitting'),
    redirecting: t('redirecting'),
    gatewayLoading: t('gatewayLoading'),
    gatewayFailed: t('gatewayFailed'),
    redirectBlocked: t('redirectBlocked'),
    missingRedirect: t('missingRedirect'),
    declined: t('declined'),
    errors: {
      required: t('errors.required'),
      numberInvalid: t('errors.numberInvalid'),
      expiryInvalid: t('errors.expiryInvalid'),
      expired: t('errors.expired'),
      cvcInvalid: t('errors.cvcInvalid'),
      holderInvalid: t('errors.holderInvalid'),
      fixFields: t('errors.fixFields'),
    },
    general,
  };
}

export interface CvsFormLabels {
  heading: string;
  intro: string;
  buyerName: string;
  buyerNameKana: string;
  buyerNameKanaHint: string;
  buyerCellphone: string;
  convenience: string;
  chooseStore: string;
  /** Code → store name, in display order. */
  stores: { code: string; name: string }[];
  submit: string;
  submitting: string;
  errors: Record<CvsErrorKey | 'fixFields', string>;
  general: string;
}

export function cvsFormLabels(t: Translate, general: string): CvsFormLabels {
  return {
    heading: t('cvs.heading'),
    intro: t('cvs.intro'),
    buyerName: t('cvs.buyerName'),
    buyerNameKana: t('cvs.buyerNameKana'),
    buyerNameKanaHint: t('cvs.buyerNameKanaHint'),
    buyerCellphone: t('cvs.buyerCellphone'),
    convenience: t('cvs.convenience'),
    chooseStore: t('cvs.chooseStore'),
    stores: CONVENIENCE_CODES.map((code) => ({ code, name: t(`cvs.stores.${code}`) })),
    submit: t('cvs.submit'),
    submitting: t('cvs.submitting'),
    errors: {
      required: t('cvs.errors.required'),
      kanaInvalid: t('cvs.errors.kanaInvalid'),
      phoneInvalid: t('cvs.errors.phoneInvalid'),
      tooLong: t('cvs.errors.tooLong'),
      convenienceInvalid: t('cvs.errors.convenienceInvalid'),
      fixFields: t('cvs.errors.fixFields'),
    },
    general,
  };
}

export interface ChoosePaymentLabels {
  legend: string;
  submit: string;
  submitting: string;
  changed: string;
  required: string;
  noChoices: string;
  general: string;
}

/** A payment method as the choose-payment form lists it, priced for this order. */
export interface PaymentOption {
  type: 'gmo_credit' | 'gmo_cvs' | 'cash_on_delivery' | 'free';
  label: string;
  /** "お支払い金額 ¥4,080 · 手数料 ¥330". */
  detail: string;
  /** Why it cannot be chosen (e.g. the convenience-store range); null when it can. */
  unavailable: string | null;
}
