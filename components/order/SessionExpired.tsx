'use client';

import { useEffect } from 'react';
import { loadSessionRuntime } from '@/components/shell/ClientBootstrap';

/**
 * A member page whose call the platform refused with 401: the shell's 401 rule (message, clear
 * tokens and user, bounded reload) runs, as for any call in the browser (commerce §8). The page
 * itself shows why nothing is listed.
 */
export function SessionExpired() {
  useEffect(() => {
    void loadSessionRuntime().then((runtime) => runtime.handleUnauthorized());
  }, []);
  return null;
}
