'use client';

import { useSetAtom } from 'jotai';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition, type FormEvent } from 'react';
import { useSessionFailure } from '@/components/forms/use-session-failure';
import { showToastAtom } from '@/components/shell/atoms';
import type { SimpleResult } from '@/lib/checkout/action-results';
import type { SafeHref } from '@/lib/url/safe-href';
import type { ChoosePaymentLabels, PaymentOption } from './labels';
import styles from './payment.module.css';

export interface ChoosePaymentFormProps {
  orderId: number;
  options: PaymentOption[];
  current: PaymentOption['type'] | null;
  /** Where a card choice continues (the payment page). */
  cardHref: SafeHref;
  labels: ChoosePaymentLabels;
  chooseAction: (input: { orderId: number; paymentType: PaymentOption['type'] }) => Promise<SimpleResult>;
}

/** The payment methods priced for this order; choosing one calls PUT …/payment-method. */
export function ChoosePaymentForm({ orderId, options, current, cardHref, labels, chooseAction }: ChoosePaymentFormProps) {
  const id = useId();
  const router = useRouter();
  const handledSession = useSessionFailure();
  const showToast = useSetAtom(showToastAtom);
  const [selected, setSelected] = useState<PaymentOption['type'] | null>(current && options.some((o) => o.type === current && !o.unavailable) ? current : null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!selected) {
      setError(labels.required);
      return;
    }
    setError(null);
    startTransition(async () => {
      let result: SimpleResult;
      try {
        result = await chooseAction({ orderId, paymentType: selected });
      } catch {
        result = { ok: false, kind: 'error', message: labels.general };
      }
      if (result.ok) {
        showToast({ type: 'success', message: labels.changed });
        if (selected === 'gmo_credit') router.push(cardHref);
        else router.refresh();
        return;
      }
      if (!handledSession(result)) setError(result.kind === 'invalid' ? (Object.values(result.fields)[0] ?? result.message) : result.message);
    });
  }

  if (options.length === 0) return <p className={styles.note}>{labels.noChoices}</p>;

  return (
    <form className={styles.form} noValidate method="post" onSubmit={submit} aria-busy={pending}>
      <fieldset className={styles.choices} aria-describedby={error ? `${id}-error` : undefined}>
        <legend className={styles.heading}>{labels.legend}</legend>
        {options.map((option) => (
          <label key={option.type} className={`${styles.choice}${option.unavailable ? ` ${styles.disabled}` : ''}`}>
            <input
              type="radio"
              name={`${id}-payment`}
              value={option.type}
              checked={selected === option.type}
              disabled={option.unavailable !== null}
              onChange={() => {
                setSelected(option.type);
                setError(null);
              }}
            />
            <span className={styles.choiceBody}>
              <span className={styles.choiceName}>{option.label}</span>
              <span className={styles.choiceMeta}>{option.detail}</span>
              {option.unavailable ? <span className={styles.choiceMeta}>{option.unavailable}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p id={`${id}-error`} className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={`button ${styles.submit}`} disabled={pending} aria-busy={pending}>
        {pending ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
