'use client';

import Link from 'next/link';
import { useId, useRef, type FormEvent } from 'react';
import type { ListState } from '@/lib/cart/data-state';
import { pricingRows } from '@/lib/cart/pricing';
import { useTypedBeforeHydration } from '@/components/ui/useTypedBeforeHydration';
import { formatCurrency } from '@/lib/format/currency';
import { fillTemplate } from '@/lib/market/add-notice';
import type { Pricing } from '@/lib/schemas';
import type { SafeHref } from '@/lib/url/safe-href';
import type { CartLabels } from './labels';
import styles from './cart.module.css';

export interface PricingPanelProps {
  currency: string;
  labels: CartLabels;
  selectedCount: number;
  state: ListState;
  pricing: Pricing | null;
  /** The failure message of the last pricing call. */
  failure: string | null;
  /** Rule feedback ("deselected …"), announced politely. */
  announcement: string;
  coupon: {
    enabled: boolean;
    text: string;
    applied: string | null;
    error: string | null;
    onText: (text: string) => void;
    onApply: () => void;
    onRemove: () => void;
  };
  /** Null while checkout cannot start (nothing selected, a change still on its way). */
  checkoutHref: SafeHref | null;
}

/** The selection's live pricing, line by line, the coupon, and the way to checkout. */
export function PricingPanel({ currency, labels, selectedCount, state, pricing, failure, announcement, coupon, checkoutHref }: PricingPanelProps) {
  const id = useId();
  const couponForm = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(couponForm, { coupon: coupon.onText });
  const money = (amount: number) => formatCurrency(amount, currency) ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    coupon.onApply();
  };

  return (
    <aside className={styles.panel} aria-labelledby={`${id}-title`} aria-busy={state === 'loading'} data-testid="pricing">
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {labels.pricing.heading}
      </h2>
      <p className={styles.status} role="status">
        {selectedCount === 0 ? labels.selection.none : fillTemplate(labels.selection.selectedCount, { count: selectedCount })}
        {announcement ? ` ${announcement}` : ''}
      </p>

      {state === 'success' && pricing ? (
        <dl className={styles.rows} data-testid="pricing-rows">
          {pricingRows(pricing).map((row, index) => (
            <div key={`${row.key}-${index}`} className={styles.rowGroup}>
              <dt className={row.emphasis ? styles.payable : undefined}>{row.key === 'rebate' ? (row.name ?? '') : labels.pricing[row.key]}</dt>
              <dd className={row.emphasis ? styles.payable : undefined} data-row={row.key}>
                {money(row.amount)}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {state === 'loading' ? <p className={styles.hint}>{labels.pricing.loading}</p> : null}
      {state === 'failed' ? (
        <p className={styles.fieldError} role="alert">
          {failure ?? labels.pricing.failed}
        </p>
      ) : null}
      {selectedCount > 0 ? <p className={styles.hint}>{labels.pricing.shippingLater}</p> : null}

      {coupon.enabled ? (
        <form ref={couponForm} className={styles.coupon} method="post" onSubmit={submit} noValidate>
          <label htmlFor={`${id}-coupon`}>{labels.coupon.label}</label>
          <div className={styles.couponRow}>
            <input
              id={`${id}-coupon`}
              name="coupon"
              autoComplete="off"
              value={coupon.text}
              onChange={(event) => coupon.onText(event.target.value)}
              aria-invalid={coupon.error ? true : undefined}
              aria-describedby={`${id}-coupon-note`}
            />
            <button type="submit" className={styles.small}>
              {labels.coupon.apply}
            </button>
            {coupon.applied ? (
              <button type="button" className={styles.small} onClick={coupon.onRemove}>
                {labels.coupon.remove}
              </button>
            ) : null}
          </div>
          <p id={`${id}-coupon-note`} className={coupon.error ? styles.fieldError : styles.hint} aria-live="polite">
            {coupon.error ?? (coupon.applied ? fillTemplate(labels.coupon.applied, { code: coupon.applied }) : '')}
          </p>
        </form>
      ) : null}

      <p className={styles.hint}>{labels.selection.hint}</p>
      {checkoutHref ? (
        <Link href={checkoutHref} className={`button ${styles.checkout}`} data-testid="checkout">
          {labels.checkout}
        </Link>
      ) : (
        <button type="button" className={`button ${styles.checkout}`} aria-disabled="true" data-testid="checkout">
          {labels.checkout}
        </button>
      )}
    </aside>
  );
}
