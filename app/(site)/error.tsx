'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { globalErrorStrings } from '@/lib/i18n/global-error-strings';
import type { ShellStrings } from '@/lib/i18n/shell-strings';
import { report } from '@/lib/report';
import { reloadForChunkError } from '@/lib/report/chunk-error';

let cached: ShellStrings | null | undefined;
const subscribe = () => () => {};
// Read once; without the page's strings (a client re-render that dropped them), the copy for its language.
const clientStrings = () => (cached ??= globalErrorStrings());
const serverStrings = () => null;

export default function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const strings = useSyncExternalStore(subscribe, clientStrings, serverStrings);
  useEffect(() => {
    if (reloadForChunkError(error)) return;
    void report(error, { where: 'app.error-boundary', extra: { digest: error.digest } });
  }, [error]);
  return (
    <main className="error-page" role="alert">
      <h1>{strings?.errorTitle}</h1>
      <p>{strings?.errorBody}</p>
      <button type="button" className="button" onClick={reset}>
        {strings?.retry ?? '↻'}
      </button>
    </main>
  );
}
