'use client';

import { useEffect } from 'react';
import { useErrorStrings } from '@/components/shell/useErrorStrings';
import { reportLater } from '@/lib/report/later';
import { reloadForChunkError } from '@/lib/report/chunk-error';

export default function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const strings = useErrorStrings();
  useEffect(() => {
    if (reloadForChunkError(error)) return;
    reportLater(error, { where: 'app.error-boundary', extra: { digest: error.digest } });
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
