'use client';

import { TextField } from '@/components/ui/TextField';
import { fill } from './fill';
import { HeldVoucherSelect, type HeldVoucherOption } from './HeldVoucherSelect';
import type { CheckoutLabels } from './labels';
import styles from './checkout.module.css';

export interface CouponSectionProps {
  idPrefix: string;
  labels: CheckoutLabels;
  /** The code as typed. */
  text: string;
  /** The code the pricing holds ('' when none applied). */
  applied: string;
  error: string | null;
  /** A pricing is under way: nothing more is applied until it answers. */
  loading: boolean;
  heldVouchers?: { options: HeldVoucherOption[]; labels: { label: string; none: string } };
  voucherId: number | null;
  onText: (text: string) => void;
  onApply: () => void;
  onRemove: () => void;
  onVoucher: (voucherId: number | null) => void;
}

/** The coupon code (applied on Enter or the button) and the buyer's held vouchers. */
export function CouponSection({ idPrefix, labels, text, applied, error, loading, heldVouchers, voucherId, onText, onApply, onRemove, onVoucher }: CouponSectionProps) {
  const selectedCoupon = applied ? fill(labels.couponApplied, { code: applied }) : null;
  return (
    <section className={styles.section} aria-labelledby={`${idPrefix}-coupon`}>
      <h2 id={`${idPrefix}-coupon`} className={styles.heading}>
        {labels.couponHeading}
      </h2>
      <div className={styles.couponRow}>
        <TextField
          label={labels.coupon}
          name="coupon_code"
          autoComplete="off"
          value={text}
          error={error}
          hint={selectedCoupon ?? undefined}
          onChange={(event) => onText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onApply();
            }
          }}
        />
        <button type="button" className="button button--ghost" disabled={!text.trim() || loading} onClick={onApply}>
          {labels.applyCoupon}
        </button>
        {applied ? (
          <button type="button" className="button button--ghost" onClick={onRemove}>
            {labels.removeCoupon}
          </button>
        ) : null}
      </div>
      {heldVouchers ? <HeldVoucherSelect options={heldVouchers.options} labels={heldVouchers.labels} value={voucherId} disabled={loading} onChange={onVoucher} /> : null}
    </section>
  );
}
