'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, useTransition, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '@/components/forms/use-focus-first-invalid';
import { useSessionFailure } from '@/components/forms/use-session-failure';
import { TextField } from '@/components/ui/TextField';
import { settersOf, useTypedBeforeHydration } from '@/components/ui/useTypedBeforeHydration';
import type { SimpleResult } from '@/lib/checkout/action-results';
import { EMPTY_CVS, validateCvs, type CvsDraft, type CvsField } from '@/lib/checkout/cvs-form';
import type { CvsFormLabels } from './labels';
import styles from './payment.module.css';

export interface CvsAccountFormProps {
  orderId: number;
  initial?: Partial<CvsDraft>;
  labels: CvsFormLabels;
  generateAction: (input: { orderId: number; draft: CvsDraft }) => Promise<SimpleResult>;
}

/** The convenience-store payment account form (all five fields required); the page then shows the account. */
export function CvsAccountForm({ orderId, initial, labels, generateAction }: CvsAccountFormProps) {
  const id = useId();
  const router = useRouter();
  const [formRef, requestFocus] = useFocusFirstInvalid<HTMLFormElement>();
  const handledSession = useSessionFailure();
  const [draft, setDraft] = useState<CvsDraft>({ ...EMPTY_CVS, ...initial });
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<CvsField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const own = validateCvs(draft);
  const messageOf = (field: CvsField) => (attempted && own[field] ? labels.errors[own[field]] : (serverErrors[field] ?? null));
  const update = (field: CvsField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  useTypedBeforeHydration(formRef, settersOf(['buyerName', 'buyerNameKana', 'buyerCellphone'], update));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    setFormError(null);
    if (Object.keys(own).length > 0) {
      requestFocus();
      return;
    }
    startTransition(async () => {
      let result: SimpleResult;
      try {
        result = await generateAction({ orderId, draft });
      } catch {
        result = { ok: false, kind: 'error', message: labels.general };
      }
      if (result.ok) {
        router.refresh();
        return;
      }
      if (handledSession(result)) return;
      if (result.kind === 'invalid') {
        setServerErrors(result.fields as Partial<Record<CvsField, string>>);
        requestFocus();
      }
      setFormError(result.message);
    });
  }

  const storeError = messageOf('convenience');
  const showSummary = attempted && Object.keys(own).length > 0;

  return (
    <form ref={formRef} className={styles.form} noValidate method="post" onSubmit={submit} aria-busy={pending} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {labels.heading}
      </h2>
      <p className={styles.note}>{labels.intro}</p>
      <div className={styles.field}>
        <span className={styles.labelRow}>
          <span className={styles.required} aria-hidden="true">
            *
          </span>
          <label htmlFor={`${id}-convenience`} className={styles.label}>
            {labels.convenience}
          </label>
        </span>
        <select
          id={`${id}-convenience`}
          name="convenience"
          className={styles.select}
          required
          value={draft.convenience}
          aria-invalid={storeError ? true : undefined}
          aria-describedby={storeError ? `${id}-convenience-note` : undefined}
          onChange={(event) => update('convenience', event.target.value)}
        >
          <option value="">{labels.chooseStore}</option>
          {labels.stores.map((store) => (
            <option key={store.code} value={store.code}>
              {store.name}
            </option>
          ))}
        </select>
        {storeError ? (
          <p id={`${id}-convenience-note`} className={styles.error}>
            {storeError}
          </p>
        ) : null}
      </div>
      <TextField label={labels.buyerName} name="buyerName" autoComplete="name" required value={draft.buyerName} error={messageOf('buyerName')} onChange={(event) => update('buyerName', event.target.value)} />
      <TextField
        label={labels.buyerNameKana}
        name="buyerNameKana"
        required
        hint={labels.buyerNameKanaHint}
        value={draft.buyerNameKana}
        error={messageOf('buyerNameKana')}
        onChange={(event) => update('buyerNameKana', event.target.value)}
      />
      <TextField
        label={labels.buyerCellphone}
        name="buyerCellphone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        value={draft.buyerCellphone}
        error={messageOf('buyerCellphone')}
        onChange={(event) => update('buyerCellphone', event.target.value)}
      />
      {showSummary || formError ? (
        <p className={styles.alert} role="alert">
          {formError ?? labels.errors.fixFields}
        </p>
      ) : null}
      <button type="submit" className={`button ${styles.submit}`} disabled={pending} aria-busy={pending}>
        {pending ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
