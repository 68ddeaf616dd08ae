'use client';

import { useSetAtom } from 'jotai';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, useTransition, type FormEvent } from 'react';
import { AddressForm, type AddressFieldMessages } from '@/components/address/AddressForm';
import type { SaveAddressResult } from '@/components/address/actions';
import type { AddressFormLabels } from '@/components/address/labels';
import { useFocusFirstInvalid } from '@/components/forms/use-focus-first-invalid';
import { useSessionFailure } from '@/components/forms/use-session-failure';
import { cartCountAtom } from '@/components/shell/atoms';
import { TextField } from '@/components/ui/TextField';
import { useTypedBeforeHydration } from '@/components/ui/useTypedBeforeHydration';
import type { AddressDraft } from '@/lib/address/address-draft';
import {
  buildCheckoutPayload,
  buildPricingPayload,
  validateCheckout,
  type CheckoutDraft,
  type CheckoutField,
} from '@/lib/checkout/checkout-form';
import { decidePayment, paymentChoices, type CheckoutKind, type PaymentNotice } from '@/lib/checkout/payment-rules';
import { shipsToAddress } from '@/lib/checkout/shipping-rules';
import type { PlaceResult, PriceResult } from '@/lib/checkout/action-results';
import type { CartPricingPayload, PaymentSetting, Pricing } from '@/lib/schemas';
import { fill } from './fill';
import type { AddressOption, CheckoutLabels, ShippingOption } from './labels';
import { HeldVoucherSelect, type HeldVoucherOption } from './HeldVoucherSelect';
import { PaymentSection } from './PaymentSection';
import { PricingSummary } from './PricingSummary';
import { ShippingSection } from './ShippingSection';
import styles from './checkout.module.css';

export interface CheckoutFormProps {
  store: string;
  currency: string;
  kind: CheckoutKind;
  itemIds: number[];
  couponV2Id: number | null;
  /** The store's `coupon` flag (commerce §6, default off): without it there is no coupon field. */
  couponEnabled: boolean;
  /** The buyer's held vouchers, offered as coupon_v2_id under the coupon flag. */
  heldVouchers?: { options: HeldVoucherOption[]; labels: { label: string; none: string } };
  /** Some item carries an adult warning: the age is asked. */
  adult: boolean;
  initial: Pick<CheckoutDraft, 'email' | 'phone' | 'receiverName' | 'receiverPhone' | 'coupon' | 'shippingId' | 'addressId'>;
  /** The coupon the initial pricing holds ('' when none applied). */
  appliedCoupon: string;
  couponError: string | null;
  shippingOptions: ShippingOption[];
  addresses: AddressOption[];
  paymentSettings: PaymentSetting[];
  initialPricing: Pricing | null;
  labels: CheckoutLabels;
  addressLabels: AddressFormLabels;
  priceAction: (payload: CartPricingPayload) => Promise<PriceResult>;
  placeAction: (input: { store: string; payload: unknown }) => Promise<PlaceResult>;
  saveAddressAction: (draft: AddressDraft) => Promise<SaveAddressResult>;
}

type FieldMessages = Partial<Record<CheckoutField, string>>;

const INVALID_FIELD = '[aria-invalid="true"], [data-invalid="true"]';

