'use client';

import { useEffect, useState } from 'react';
import { readShellStrings, type ShellStrings } from '@/lib/i18n/shell-strings';
import { report } from '@/lib/report';

export default function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [strings, setStrings] = useState<ShellStrings | null>(null);
  useEffect(() => {
    setStrings(readShellStrings());
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
