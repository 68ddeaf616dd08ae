'use client';

import { useState } from 'react';
import { passportLoginAction } from './actions';
import { PASSPORT_TOKEN_EXPIRED_OR_INVALID } from '@/lib/identity/login-errors';
import type { SafeHref } from '@/lib/url/safe-href';

export interface PassportConfirmLabels {
  title: string;
  /** Already names the store. */
  body: string;
  warning: string;
  confirm: string;
  confirming: string;
  cancel: string;
  /** The passport token was refused. */
  invalid: string;
  general: string;
}

/**
 * A `passport_token` link signs in only after the buyer confirms (issue 11 item 5): a link sent
 * by someone else must not sign the buyer into another account without their knowing.
 */
export function PassportConfirm({ token, labels, onSuccess, cancelHref }: { token: string; labels: PassportConfirmLabels; onSuccess: () => void; cancelHref: SafeHref }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    const result = await passportLoginAction(token).catch(() => null);
    if (result?.ok) {
      onSuccess();
      return;
    }
    setBusy(false);
    if (!result) setError(labels.general);
    else if (result.kind === 'limited') setError(result.message);
    else setError(result.error.report_type === PASSPORT_TOKEN_EXPIRED_OR_INVALID ? labels.invalid : labels.general);
  }

  return (
    <section aria-labelledby="passport-confirm-title">
      <h2 id="passport-confirm-title">{labels.title}</h2>
      <p>{labels.body}</p>
      <p>{labels.warning}</p>
      {error ? <p role="alert">{error}</p> : null}
      <p style={{ display: 'flex', gap: 8 }}>
        <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
          {busy ? labels.confirming : labels.confirm}
        </button>
        {/* A full load: the link (and its token) leaves the address bar. */}
        <a className="button button--ghost" href={cancelHref}>
          {labels.cancel}
        </a>
      </p>
    </section>
  );
}
