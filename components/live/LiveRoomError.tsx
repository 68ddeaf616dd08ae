'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { StoreBackLink } from '@/components/shell/StoreBackLink';
import { readLiveStrings, type LiveErrorStrings } from '@/components/live/live-strings';
import { report } from '@/lib/report';
import { reloadForChunkError } from '@/lib/report/chunk-error';

let cached: LiveErrorStrings | null | undefined;
const subscribe = () => () => {};
const clientStrings = () => (cached ??= readLiveStrings());
const serverStrings = () => null;

/**
 * A live page failed to load (a platform error other than 404 or a foreign post): retry or leave.
 * Its strings come from LiveErrorStrings. Retry asks the server again (Next's `retry`: refresh,
 * then reset); `reset` alone would re-render what failed.
 */
export function LiveRoomError({ error, reset, retry }: { error: Error & { digest?: string }; reset: () => void; retry?: () => void }) {
  const strings = useSyncExternalStore(subscribe, clientStrings, serverStrings);
  useEffect(() => {
    if (reloadForChunkError(error)) return;
    void report(error, { where: 'live.error-boundary', extra: { digest: error.digest } });
  }, [error]);
  return (
    <main className="error-page" role="alert">
      <h1>{strings?.errorTitle}</h1>
      <p>{strings?.errorBody}</p>
      <p style={{ display: 'flex', gap: 8, justifyContent: 'center', flexWrap: 'wrap' }}>
        <button type="button" className="button" onClick={retry ?? reset}>
          {strings?.retry ?? '↻'}
        </button>
        {strings ? <StoreBackLink label={strings.backToStore} className="button button--ghost" /> : null}
      </p>
    </main>
  );
}
