'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { StoreBackLink } from '@/components/shell/StoreBackLink';
import { readStoreStrings, type StoreStrings } from '@/components/shell/store-strings';
import { useErrorStrings } from '@/components/shell/useErrorStrings';
import { reportLater } from '@/lib/report/later';
import { reloadForChunkError } from '@/lib/report/chunk-error';

let cached: StoreStrings | null | undefined;
const subscribe = () => () => {};
// In the page and never changing: read once.
const clientStoreStrings = () => (cached ??= readStoreStrings());
const serverStoreStrings = () => null;

/** A store page failed: the store's frame stays, with a retry and a way back to its products. */
export default function StoreErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const shell = useErrorStrings();
  const store = useSyncExternalStore(subscribe, clientStoreStrings, serverStoreStrings);
  useEffect(() => {
    if (reloadForChunkError(error)) return;
    reportLater(error, { where: 'store.error-boundary', extra: { digest: error.digest } });
  }, [error]);
  return (
    <main className="error-page" role="alert">
      <h1>{shell?.errorTitle}</h1>
      <p>{shell?.errorBody}</p>
      <p style={{ display: 'flex', gap: 8, justifyContent: 'center', flexWrap: 'wrap' }}>
        <button type="button" className="button" onClick={reset}>
          {shell?.retry ?? '↻'}
        </button>
        {store ? <StoreBackLink label={store.backToStore} className="button button--ghost" /> : null}
      </p>
    </main>
  );
}
