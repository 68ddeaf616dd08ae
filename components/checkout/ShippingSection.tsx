'use client';

import type { ReactNode } from 'react';
import { TextField } from '@/components/ui/TextField';
import type { CheckoutDraft, CheckoutField } from '@/lib/checkout/checkout-form';
import { shipsToAddress } from '@/lib/checkout/shipping-rules';
import { fill } from './fill';
import type { AddressOption, CheckoutLabels, ShippingOption } from './labels';
import styles from './checkout.module.css';

export interface ShippingSectionProps {
  idPrefix: string;
  options: ShippingOption[];
  addresses: AddressOption[];
  draft: CheckoutDraft;
  labels: CheckoutLabels;
  messageOf: (field: CheckoutField) => string | null;
  onShipping: (shippingId: number) => void;
  onAddress: (addressId: number) => void;
  onReceiver: (patch: Pick<Partial<CheckoutDraft>, 'receiverName' | 'receiverPhone'>) => void;
  adding: boolean;
  onAdding: (adding: boolean) => void;
  /** The member area's address form, rendered while adding. */
  addressForm: ReactNode;
}

/** Shipping method, then where it goes: a saved (or new) address for a delivery, a receiver otherwise. */
export function ShippingSection({ idPrefix, options, addresses, draft, labels, messageOf, onShipping, onAddress, onReceiver, adding, onAdding, addressForm }: ShippingSectionProps) {
  const selected = options.find((o) => o.id === draft.shippingId) ?? null;
  const shippingError = messageOf('shipping');
  const addressError = messageOf('address');
  return (
    <>
      <section className={styles.section}>
        <fieldset className={styles.choices} aria-describedby={shippingError ? `${idPrefix}-shipping-error` : undefined}>
          <legend className={styles.heading}>{labels.shippingHeading}</legend>
          {options.map((option) => (
            <label key={option.id} className={styles.choice}>
              <input
                type="radio"
                name={`${idPrefix}-shipping`}
                value={option.id}
                checked={option.id === draft.shippingId}
                data-invalid={shippingError ? true : undefined}
                onChange={() => onShipping(option.id)}
              />
              <span className={styles.choiceBody}>
                <span className={styles.choiceName}>{option.label}</span>
                <span className={styles.choiceMeta}>{option.feeText}</span>
                {option.memo ? <span className={styles.choiceMeta}>{option.memo}</span> : null}
              </span>
            </label>
          ))}
          {shippingError ? (
            <p id={`${idPrefix}-shipping-error`} className={styles.error}>
              {shippingError}
            </p>
          ) : null}
        </fieldset>
      </section>

      {selected && shipsToAddress(selected.type) ? (
        <section className={styles.section}>
          <fieldset className={styles.choices} aria-describedby={addressError ? `${idPrefix}-address-error` : undefined}>
            <legend className={styles.heading}>{labels.addressHeading}</legend>
            {addresses.length === 0 && !adding ? <p className={styles.muted}>{labels.noAddress}</p> : null}
            {addresses.map((address) => (
              <label key={address.id} className={styles.choice}>
                <input
                  type="radio"
                  name={`${idPrefix}-address`}
                  value={address.id}
                  checked={address.id === draft.addressId}
                  data-invalid={addressError ? true : undefined}
                  onChange={() => onAddress(address.id)}
                />
                <span className={styles.choiceBody}>
                  <span className={styles.choiceName}>{address.name}</span>
                  <span className={styles.choiceMeta}>{address.text}</span>
                  <span className={styles.choiceMeta}>{fill(labels.addressPhone, { phone: address.phone })}</span>
                </span>
              </label>
            ))}
            {addressError ? (
              <p id={`${idPrefix}-address-error`} className={styles.error}>
                {addressError}
              </p>
            ) : null}
          </fieldset>
          {adding ? (
            <div className={styles.addressForm}>{addressForm}</div>
          ) : (
            <button type="button" className="button button--ghost" onClick={() => onAdding(true)}>
              {labels.addAddress}
            </button>
          )}
        </section>
      ) : null}

      {selected && !shipsToAddress(selected.type) ? (
        <section className={styles.section} aria-labelledby={`${idPrefix}-receiver`}>
          <h2 id={`${idPrefix}-receiver`} className={styles.heading}>
            {labels.receiverHeading}
          </h2>
          {selected.pickUpAddress ? <p className={styles.muted}>{selected.pickUpAddress}</p> : null}
          <div className={styles.grid}>
            <TextField
              label={labels.receiverName}
              name="receiver_name"
              autoComplete="name"
              required
              value={draft.receiverName}
              error={messageOf('receiverName')}
              onChange={(event) => onReceiver({ receiverName: event.target.value })}
            />
            <TextField
              label={labels.receiverPhone}
              name="receiver_phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              required
              value={draft.receiverPhone}
              error={messageOf('receiverPhone')}
              onChange={(event) => onReceiver({ receiverPhone: event.target.value })}
            />
          </div>
        </section>
      ) : null}
    </>
  );
}
