'use client';

import type { PaymentChoice, PaymentNotice } from '@/lib/checkout/payment-rules';
import type { CheckoutLabels } from './labels';
import styles from './checkout.module.css';

export interface PaymentSectionProps {
  idPrefix: string;
  choices: PaymentChoice[];
  selectedId: number | null;
  /** A zero payable: nothing to choose. */
  forcedFree: boolean;
  notice: PaymentNotice;
  labels: CheckoutLabels;
  error: string | null;
  onChoose: (paymentId: number) => void;
}

/** The store's payment methods; a forced `free` or a cleared convenience-store choice is explained. */
export function PaymentSection({ idPrefix, choices, selectedId, forcedFree, notice, labels, error, onChoose }: PaymentSectionProps) {
  const hint = (choice: PaymentChoice): string | null => {
    if (choice.checkoutType === 'gmo_cvs') return labels.cvsRangeNote;
    if (choice.checkoutType === 'gmo_credit') return labels.cardNote;
    return null;
  };
  return (
    <section className={styles.section}>
      <fieldset className={styles.choices} aria-describedby={error ? `${idPrefix}-payment-error` : undefined}>
        <legend className={styles.heading}>{labels.paymentHeading}</legend>
        {forcedFree ? (
          <p className={styles.info} data-testid="payment-free">
            {labels.forcedFree}
          </p>
        ) : (
          <>
            {choices.length === 0 ? <p className={styles.muted}>{labels.noPaymentMethods}</p> : null}
            {choices.map((choice) => (
              <label key={choice.id} className={styles.choice}>
                <input
                  type="radio"
                  name={`${idPrefix}-payment`}
                  value={choice.id}
                  checked={choice.id === selectedId}
                  data-invalid={error ? true : undefined}
                  onChange={() => onChoose(choice.id)}
                />
                <span className={styles.choiceBody}>
                  <span className={styles.choiceName}>{labels.paymentTypes[choice.type]}</span>
                  {hint(choice) ? <span className={styles.choiceMeta}>{hint(choice)}</span> : null}
                </span>
              </label>
            ))}
          </>
        )}
        {notice === 'cvsOutOfRange' && !forcedFree ? (
          <p className={styles.warning} role="alert" data-testid="cvs-cleared">
            {labels.cvsOutOfRange}
          </p>
        ) : null}
        {error && !forcedFree ? (
          <p id={`${idPrefix}-payment-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </fieldset>
    </section>
  );
}
