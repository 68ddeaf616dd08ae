'use client';

import { useSetAtom } from 'jotai';
import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '@/components/forms/use-focus-first-invalid';
import { useSessionFailure } from '@/components/forms/use-session-failure';
import { cartCountAtom } from '@/components/shell/atoms';
import { useNewestState } from '@/components/ui/useNewestState';
import { useTypedBeforeHydration } from '@/components/ui/useTypedBeforeHydration';
import type { PlaceResult } from '@/lib/checkout/action-results';
import { choicesForShipping, deliveryAddressOf, paymentAfterShipping, withoutEdited } from '@/lib/checkout/checkout-edits';
import { buildCheckoutPayload, validateCheckout, type CheckoutDraft, type CheckoutField } from '@/lib/checkout/checkout-form';
import { decidePayment } from '@/lib/checkout/payment-rules';
import type { CheckoutFormProps } from './CheckoutForm';
import { useAddressEntry } from './useAddressEntry';
import { useCheckoutPricing } from './useCheckoutPricing';

type FieldMessages = Partial<Record<CheckoutField, string>>;

const INVALID_FIELD = '[aria-invalid="true"], [data-invalid="true"]';

/** The checkout form's state: the draft, its checks, pricing, the address being added, and the order call. */
export function useCheckoutForm(props: CheckoutFormProps, idPrefix: string) {
  const { kind, labels, shippingOptions, paymentSettings } = props;
  const router = useRouter();
  // The shipping and payment radio groups mark themselves with data-invalid.
  const [formRef, requestFocus] = useFocusFirstInvalid<HTMLFormElement>(INVALID_FIELD);
  const handledSession = useSessionFailure();
  const setCartCount = useSetAtom(cartCountAtom);

  // `latest`: the newest draft, ahead of the render (edits made together build on each other).
  const [draft, setDraft, latest] = useNewestState<CheckoutDraft>(() => ({ ...props.initial, paymentId: null, age: '' }));
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, startSubmit] = useTransition();
  const priced = useCheckoutPricing({ ...props, general: labels.general, latest, setDraft, setFormError });
  const address = useAddressEntry({
    initial: props.addresses,
    startAdding: kind === 'goods' && props.addresses.length === 0,
    saveAddressAction: props.saveAddressAction,
    general: labels.general,
    onSaved: (addressId) => change({ addressId }, { reprice: true }),
  });

  const shipping = kind === 'goods' ? (shippingOptions.find((o) => o.id === draft.shippingId) ?? null) : null;
  const choicesFor = (shippingId: number | null) => choicesForShipping(paymentSettings, shippingOptions, kind, shippingId);
  const choices = choicesFor(draft.shippingId);
  const decision = decidePayment(draft.paymentId, priced.pricing?.amount_payable ?? null, choices);
  const rules = { kind, adult: props.adult, shippingType: shipping?.type ?? null, paymentType: decision.type };
  const own = validateCheckout(draft, rules);
  const messageOf = (field: CheckoutField): string | null => {
    const key = own[field];
    if (key && attempted) return labels.errors[key];
    return serverErrors[field] ?? null;
  };

  function change(patch: Partial<CheckoutDraft>, options: { reprice?: boolean } = {}) {
    const next = setDraft((current) => ({ ...current, ...patch }));
    setServerErrors((current) => withoutEdited(current, patch));
    if (options.reprice) void priced.reprice(next, priced.appliedCoupon);
  }

  const chooseShipping = (shippingId: number) => {
    // Cash on delivery is its own single choice: pick it; otherwise a choice that no longer fits goes.
    change({ shippingId, paymentId: paymentAfterShipping(latest.current.paymentId, choicesFor(shippingId)) }, { reprice: true });
  };

  const choosePayment = (paymentId: number) => {
    // Known to be out of the convenience-store range: cleared at once, with the message.
    const out = decidePayment(paymentId, priced.pricing?.amount_payable ?? null, choicesFor(latest.current.shippingId)).notice === 'cvsOutOfRange';
    priced.setNotice(out ? 'cvsOutOfRange' : null);
    change({ paymentId: out ? null : paymentId }, { reprice: !out });
  };

  // Typed or chosen before hydration (the contact comes prefilled: an edit of it counts too), taken
  // through the same handlers as after. Shipping goes first: it may drop a payment that no longer
  // fits, and the payment radio (valued by its setting's id: two settings may share a checkout type)
  // is then matched against the newest shipping's choices. Every reprice carries the newest draft and
  // voucher, so the last one prices them all.
  const typed = (key: 'email' | 'phone' | 'receiverName' | 'receiverPhone' | 'coupon' | 'age', value: string) => setDraft((current) => ({ ...current, [key]: value }));
  useTypedBeforeHydration(formRef, {
    [`${idPrefix}-shipping`]: (value) => chooseShipping(Number(value)),
    [`${idPrefix}-address`]: (value) => change({ addressId: Number(value) }, { reprice: true }),
    [`${idPrefix}-payment`]: (value) => {
      const choice = choicesFor(latest.current.shippingId).find((c) => String(c.id) === value);
      if (choice) choosePayment(choice.id);
    },
    email: (value) => typed('email', value),
    phone_number: (value) => typed('phone', value),
    receiver_name: (value) => typed('receiverName', value),
    receiver_phone: (value) => typed('receiverPhone', value),
    coupon_code: (value) => typed('coupon', value),
    age: (value) => typed('age', value),
    coupon_v2_id: (value) => priced.chooseVoucher(value ? Number(value) : null),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    setFormError(null);
    if (Object.keys(own).length > 0 || decision.type === null) {
      requestFocus();
      return;
    }
    const payload = buildCheckoutPayload({
      kind,
      itemIds: props.itemIds,
      draft: { ...draft, coupon: priced.appliedCoupon },
      shipping,
      address: deliveryAddressOf(shipping, address.addresses, draft.addressId),
      paymentType: decision.type,
      couponV2Id: priced.couponV2Id,
      adult: props.adult,
    });
    startSubmit(async () => {
      let result: PlaceResult;
      try {
        result = await props.placeAction({ store: props.store, payload });
      } catch {
        result = { ok: false, kind: 'error', message: labels.general };
      }
      if (result.ok) {
        if (result.cartCount !== null) setCartCount(result.cartCount);
        router.push(result.href);
        return;
      }
      if (handledSession(result)) return;
      if (result.kind === 'invalid') {
        setServerErrors(result.fields as FieldMessages);
        if (result.fields.coupon) priced.setCouponError(result.fields.coupon);
        requestFocus();
      }
      setFormError(result.message);
    });
  }

  const showSummary = attempted && Object.keys(own).length > 0;
  return { formRef, draft, change, messageOf, serverErrors, formError, showSummary, submitting, submit, choices, decision, chooseShipping, choosePayment, priced, address };
}
