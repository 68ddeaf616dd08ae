'use client';

import { useId } from 'react';
import { AddressForm } from '@/components/address/AddressForm';
import type { SaveAddressResult } from '@/components/address/actions';
import type { AddressFormLabels } from '@/components/address/labels';
import type { AddressDraft } from '@/lib/address/address-draft';
import type { PlaceResult, PriceResult } from '@/lib/checkout/action-results';
import type { CheckoutDraft } from '@/lib/checkout/checkout-form';
import type { CheckoutKind } from '@/lib/checkout/payment-rules';
import type { CartPricingPayload, PaymentSetting, Pricing } from '@/lib/schemas';
import { AgeSection } from './AgeSection';
import { ContactSection } from './ContactSection';
import { CouponSection } from './CouponSection';
import type { HeldVoucherOption } from './HeldVoucherSelect';
import type { AddressOption, CheckoutLabels, ShippingOption } from './labels';
import { PaymentSection } from './PaymentSection';
import { PricingSummary } from './PricingSummary';
import { ShippingSection } from './ShippingSection';
import { useCheckoutForm } from './useCheckoutForm';
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

/** The checkout form: contact, shipping, payment, coupon, age, pricing and the order button. */
export function CheckoutForm(props: CheckoutFormProps) {
  const { kind, labels, shippingOptions } = props;
  const id = useId();
  const { formRef, draft, change, messageOf, serverErrors, formError, showSummary, submitting, submit, choices, decision, chooseShipping, choosePayment, priced, address } = useCheckoutForm(props, id);

  return (
    <form ref={formRef} className={styles.form} noValidate method="post" onSubmit={submit} aria-busy={submitting}>
      <ContactSection idPrefix={id} labels={labels} email={draft.email} phone={draft.phone} emailError={messageOf('email')} phoneError={messageOf('phone')} onChange={(patch) => change(patch)} />

      {kind === 'goods' ? (
        <ShippingSection
          idPrefix={id}
          options={shippingOptions}
          addresses={address.addresses}
          draft={draft}
          labels={labels}
          messageOf={messageOf}
          onShipping={chooseShipping}
          onAddress={(addressId) => change({ addressId }, { reprice: true })}
          onReceiver={(patch) => change(patch)}
          adding={address.adding}
          onAdding={address.setAdding}
          addressForm={
            <AddressForm
              labels={props.addressLabels}
              types={['home_delivery', 'custom']}
              initial={{ name: draft.receiverName, phone_number: draft.phone }}
              errors={address.errors}
              formError={address.formError}
              submitting={address.saving}
              onSubmit={(entered) => void address.save(entered)}
              onCancel={address.addresses.length > 0 ? () => address.setAdding(false) : undefined}
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
        notice={priced.notice}
        labels={labels}
        error={messageOf('payment')}
        onChoose={choosePayment}
      />

      {props.couponEnabled ? (
        <CouponSection
          idPrefix={id}
          labels={labels}
          text={draft.coupon}
          applied={priced.appliedCoupon}
          error={priced.couponError ?? serverErrors.coupon ?? null}
          loading={priced.pricingState === 'loading'}
          heldVouchers={props.heldVouchers}
          voucherId={priced.couponV2Id}
          onText={priced.editCoupon}
          onApply={() => void priced.applyCoupon()}
          onRemove={() => void priced.removeCoupon()}
          onVoucher={priced.chooseVoucher}
        />
      ) : null}

      {props.adult ? <AgeSection idPrefix={id} labels={labels} value={draft.age} error={messageOf('age')} onChange={(age) => change({ age })} /> : null}

      <PricingSummary pricing={priced.pricing} currency={props.currency} state={priced.pricingState} labels={labels} />

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
