'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { useErrorStrings } from '@/components/shell/useErrorStrings';
import { GLOBAL_ERROR_JA } from '@/lib/i18n/global-error-ja';
import { reloadForChunkError } from '@/lib/report/chunk-error';
import './globals.css';

let cachedLang: string | undefined;
const subscribe = () => () => {};
// Read once, before this boundary's own <html> replaces the failed one's.
const clientLang = () => (cachedLang ??= document.documentElement.lang || 'ja');
const serverLang = () => 'ja';

/** The root layout itself failed: a whole document of its own, translated without next-intl. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const lang = useSyncExternalStore(subscribe, clientLang, serverLang);
  // The server (and a page without its strings, until the copy for its language loads) says it in ja.
  const strings = useErrorStrings() ?? GLOBAL_ERROR_JA;
  useEffect(() => {
    if (reloadForChunkError(error)) return;
    // On demand: this boundary is in every page's first load and is its own chunk group, so a static
    // import would ship a second copy of the reporter (chunk failures were handled just above).
    void import('@/lib/report').then(({ report }) => report(error, { where: 'app.global-error', extra: { digest: error.digest } }));
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