/** The checkout form: contact, shipping, payment, coupon, age, pricing and the order button. */
export function CheckoutForm(props: CheckoutFormProps) {
  const { kind, labels, shippingOptions, paymentSettings } = props;
  const id = useId();
  const router = useRouter();
  // The shipping and payment radio groups mark themselves with data-invalid.
  const [formRef, requestFocus] = useFocusFirstInvalid<HTMLFormElement>(INVALID_FIELD);
  const handledSession = useSessionFailure();
  const setCartCount = useSetAtom(cartCountAtom);

  const [draft, setDraft] = useState<CheckoutDraft>(() => ({ ...props.initial, paymentId: null, age: '' }));
  // Typed before hydration (the contact comes prefilled: an edit of it counts too). Each setter
  // patches the newest draft: all may run at once, at mount.
  const typed = (key: 'email' | 'phone' | 'receiverName' | 'receiverPhone' | 'coupon' | 'age') => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  useTypedBeforeHydration(formRef, { email: typed('email'), phone_number: typed('phone'), receiver_name: typed('receiverName'), receiver_phone: typed('receiverPhone'), coupon_code: typed('coupon'), age: typed('age') });
  const [addresses, setAddresses] = useState(props.addresses);
  const [appliedCoupon, setAppliedCoupon] = useState(props.appliedCoupon);
  const [couponError, setCouponError] = useState<string | null>(props.couponError);
  const [couponV2Id, setCouponV2Id] = useState<number | null>(props.couponV2Id);
  const [pricing, setPricing] = useState<Pricing | null>(props.initialPricing);
  const [pricingState, setPricingState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [notice, setNotice] = useState<PaymentNotice>(null);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [addingAddress, setAddingAddress] = useState(kind === 'goods' && props.addresses.length === 0);
  const [addressErrors, setAddressErrors] = useState<AddressFieldMessages | null>(null);
  const [addressFormError, setAddressFormError] = useState<string | null>(null);
  const [savingAddress, setSavingAddress] = useState(false);
  const [submitting, startSubmit] = useTransition();
  const pricingSeq = useRef(0);

  const shipping = kind === 'goods' ? (shippingOptions.find((o) => o.id === draft.shippingId) ?? null) : null;
  const choicesFor = (shippingId: number | null) => {
    const option = shippingOptions.find((o) => o.id === shippingId);
    return paymentChoices(paymentSettings, { kind, codShipping: option?.cod ?? false });
  };
  const choices = choicesFor(draft.shippingId);
  const decision = decidePayment(draft.paymentId, pricing?.amount_payable ?? null, choices);
  const rules = { kind, adult: props.adult, shippingType: shipping?.type ?? null, paymentType: decision.type };
  const own = validateCheckout(draft, rules);
  const messageOf = (field: CheckoutField): string | null => {
    const key = own[field];
    if (key && attempted) return labels.errors[key];
    return serverErrors[field] ?? null;
  };


  /** Prices the draft with a coupon; the latest request wins. */
  async function reprice(next: CheckoutDraft, coupon: string, voucherId: number | null = couponV2Id): Promise<'ok' | 'coupon' | 'failed'> {
    const seq = ++pricingSeq.current;
    setPricingState('loading');
    const option = shippingOptions.find((o) => o.id === next.shippingId);
    const payload = buildPricingPayload({
      kind,
      itemIds: props.itemIds,
      coupon,
      couponV2Id: voucherId,
      paymentId: next.paymentId,
      shippingId: next.shippingId,
      addressId: option && shipsToAddress(option.type) ? next.addressId : null,
    });
    let result: PriceResult;
    try {
      result = await props.priceAction(payload);
    } catch {
      result = { ok: false, kind: 'error', message: labels.general };
    }
    if (seq !== pricingSeq.current) return 'ok';
    if (!result.ok) {
      setPricingState(result.kind === 'invalid' && result.fields.coupon ? 'idle' : 'failed');
      if (handledSession(result)) return 'failed';
      if (result.kind === 'invalid' && result.fields.coupon) {
        setCouponError(result.fields.coupon);
        return 'coupon';
      }
      setFormError(result.kind === 'invalid' || result.kind === 'error' ? result.message : labels.general);
      return 'failed';
    }
    setPricing(result.pricing);
    setPricingState('idle');
    const decided = decidePayment(next.paymentId, result.pricing.amount_payable, choicesFor(next.shippingId));
    setNotice(decided.notice);
    // A convenience-store choice outside its range is cleared (commerce §4).
    if (decided.notice === 'cvsOutOfRange') setDraft((current) => (current.paymentId === next.paymentId ? { ...current, paymentId: null } : current));
    return 'ok';
  }

  const change = (patch: Partial<CheckoutDraft>, options: { reprice?: boolean } = {}) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    const touched = Object.keys(patch) as (keyof CheckoutDraft)[];
    setServerErrors((current) => {
      const copy = { ...current };
      for (const key of touched) {
        const field: CheckoutField = key === 'shippingId' ? 'shipping' : key === 'addressId' ? 'address' : key === 'paymentId' ? 'payment' : (key as CheckoutField);
        delete copy[field];
      }
      return copy;
    });
    if (options.reprice) void reprice(next, appliedCoupon);
  };

  const chooseShipping = (shippingId: number) => {
    const nextChoices = choicesFor(shippingId);
    const keep = nextChoices.some((c) => c.id === draft.paymentId);
    // Cash on delivery is its own single choice: pick it; otherwise a choice that no longer fits goes.
    const paymentId = keep ? draft.paymentId : nextChoices.length === 1 ? nextChoices[0].id : null;
    change({ shippingId, paymentId }, { reprice: true });
  };

  async function applyCoupon() {
    const code = draft.coupon.trim();
    setCouponError(null);
    const outcome = await reprice(draft, code);
    if (outcome === 'ok') setAppliedCoupon(code);
  }

  async function removeCoupon() {
    setCouponError(null);
    setDraft((current) => ({ ...current, coupon: '' }));
    if ((await reprice(draft, '')) === 'ok') setAppliedCoupon('');
  }

  async function saveAddress(address: AddressDraft) {
    setSavingAddress(true);
    setAddressFormError(null);
    let result: SaveAddressResult;
    try {
      result = await props.saveAddressAction(address);
    } catch {
      result = { ok: false, kind: 'error', message: labels.general };
    }
    setSavingAddress(false);
    if (!result.ok) {
      if (handledSession(result)) return;
      if (result.kind === 'invalid') setAddressErrors(result.fields as AddressFieldMessages);
      setAddressFormError(result.message);
      return;
    }
    const saved = result.address;
    const option: AddressOption = { id: saved.id, name: saved.name, phone: saved.phone_number, text: saved.address?.full_address ?? '' };
    setAddresses((current) => [option, ...current.filter((a) => a.id !== option.id)]);
    setAddingAddress(false);
    setAddressErrors(null);
    change({ addressId: saved.id }, { reprice: true });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    setFormError(null);
    if (Object.keys(own).length > 0 || decision.type === null) {
      requestFocus();
      return;
    }
    const address = shipping && shipsToAddress(shipping.type) ? addresses.find((a) => a.id === draft.addressId) : undefined;
    const payload = buildCheckoutPayload({
      kind,
      itemIds: props.itemIds,
      draft: { ...draft, coupon: appliedCoupon },
      shipping,
      address: address ? { id: address.id, name: address.name, phone_number: address.phone } : null,
      paymentType: decision.type,
      couponV2Id,
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
        if (result.fields.coupon) setCouponError(result.fields.coupon);
        requestFocus();
      }
      setFormError(result.message);
    });
  }

  const showSummary = attempted && Object.keys(own).length > 0;
  const selectedCoupon = appliedCoupon ? fill(labels.couponApplied, { code: appliedCoupon }) : null;

  return (
    <form ref={formRef} className={styles.form} noValidate method="post" onSubmit={submit} aria-busy={submitting}>
      <section className={styles.section} aria-labelledby={`${id}-contact`}>
        <h2 id={`${id}-contact`} className={styles.heading}>
          {labels.contactHeading}
        </h2>
        <div className={styles.grid}>
          <TextField
            label={labels.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={draft.email}
            error={messageOf('email')}
            onChange={(event) => change({ email: event.target.value })}
          />
          <TextField
            label={labels.phone}
            name="phone_number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            hint={labels.phoneHint}
            value={draft.phone}
            error={messageOf('phone')}
            onChange={(event) => change({ phone: event.target.value })}
          />
        </div>
      </section>

      {kind === 'goods' ? (
        <ShippingSection
          idPrefix={id}
          options={shippingOptions}
          addresses={addresses}
          draft={draft}
          labels={labels}
          messageOf={messageOf}
          onShipping={chooseShipping}
          onAddress={(addressId) => change({ addressId }, { reprice: true })}
          onReceiver={(patch) => change(patch)}
          adding={addingAddress}
          onAdding={setAddingAddress}
          addressForm={
            <AddressForm
              labels={props.addressLabels}
              types={['home_delivery', 'custom']}
              initial={{ name: draft.receiverName, phone_number: draft.phone }}
              errors={addressErrors}
              formError={addressFormError}
              submitting={savingAddress}
              onSubmit={(address) => void saveAddress(address)}
              onCancel={addresses.length > 0 ? () => setAddingAddress(false) : undefined}
              nested
            />
          }
        />
      ) : null}

      <PaymentSection
        idPrefix={id}
        choices={choices}
        selectedId={decision.choiceId}
        forcedFree={decision.type === 'free'}
        notice={notice}
        labels={labels}
        error={messageOf('payment')}
        onChoose={(paymentId) => {
          // Known to be out of the convenience-store range: cleared at once, with the message.
          const out = decidePayment(paymentId, pricing?.amount_payable ?? null, choices).notice === 'cvsOutOfRange';
          setNotice(out ? 'cvsOutOfRange' : null);
          change({ paymentId: out ? null : paymentId }, { reprice: !out });
        }}
      />

      {props.couponEnabled ? (
        <section className={styles.section} aria-labelledby={`${id}-coupon`}>
          <h2 id={`${id}-coupon`} className={styles.heading}>
            {labels.couponHeading}
          </h2>
          <div className={styles.couponRow}>
            <TextField
              label={labels.coupon}
              name="coupon_code"
              autoComplete="off"
              value={draft.coupon}
              error={couponError ?? serverErrors.coupon ?? null}
              hint={selectedCoupon ?? undefined}
              onChange={(event) => {
                setCouponError(null);
                setDraft((current) => ({ ...current, coupon: event.target.value }));
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void applyCoupon();
                }
              }}
            />
            <button type="button" className="button button--ghost" disabled={!draft.coupon.trim() || pricingState === 'loading'} onClick={() => void applyCoupon()}>
              {labels.applyCoupon}
            </button>
            {appliedCoupon ? (
              <button type="button" className="button button--ghost" onClick={() => void removeCoupon()}>
                {labels.removeCoupon}
              </button>
            ) : null}
          </div>
          {props.heldVouchers ? (
            <HeldVoucherSelect
              options={props.heldVouchers.options}
              labels={props.heldVouchers.labels}
              value={couponV2Id}
              disabled={pricingState === 'loading'}
              onChange={(voucherId) => {
                const previous = couponV2Id;
                setCouponError(null);
                setCouponV2Id(voucherId);
                void reprice(draft, appliedCoupon, voucherId).then((outcome) => outcome === 'coupon' && setCouponV2Id(previous));
              }}
            />
          ) : null}
        </section>
      ) : null}

      {props.adult ? (
        <section className={styles.section} aria-labelledby={`${id}-age`}>
          <h2 id={`${id}-age`} className={styles.heading}>
            {labels.ageHeading}
          </h2>
          <TextField
            label={labels.age}
            name="age"
            inputMode="numeric"
            required
            className={styles.narrow}
            hint={labels.ageHint}
            value={draft.age}
            error={messageOf('age')}
            onChange={(event) => change({ age: event.target.value })}
          />
        </section>
      ) : null}

      <PricingSummary pricing={pricing} currency={props.currency} state={pricingState} labels={labels} />

      {showSummary || formError || serverErrors.items ? (
        <p className={styles.alert} role="alert">
          {serverErrors.items ?? formError ?? labels.errors.fixFields}
        </p>
      ) : null}
      <button type="submit" className={`button ${styles.submit}`} disabled={submitting} aria-busy={submitting}>
        {submitting ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
