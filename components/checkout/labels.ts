import type { CheckoutErrorKey } from '@/lib/checkout/checkout-form';
import type { PaymentSettingType } from '@/lib/schemas';

/**
 * Every string the checkout's client components show, translated on the server from the
 * `checkout` messages (no client message provider). Templates keep `{name}` placeholders.
 */

/** The part of a next-intl translator these helpers use. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface CheckoutLabels {
  contactHeading: string;
  email: string;
  phone: string;
  phoneHint: string;
  shippingHeading: string;
  addressHeading: string;
  addAddress: string;
  addressSaved: string;
  noAddress: string;
  /** {phone} */
  addressPhone: string;
  receiverHeading: string;
  receiverName: string;
  receiverPhone: string;
  paymentHeading: string;
  paymentTypes: Record<PaymentSettingType, string>;
  cvsRangeNote: string;
  cardNote: string;
  forcedFree: string;
  cvsOutOfRange: string;
  noPaymentMethods: string;
  couponHeading: string;
  coupon: string;
  applyCoupon: string;
  removeCoupon: string;
  /** {code} */
  couponApplied: string;
  ageHeading: string;
  age: string;
  ageHint: string;
  pricingHeading: string;
  pricing: { amount: string; shipping: string; paymentFee: string; coupon: string; rebate: string; total: string; payable: string };
  repricing: string;
  pricingFailed: string;
  submit: string;
  submitting: string;
  errors: Record<CheckoutErrorKey | 'fixFields', string>;
  /** The general failure message (toast.general). */
  general: string;
}

export function checkoutLabels(t: Translate, general: string): CheckoutLabels {
  const raw = (key: string) => t(key, { phone: '{phone}', code: '{code}' });
  return {
    contactHeading: t('contactHeading'),
    email: t('email'),
    phone: t('phone'),
    phoneHint: t('phoneHint'),
    shippingHeading: t('shippingHeading'),
    addressHeading: t('addressHeading'),
    addAddress: t('addAddress'),
    addressSaved: t('addressSaved'),
    noAddress: t('noAddress'),
    addressPhone: raw('addressPhone'),
    receiverHeading: t('receiverHeading'),
    receiverName: t('receiverName'),
    receiverPhone: t('receiverPhone'),
    paymentHeading: t('paymentHeading'),
    paymentTypes: {
      gmo_credit: t('paymentTypes.gmo_credit'),
      gmo_cvs: t('paymentTypes.gmo_cvs'),
      cash_on_delivery: t('paymentTypes.cash_on_delivery'),
      custom_cod: t('paymentTypes.custom_cod'),
      free: t('paymentTypes.free'),
    },
    cvsRangeNote: t('cvsRangeNote'),
    cardNote: t('cardNote'),
    forcedFree: t('forcedFree'),
    cvsOutOfRange: t('cvsOutOfRange'),
    noPaymentMethods: t('noPaymentMethods'),
    couponHeading: t('couponHeading'),
    coupon: t('coupon'),
    applyCoupon: t('applyCoupon'),
    removeCoupon: t('removeCoupon'),
    couponApplied: raw('couponApplied'),
    ageHeading: t('ageHeading'),
    age: t('age'),
    ageHint: t('ageHint'),
    pricingHeading: t('pricingHeading'),
    pricing: {
      amount: t('pricing.amount'),
      shipping: t('pricing.shipping'),
      paymentFee: t('pricing.paymentFee'),
      coupon: t('pricing.coupon'),
      rebate: t('pricing.rebate'),
      total: t('pricing.total'),
      payable: t('pricing.payable'),
    },
    repricing: t('repricing'),
    pricingFailed: t('pricingFailed'),
    submit: t('submit'),
    submitting: t('submitting'),
    errors: {
      required: t('errors.required'),
      emailInvalid: t('errors.emailInvalid'),
      phoneInvalid: t('errors.phoneInvalid'),
      chooseShipping: t('errors.chooseShipping'),
      chooseAddress: t('errors.chooseAddress'),
      choosePayment: t('errors.choosePayment'),
      ageInvalid: t('errors.ageInvalid'),
      ageUnder: t('errors.ageUnder'),
      fixFields: t('errors.fixFields'),
    },
    general,
  };
}

/** The form's choice types are built by lib/checkout; re-exported for the form's components. */
export type { AddressOption, ShippingOption } from '@/lib/checkout/checkout-options';
