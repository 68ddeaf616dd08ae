'use client';

import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { loginDialogAtom } from '@/components/shell/atoms';

/** The shell's 401 rule (message, clear tokens and user, bounded reload); loaded by the store layout already. */
const runUnauthorizedRule = () => import('@/components/identity/session-runtime').then((runtime) => runtime.handleUnauthorized());

type SessionFailure<F> = Extract<F, { kind: 'login' | 'unauthorized' }>;

/**
 * The session part of a failed action (commerce §8), the same for every form: no member token
 * opens the login dialog, a refused token runs the 401 rule. Answers true when it handled the failure.
 */
export function useSessionFailure() {
  const openLogin = useSetAtom(loginDialogAtom);
  return useCallback(
    <F extends { kind: string }>(failure: F): failure is SessionFailure<F> => {
      if (failure.kind === 'login') {
        openLogin({ open: true, reason: 'action' });
        return true;
      }
      if (failure.kind === 'unauthorized') {
        void runUnauthorizedRule();
        return true;
      }
      return false;
    },
    [openLogin],
  );
}
