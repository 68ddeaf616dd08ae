'use client';

import { useSetAtom } from 'jotai';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, useTransition, type FormEvent } from 'react';
import { useSessionFailure } from '@/components/forms/use-session-failure';
import { loginDialogAtom, showToastAtom } from '@/components/shell/atoms';
import { useTypedBeforeHydration } from '@/components/ui/useTypedBeforeHydration';
import type { TicketOutcome } from './room-actions';
import styles from './room.module.css';

export interface TicketGateLabels {
  title: string;
  body: string;
  loginFirst: string;
  login: string;
  code: string;
  submit: string;
  submitting: string;
  required: string;
  failed: string;
  unlocked: string;
}

export interface TicketGateProps {
  postId: number;
  /** A member or guest token was accepted: a code can be bound now; else log in first. */
  canBind: boolean;
  labels: TicketGateLabels;
  bindTicket: (input: { postId: number; code: string }) => Promise<TicketOutcome>;
  /** After a bound code (default: the page renders again, now the room). */
  onBound?: () => void;
  /** Inside a page that has its own main landmark and h1 (the one-to-one entrance). */
  embedded?: boolean;
}

/** A private post (commerce §6): bind a ticket code, then the page renders the room. */
export function TicketGate({ postId, canBind, labels, bindTicket, onBound, embedded = false }: TicketGateProps) {
  const id = useId();
  const router = useRouter();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const openLogin = useSetAtom(loginDialogAtom);
  const handledSession = useSessionFailure();
  const showToast = useSetAtom(showToastAtom);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, { ticket_code: setCode });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      setError(labels.required);
      return;
    }
    setError(null);
    startTransition(async () => {
      let outcome: TicketOutcome;
      try {
        outcome = await bindTicket({ postId, code: value });
      } catch {
        outcome = { kind: 'error' };
      }
      if (handledSession(outcome)) return;
      switch (outcome.kind) {
        case 'bound':
          showToast({ type: 'success', message: labels.unlocked });
          if (onBound) onBound();
          else router.refresh();
          return;
        case 'invalid':
          setError(outcome.message ?? labels.failed);
          return;
        default:
          setError(labels.failed);
      }
    });
  };

  const Landmark = embedded ? 'section' : 'main';
  const Heading = embedded ? 'h2' : 'h1';
  return (
    <Landmark className={styles.gate} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{labels.title}</Heading>
      <p>{labels.body}</p>
      {canBind ? (
        <form ref={form} method="post" onSubmit={submit} noValidate>
          <label htmlFor={`${id}-code`}>{labels.code}</label>
          <input
            id={`${id}-code`}
            name="ticket_code"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          {error ? (
            <p id={`${id}-error`} className={styles.fieldError} role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={pending} aria-busy={pending}>
            {pending ? labels.submitting : labels.submit}
          </button>
        </form>
      ) : (
        <>
          <p>{labels.loginFirst}</p>
          <p>
            <button type="button" className="button" onClick={() => openLogin({ open: true, reason: 'action' })}>
              {labels.login}
            </button>
          </p>
        </>
      )}
    </Landmark>
  );
}
