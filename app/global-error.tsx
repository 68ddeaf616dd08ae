'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { GLOBAL_ERROR_STRINGS, globalErrorStrings } from '@/lib/i18n/global-error-strings';
import type { ShellStrings } from '@/lib/i18n/shell-strings';
import { report } from '@/lib/report';
import { reloadForChunkError } from '@/lib/report/chunk-error';
import './globals.css';

interface Copy {
  lang: string;
  strings: ShellStrings;
}

let cached: Copy | undefined;
const subscribe = () => () => {};
// Read once, before this boundary's own <html> replaces the failed one's.
const clientCopy = () => (cached ??= { lang: document.documentElement.lang || 'ja', strings: globalErrorStrings(document) });
const serverCopy = (): Copy => ({ lang: 'ja', strings: GLOBAL_ERROR_STRINGS.ja });
const SERVER_COPY = serverCopy();

/** The root layout itself failed: a whole document of its own, translated without next-intl. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { lang, strings } = useSyncExternalStore(subscribe, clientCopy, () => SERVER_COPY);
  useEffect(() => {
    if (reloadForChunkError(error)) return;
    void report(error, { where: 'app.global-error', extra: { digest: error.digest } });
  }, [error]);
  return (
    <html lang={lang}>
      <body>
        <main className="error-page" role="alert">
          <h1>{strings.errorTitle}</h1>
          <p>{strings.errorBody}</p>
          <button type="button" className="button" onClick={reset}>
            {strings.retry}
          </button>
        </main>
      </body>
    </html>
  );
}
