import type { CartPricingPayload, PaymentSetting, SavedAddress } from '@/lib/schemas';
import type { ActionFailure } from './action-results';
import type { AddressOption, ShippingOption } from './checkout-options';
import { buildPricingPayload, type CheckoutDraft, type CheckoutField } from './checkout-form';
import { paymentChoices, type CheckoutKind, type PaymentChoice } from './payment-rules';
import { shipsToAddress } from './shipping-rules';

/**
 * How the checkout form's state moves as the buyer edits it: which errors an edit clears, the
 * payment kept across a shipping change, what a failed pricing shows, and the address a delivery
 * goes to. Pure; the form's hooks hold the state.
 */

/** The payment choices a shipping method allows (cash on delivery only with a COD method). */
export function choicesForShipping(settings: readonly PaymentSetting[], options: readonly ShippingOption[], kind: CheckoutKind, shippingId: number | null): PaymentChoice[] {
  const option = options.find((o) => o.id === shippingId);
  return paymentChoices(settings, { kind, codShipping: option?.cod ?? false });
}

/** The form field whose error an edit of a draft key answers. */
export function fieldOfDraftKey(key: keyof CheckoutDraft): CheckoutField {
  return key === 'shippingId' ? 'shipping' : key === 'addressId' ? 'address' : key === 'paymentId' ? 'payment' : (key as CheckoutField);
}

/** The server's field errors without those of the fields an edit touched. */
export function withoutEdited<T>(errors: Partial<Record<CheckoutField, T>>, patch: Partial<CheckoutDraft>): Partial<Record<CheckoutField, T>> {
  const copy = { ...errors };
  for (const key of Object.keys(patch) as (keyof CheckoutDraft)[]) delete copy[fieldOfDraftKey(key)];
  return copy;
}

/** After a shipping change: a payment that still fits stays; a single choice (cash on delivery) is picked; otherwise none. */
export function paymentAfterShipping(paymentId: number | null, choices: readonly PaymentChoice[]): number | null {
  if (choices.some((c) => c.id === paymentId)) return paymentId;
  return choices.length === 1 ? choices[0].id : null;
}

export interface RepriceInput {
  kind: CheckoutKind;
  itemIds: readonly number[];
  draft: Pick<CheckoutDraft, 'paymentId' | 'shippingId' | 'addressId'>;
  coupon: string;
  couponV2Id: number | null;
  shippingOptions: readonly ShippingOption[];
}

/** The pricing body for a draft: the address counts only for a method that ships to one. */
export function repricePayload({ kind, itemIds, draft, coupon, couponV2Id, shippingOptions }: RepriceInput): CartPricingPayload {
  const option = shippingOptions.find((o) => o.id === draft.shippingId);
  return buildPricingPayload({
    kind,
    itemIds,
    coupon,
    couponV2Id,
    paymentId: draft.paymentId,
    shippingId: draft.shippingId,
    addressId: option && shipsToAddress(option.type) ? draft.addressId : null,
  });
}

export interface RepriceFailure {
  /** A refused coupon leaves the summary as it was; any other failure marks it failed. */
  pricingState: 'idle' | 'failed';
  /** The coupon field's message when the coupon was refused, else null. */
  couponError: string | null;
  /** The form's message for any other failure. */
  formError: string;
}

export function repriceFailure(failure: ActionFailure, general: string): RepriceFailure {
  const couponError = failure.kind === 'invalid' && failure.fields.coupon ? failure.fields.coupon : null;
  return {
    pricingState: couponError ? 'idle' : 'failed',
    couponError,
    formError: failure.kind === 'invalid' || failure.kind === 'error' ? failure.message : general,
  };
}

/** The saved address an order ships to, as the checkout body names it; null when the method ships to none. */
export function deliveryAddressOf(shipping: ShippingOption | null, addresses: readonly AddressOption[], addressId: number | null): Pick<SavedAddress, 'id' | 'name' | 'phone_number'> | null {
  const address = shipping && shipsToAddress(shipping.type) ? addresses.find((a) => a.id === addressId) : undefined;
  return address ? { id: address.id, name: address.name, phone_number: address.phone } : null;
}

/** A newly saved address heads the list, in place of an older copy of it. */
export function withSavedAddress(addresses: readonly AddressOption[], saved: AddressOption): AddressOption[] {
  return [saved, ...addresses.filter((a) => a.id !== saved.id)];
}
