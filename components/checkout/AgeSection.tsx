'use client';

import { TextField } from '@/components/ui/TextField';
import type { CheckoutLabels } from './labels';
import styles from './checkout.module.css';

export interface AgeSectionProps {
  idPrefix: string;
  labels: CheckoutLabels;
  value: string;
  error: string | null;
  onChange: (age: string) => void;
}

/** The declared age, asked when some item carries an adult warning. */
export function AgeSection({ idPrefix, labels, value, error, onChange }: AgeSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={`${idPrefix}-age`}>
      <h2 id={`${idPrefix}-age`} className={styles.heading}>
        {labels.ageHeading}
      </h2>
      <TextField
        label={labels.age}
        name="age"
        inputMode="numeric"
        required
        className={styles.narrow}
        hint={labels.ageHint}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
    </section>
  );
}
