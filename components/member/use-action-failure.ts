'use client';

import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useSessionFailure } from '@/components/forms/use-session-failure';
import { showToastAtom } from '@/components/shell/atoms';
import type { ActionFailure } from '@/lib/member/action-result';

/**
 * What the browser does with a failed member action: no token opens the login dialog, a refused
 * token runs the 401 rule, anything else shows its message in an error toast (commerce §8).
 * Field messages ('invalid') are the form's business; the toast carries the summary unless `quietInvalid`.
 */
export function useActionFailure() {
  const showToast = useSetAtom(showToastAtom);
  const handledSession = useSessionFailure();
  return useCallback(
    (failure: ActionFailure, options: { quietInvalid?: boolean } = {}) => {
      if (handledSession(failure)) return;
      if (failure.kind === 'invalid' && options.quietInvalid) return;
      showToast({ type: 'error', message: failure.message });
    },
    [handledSession, showToast],
  );
}
