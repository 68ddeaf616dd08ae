'use client';

import { useId } from 'react';
import styles from './checkout.module.css';

export interface HeldVoucherOption {
  id: number;
  /** Name and amount, formatted on the server. */
  label: string;
}

export interface HeldVoucherSelectProps {
  options: readonly HeldVoucherOption[];
  value: number | null;
  disabled?: boolean;
  labels: { label: string; none: string };
  onChange: (voucherId: number | null) => void;
}

/** The buyer's held vouchers (held_by_me), sent as coupon_v2_id next to the coupon code. */
export function HeldVoucherSelect({ options, value, disabled, labels, onChange }: HeldVoucherSelectProps) {
  const id = useId();
  if (options.length === 0) return null;
  return (
    <div className={styles.voucherField}>
      <label htmlFor={id}>{labels.label}</label>
      <select id={id} name="coupon_v2_id" value={value ?? ''} disabled={disabled} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}>
        <option value="">{labels.none}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
