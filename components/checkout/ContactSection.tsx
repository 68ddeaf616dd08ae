'use client';

import { TextField } from '@/components/ui/TextField';
import type { CheckoutDraft } from '@/lib/checkout/checkout-form';
import type { CheckoutLabels } from './labels';
import styles from './checkout.module.css';

export interface ContactSectionProps {
  idPrefix: string;
  labels: CheckoutLabels;
  email: string;
  phone: string;
  emailError: string | null;
  phoneError: string | null;
  onChange: (patch: Pick<Partial<CheckoutDraft>, 'email' | 'phone'>) => void;
}

/** The buyer's email and phone. */
export function ContactSection({ idPrefix, labels, email, phone, emailError, phoneError, onChange }: ContactSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={`${idPrefix}-contact`}>
      <h2 id={`${idPrefix}-contact`} className={styles.heading}>
        {labels.contactHeading}
      </h2>
      <div className={styles.grid}>
        <TextField
          label={labels.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={emailError}
          onChange={(event) => onChange({ email: event.target.value })}
        />
        <TextField
          label={labels.phone}
          name="phone_number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          hint={labels.phoneHint}
          value={phone}
          error={phoneError}
          onChange={(event) => onChange({ phone: event.target.value })}
        />
      </div>
    </section>
  );
}
