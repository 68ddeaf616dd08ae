'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { StoreBackLink } from '@/components/shell/StoreBackLink';
import { readStoreStrings, type StoreStrings } from '@/components/shell/store-strings';
import { globalErrorStrings } from '@/lib/i18n/global-error-strings';
import type { ShellStrings } from '@/lib/i18n/shell-strings';
import { report } from '@/lib/report';
import { reloadForChunkError } from '@/lib/report/chunk-error';

let cached: { shell: ShellStrings | null; store: StoreStrings | null } | undefined;
const subscribe = () => () => {};
// Both string sets are in the page and never change: read them once. Without the page's shell
// strings (a client re-render that dropped them) the copy for the page's language stands in.
const clientStrings = () => (cached ??= { shell: globalErrorStrings(), store: readStoreStrings() });
const serverStrings = () => null;

/** A store page failed: the store's frame stays, with a retry and a way back to its products. */
export default function StoreErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const strings = useSyncExternalStore(subscribe, clientStrings, serverStrings);
  useEffect(() => {
    if (reloadForChunkError(error)) return;
    void report(error, { where: 'store.error-boundary', extra: { digest: error.digest } });
  }, [error]);
  return (
    <main className="error-page" role="alert">
      <h1>{strings?.shell?.errorTitle}</h1>
      <p>{strings?.shell?.errorBody}</p>
      <p style={{ display: 'flex', gap: 8, justifyContent: 'center', flexWrap: 'wrap' }}>
        <button type="button" className="button" onClick={reset}>
          {strings?.shell?.retry ?? '↻'}
        </button>
        {strings?.store ? <StoreBackLink label={strings.store.backToStore} className="button button--ghost" /> : null}
      </p>
    </main>
  );
}
