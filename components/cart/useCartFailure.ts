'use client';

import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useSessionFailure } from '@/components/forms/use-session-failure';
import { showToastAtom } from '@/components/shell/atoms';
import type { MutationOutcome } from '@/lib/cart/outcomes';

export type CartFailure = Exclude<MutationOutcome, { kind: 'ok' } | { kind: 'gone' }>;

/** A failed cart call: the session rules (login dialog, the shell's 401 rule), else a toast with the server's or the general message. */
export function useCartFailure(general: string) {
  const handledSession = useSessionFailure();
  const showToast = useSetAtom(showToastAtom);
  return useCallback(
    (outcome: CartFailure) => {
      if (handledSession(outcome)) return;
      if (outcome.kind === 'error') showToast({ type: 'error', message: outcome.message ?? general });
    },
    [handledSession, showToast, general],
  );
}
