'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState, useTransition, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '@/components/ui/useTypedBeforeHydration';
import { fillTemplate } from '@/lib/market/add-notice';
import { validateNewEmail, type NewEmailProblem } from '@/lib/member/email-change';
import type { ActionFailure } from '@/lib/member/action-result';
import { EmailField } from './EmailField';
import type { ChangeEmailResult, ResendVerificationResult } from './actions';
import { useActionFailure } from './use-action-failure';
import styles from './member.module.css';

export interface EmailChangeLabels {
  current: string;
  verified: string;
  verifying: string;
  verifiedNote: string;
  verifyingNote: string;
  resend: string;
  resending: string;
  /** With {email}. */
  sent: string;
  changeHeading: string;
  newEmail: string;
  newEmailHint: string;
  problems: Record<NewEmailProblem, string>;
  change: string;
  changing: string;
  /** With {email}. */
  changed: string;
  general: string;
}

export interface EmailChangeProps {
  slug: string;
  email: string;
  verified: boolean;
  labels: EmailChangeLabels;
  change: (email: string) => Promise<ChangeEmailResult>;
  resend: (store: string) => Promise<ResendVerificationResult>;
}

/**
 * /{store}/member/email: the current address and its state, the verification link sent again, and
 * a change of address (the platform marks it verifying and sends a link to the new address).
 */
export function EmailChange({ slug, email, verified, labels, change, resend }: EmailChangeProps) {
  const id = useId();
  const router = useRouter();
  const [current, setCurrent] = useState({ email, verified });
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [changing, startChange] = useTransition();
  const [resending, startResend] = useTransition();
  const onFailure = useActionFailure();
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, { email: setValue });
  const thrown = (): ActionFailure => ({ ok: false, kind: 'error', message: labels.general });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changing) return;
    const local = validateNewEmail(value, current.email);
    if (local) {
      setProblem(labels.problems[local]);
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setProblem(null);
    startChange(async () => {
      const result = await change(value.trim()).catch(thrown);
      if (result.ok) {
        setCurrent({ email: result.email, verified: false });
        setValue('');
        setNotice(fillTemplate(labels.changed, { email: result.email }));
        router.refresh();
        return;
      }
      if (result.kind === 'invalid') setProblem(result.fields.email ?? result.message);
      else onFailure(result);
    });
  };

  const sendAgain = () =>
    startResend(async () => {
      const result = await resend(slug).catch(thrown);
      if (result.ok) setNotice(fillTemplate(labels.sent, { email: result.email }));
      else onFailure(result);
    });

  return (
    <>
      <section className={styles.card} aria-labelledby={`${id}-current`}>
        <h2 id={`${id}-current`}>{labels.current}</h2>
        <p>
          <span data-testid="current-email">{current.email}</span>
          <span className={`${styles.badge} ${current.verified ? styles.ok : styles.pending}`}>{current.verified ? labels.verified : labels.verifying}</span>
        </p>
        <p className={styles.muted}>{current.verified ? labels.verifiedNote : labels.verifyingNote}</p>
        <div role="status">{notice ? <p className={styles.notice}>{notice}</p> : null}</div>
        {current.verified ? null : (
          <button type="button" className="button button--ghost" onClick={sendAgain} disabled={resending} aria-busy={resending}>
            {resending ? labels.resending : labels.resend}
          </button>
        )}
      </section>
      <section className={styles.card} aria-labelledby={`${id}-change`}>
        <h2 id={`${id}-change`}>{labels.changeHeading}</h2>
        <form ref={form} className={styles.form} noValidate method="post" onSubmit={submit}>
          <EmailField
            id={`${id}-email`}
            label={labels.newEmail}
            hint={labels.newEmailHint}
            error={problem}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              if (problem) setProblem(null);
            }}
          />
          <button type="submit" className="button" disabled={changing} aria-busy={changing}>
            {changing ? labels.changing : labels.change}
          </button>
        </form>
      </section>
    </>
  );
}
