'use client';

import { useEffect, useRef, useState } from 'react';
import type { FrameSignInLabels } from './labels';
import type { SessionUser } from '@/components/shell/atoms';
import { openSignInWindow, runFrameSignIn, type FrameSignInFailure } from './frame-sign-in-popup';

type Status = { kind: 'idle' } | { kind: 'waiting' } | { kind: 'error'; reason: FrameSignInFailure };

/**
 * The login dialog's body in a cross-site frame: a password typed into someone else's page is
 * what phishing looks like, and the frame's cookies are not the buyer's session, so the buyer
 * signs in in a window of the storefront's own (ADR 0005) and the frame is signed in from there.
 */
export function FrameSignIn({ slug, labels, onSuccess }: { slug: string; labels: FrameSignInLabels; onSuccess: (user: SessionUser | null) => void }) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const stop = useRef<(() => void) | null>(null);
  const success = useRef(onSuccess);
  useEffect(() => {
    success.current = onSuccess;
  });
  useEffect(() => () => stop.current?.(), []);

  const start = () => {
    stop.current?.();
    const popup = openSignInWindow();
    if (!popup) return setStatus({ kind: 'error', reason: 'popupBlocked' });
    setStatus({ kind: 'waiting' });
    stop.current = runFrameSignIn(popup, slug, (outcome) => {
      stop.current = null;
      if (outcome.ok) success.current(outcome.user);
      else setStatus({ kind: 'error', reason: outcome.reason });
    });
  };

  return (
    <div>
      <p>{labels.lead}</p>
      {status.kind === 'waiting' ? <p role="status">{labels.waiting}</p> : null}
      {status.kind === 'error' ? <p role="alert">{labels[status.reason]}</p> : null}
      <button type="button" className="button" onClick={start} style={{ width: '100%' }}>
        {labels.open}
      </button>
    </div>
  );
}
