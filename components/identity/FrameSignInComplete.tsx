'use client';

import { useEffect, useState } from 'react';
import { FRAME_SIGN_IN_MESSAGE } from '@/lib/identity/frame-sign-in';
import { frameHandoffAction } from './frame-sign-in-actions';
import { forgetFrameCompletion } from './frame-target';
import type { FrameCompleteLabels } from './labels';

type State = keyof FrameCompleteLabels;

/**
 * The sign-in popup's last step (ADR 0005): the session it just signed in, sealed for the framed
 * room that opened it, posted to that window only (its own origin, never '*'); then it closes,
 * or says the buyer may close it where the browser keeps it open.
 */
export function FrameSignInComplete({ nonce, labels }: { nonce: string | null; labels: FrameCompleteLabels }) {
  const [state, setState] = useState<State>('completing');

  useEffect(() => {
    forgetFrameCompletion();
    if (!nonce) return;
    const opener = window.opener as Window | null;
    let current = true;
    const handOver = async (target: Window, value: string): Promise<State> => {
      const result = await frameHandoffAction(value);
      if (!result.ok) return result.reason === 'signedOut' ? 'signedOut' : 'failed';
      if (current) target.postMessage({ type: FRAME_SIGN_IN_MESSAGE, handoff: result.handoff }, window.location.origin);
      return 'done';
    };
    (opener && !opener.closed ? handOver(opener, nonce) : Promise.resolve<State>('noOpener')).then(
      (next) => {
        if (!current) return;
        setState(next);
        if (next === 'done') window.close();
      },
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [nonce]);

  const shown: State = nonce ? state : 'failed';
  const settled = shown === 'completing' || shown === 'done';
  return <p role={settled ? 'status' : 'alert'}>{labels[shown]}</p>;
}
