import type { CartPricingPayload, CheckoutPayload, PaymentType, SavedAddress, ShippingSetting, ShippingType } from '@/lib/schemas';
import type { CheckoutKind } from './payment-rules';
import { shipsToAddress } from './shipping-rules';

/**
 * The checkout form as the buyer fills it, its checks (commerce §5: email required, item ids a
 * list, payment and shipping types from their enumerations, no shipping for tickets and
 * subscriptions) and the two payloads it produces. Pure and zod-free.
 */

export interface CheckoutDraft {
  email: string;
  phone: string;
  /** The chosen shipping setting. */
  shippingId: number | null;
  /** The saved address a delivery goes to. */
  addressId: number | null;
  /** Who collects a pick-up or receives a non-delivered order. */
  receiverName: string;
  receiverPhone: string;
  /** The chosen payment setting. */
  paymentId: number | null;
  coupon: string;
  /** Declared age, asked only for age-restricted items. */
  age: string;
}

export type CheckoutField = 'email' | 'phone' | 'shipping' | 'address' | 'receiverName' | 'receiverPhone' | 'payment' | 'age' | 'coupon' | 'items';
export type CheckoutErrorKey = 'required' | 'emailInvalid' | 'phoneInvalid' | 'chooseShipping' | 'chooseAddress' | 'choosePayment' | 'ageInvalid' | 'ageUnder';
export type CheckoutErrors = Partial<Record<CheckoutField, CheckoutErrorKey>>;

/** Age-restricted goods (alcohol) in Japan. */
export const ADULT_AGE = 20;
const MAX_AGE = 130;

export interface CheckoutRules {
  kind: CheckoutKind;
  /** Some item carries an adult warning. */
  adult: boolean;
  shippingType: ShippingType | null;
  /** After decidePayment: null when the buyer still has to choose. */
  paymentType: PaymentType | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FULL_WIDTH_DIGIT = /[０-９]/g;

/** JP phone numbers: 10 or 11 digits starting with 0; hyphens, spaces, brackets and full-width digits are fine. */
export function normalizePhone(value: string): string | null {
  const digits = value.replace(FULL_WIDTH_DIGIT, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/[\s()（）\-‐－ー]/g, '');
  return /^0\d{9,10}$/.test(digits) ? digits : null;
}

export function parseAge(value: string): number | null {
  const text = value.trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  const age = Number(text);
  return age <= MAX_AGE ? age : null;
}

export function validateCheckout(draft: CheckoutDraft, rules: CheckoutRules): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const email = draft.email.trim();
  if (!email) errors.email = 'required';
  else if (!EMAIL.test(email)) errors.email = 'emailInvalid';

  if (!draft.phone.trim()) errors.phone = 'required';
  else if (!normalizePhone(draft.phone)) errors.phone = 'phoneInvalid';

  if (rules.kind === 'goods') {
    if (draft.shippingId === null || rules.shippingType === null) errors.shipping = 'chooseShipping';
    else if (shipsToAddress(rules.shippingType)) {
      if (draft.addressId === null) errors.address = 'chooseAddress';
    } else {
      if (!draft.receiverName.trim()) errors.receiverName = 'required';
      if (!draft.receiverPhone.trim()) errors.receiverPhone = 'required';
      else if (!normalizePhone(draft.receiverPhone)) errors.receiverPhone = 'phoneInvalid';
    }
  }

  if (rules.paymentType === null) errors.payment = 'choosePayment';

  if (rules.adult) {
    const age = parseAge(draft.age);
    if (!draft.age.trim()) errors.age = 'required';
    else if (age === null) errors.age = 'ageInvalid';
    else if (age < ADULT_AGE) errors.age = 'ageUnder';
  }
  return errors;
}

export interface CheckoutPayloadInput {
  kind: CheckoutKind;
  itemIds: readonly number[];
  draft: CheckoutDraft;
  shipping: Pick<ShippingSetting, 'id' | 'type'> | null;
  /** The delivery address (for custom and custom_cod). */
  address: Pick<SavedAddress, 'id' | 'name' | 'phone_number'> | null;
  paymentType: PaymentType;
  couponV2Id: number | null;
  adult: boolean;
}

/**
 * The `POST /api/v1/checkout` body with every field of commerce §7: age, coupon_code,
 * coupon_v2_id, email, item_ids, payment_type, phone_number, payment, and shipping_type with
 * shipping for goods, or a `type` and no shipping for a ticket or subscription. Card details are
 * not collected here (they go to the gateway on the payment page), so `payment` is empty.
 */
export function buildCheckoutPayload(input: CheckoutPayloadInput): CheckoutPayload {
  const { draft } = input;
  const common = {
    age: input.adult ? parseAge(draft.age) : null,
    coupon_code: draft.coupon.trim() || null,
    coupon_v2_id: input.couponV2Id,
    email: draft.email.trim(),
    item_ids: [...input.itemIds],
    payment_type: input.paymentType,
    phone_number: normalizePhone(draft.phone) ?? draft.phone.trim(),
    payment: {},
  };
  if (input.kind !== 'goods') return { ...common, type: input.kind };
  if (!input.shipping) throw new Error('buildCheckoutPayload: goods need a shipping setting');
  const delivered = shipsToAddress(input.shipping.type);
  if (delivered && !input.address) throw new Error('buildCheckoutPayload: a delivery needs an address');
  const receiver = delivered && input.address
    ? { name: input.address.name, phone_number: input.address.phone_number, address_id: input.address.id }
    : { name: draft.receiverName.trim(), phone_number: normalizePhone(draft.receiverPhone) ?? draft.receiverPhone.trim(), address_id: null };
  return {
    ...common,
    shipping_type: input.shipping.type,
    shipping: { shipping_setting_id: input.shipping.id, ...receiver },
  };
}

export interface PricingPayloadInput {
  kind: CheckoutKind;
  itemIds: readonly number[];
  coupon: string;
  couponV2Id: number | null;
  paymentId: number | null;
  shippingId: number | null;
  addressId: number | null;
}

/** The `POST /api/v1/carts/pricing` body: tickets and subscriptions carry no shipping setting or address. */
export function buildPricingPayload(input: PricingPayloadInput): CartPricingPayload {
  const goods = input.kind === 'goods';
  return {
    item_ids: [...input.itemIds],
    coupon_code: input.coupon.trim() || null,
    coupon_v2_id: input.couponV2Id,
    payment_id: input.paymentId,
    shipping_setting_id: goods ? input.shippingId : null,
    address_id: goods ? input.addressId : null,
  };
}

/** Which form field a platform field error belongs to (its 422 keys). */
export function checkoutFieldOf(key: string): CheckoutField | null {
  if (key === 'email') return 'email';
  if (key === 'phone_number') return 'phone';
  if (key === 'shipping_type' || key === 'shipping.shipping_setting_id' || key === 'shipping') return 'shipping';
  if (key === 'shipping.address_id' || key.startsWith('shipping.address')) return 'address';
  if (key === 'shipping.name') return 'receiverName';
  if (key === 'shipping.phone_number') return 'receiverPhone';
  if (key === 'payment_type' || key === 'payment_id' || key.startsWith('payment')) return 'payment';
  if (key === 'age') return 'age';
  if (key === 'coupon_code' || key === 'coupon_v2_id') return 'coupon';
  if (key === 'item_ids' || key.startsWith('item_ids.') || key === 'type') return 'items';
  if (key === 'shipping_setting_id') return 'shipping';
  if (key === 'address_id') return 'address';
  return null;
}
