'use client';

import { useId, useRef, useState, useTransition, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { showToastAtom } from '@/components/shell/atoms';
import { TextField } from '@/components/ui/TextField';
import { useTypedBeforeHydration } from '@/components/ui/useTypedBeforeHydration';
import { normalizePsid, validatePsid, type BindingStatus } from '@/lib/member/messenger';
import type { SafeHref } from '@/lib/url/safe-href';
import type { BindMessengerResult } from './actions';
import { useActionFailure } from './use-action-failure';
import styles from './member.module.css';

export interface MessengerBindLabels {
  statusLabel: string;
  status: Record<BindingStatus, string>;
  stepsLabel: string;
  step1: string;
  step2: string;
  psid: string;
  psidHint: string;
  psidRequired: string;
  psidInvalid: string;
  link: string;
  linking: string;
  linked: string;
  linkedNote: string;
  /** When the action itself fails (network, deploy). */
  general: string;
}

export interface MessengerBindProps {
  channelId: number;
  initialStatus: BindingStatus;
  /** m.me link of the page, when its endpoint is a Facebook page URL. */
  messengerUrl: SafeHref | null;
  openLabel: string;
  labels: MessengerBindLabels;
  bind: (request: { channelId: number; psid: string }) => Promise<BindMessengerResult>;
}

/**
 * One page's binding: its status, and while unbound the two steps (open the page in Messenger and
 * send a message; enter the Messenger ID the page replies with) and the Link button.
 */
export function MessengerBind({ channelId, initialStatus, messengerUrl, openLabel, labels, bind }: MessengerBindProps) {
  const id = useId();
  const [status, setStatus] = useState<BindingStatus>(initialStatus);
  const [psid, setPsid] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const showToast = useSetAtom(showToastAtom);
  const onFailure = useActionFailure();
  // Unbound, the form is in the server's HTML.
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, { psid: setPsid });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const local = validatePsid(psid);
    if (local) {
      setProblem(local === 'required' ? labels.psidRequired : labels.psidInvalid);
      return;
    }
    setProblem(null);
    startTransition(async () => {
      const result = await bind({ channelId, psid: normalizePsid(psid) }).catch(() => null);
      if (!result) {
        onFailure({ ok: false, kind: 'error', message: labels.general });
        return;
      }
      if (result.ok) {
        setStatus(result.status);
        showToast({ type: 'success', message: labels.linked });
        return;
      }
      if (result.kind === 'invalid') setProblem(result.fields.psid ?? result.message);
      else onFailure(result);
    });
  };

  return (
    <div>
      <p className={styles.row}>
        <span className={styles.muted}>{labels.statusLabel}:</span>
        <span className={`${styles.badge} ${status === 'bound' ? styles.ok : styles.pending}`} data-testid="binding-status" role="status">
          {labels.status[status]}
        </span>
      </p>
      {status === 'bound' ? (
        <p className={styles.muted}>{labels.linkedNote}</p>
      ) : (
        <form ref={form} className={styles.form} noValidate method="post" onSubmit={submit} aria-label={labels.stepsLabel}>
          <ol className={styles.steps}>
            <li>
              {labels.step1}{' '}
              {messengerUrl ? (
                <a href={messengerUrl} target="_blank" rel="noopener noreferrer">
                  {openLabel}
                </a>
              ) : null}
            </li>
            <li>{labels.step2}</li>
          </ol>
          <TextField
            id={`${id}-psid`}
            name="psid"
            label={labels.psid}
            hint={labels.psidHint}
            error={problem}
            required
            inputMode="numeric"
            autoComplete="off"
            value={psid}
            onChange={(event) => {
              setPsid(event.target.value);
              if (problem) setProblem(null);
            }}
          />
          <button type="submit" className="button" disabled={pending} aria-busy={pending}>
            {pending ? labels.linking : labels.link}
          </button>
        </form>
      )}
    </div>
  );
}
