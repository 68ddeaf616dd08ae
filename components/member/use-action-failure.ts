'use client';

import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { loginDialogAtom, showToastAtom } from '@/components/shell/atoms';
import type { ActionFailure } from '@/lib/member/action-result';

/** The shell's 401 rule (message, clear tokens and user, bounded reload); loaded by the store layout already. */
const runUnauthorizedRule = () => import('@/components/identity/session-runtime').then((runtime) => runtime.handleUnauthorized());

/**
 * What the browser does with a failed member action: no token opens the login dialog, a refused
 * token runs the 401 rule, anything else shows its message in an error toast (commerce §8).
 * Field messages ('invalid') are the form's business; the toast carries the summary unless `quietInvalid`.
 */
export function useActionFailure() {
  const showToast = useSetAtom(showToastAtom);
  const openLogin = useSetAtom(loginDialogAtom);
  return useCallback(
    (failure: ActionFailure, options: { quietInvalid?: boolean } = {}) => {
      if (failure.kind === 'login') openLogin({ open: true, reason: 'action' });
      else if (failure.kind === 'unauthorized') void runUnauthorizedRule();
      else if (failure.kind === 'invalid' && options.quietInvalid) return;
      else showToast({ type: 'error', message: failure.message });
    },
    [openLogin, showToast],
  );
}
