'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { useSessionFailure } from '@/components/forms/use-session-failure';
import type { ThreadOutcome, ThreadRequest } from '@/lib/order/message-rules';
import { THREAD_POLL_MS, threadPolling } from '@/lib/order/thread-poller';
import { finalKindOf, listStateOf, readThread, threadFailure } from '@/lib/order/thread-view';
import { isFinalFailure, type FinalFailureKind } from '@/lib/swr/read-config';

interface ThreadReadsOptions {
  orderId: number;
  timeZone: string;
  initial: ThreadOutcome;
  loadThread: (request: ThreadRequest) => Promise<ThreadOutcome>;
  pollIntervalMs?: number;
}

/** The thread as read: the page's copy, then polls until a final failure stops them. */
export function useThreadReads({ orderId, timeZone, initial, loadThread, pollIntervalMs = THREAD_POLL_MS }: ThreadReadsOptions) {
  const [stopped, setStopped] = useState<FinalFailureKind | null>(() => finalKindOf(initial));
  const handledSession = useSessionFailure();

  /** No member token: the login dialog; a refused one: the 401 rule; a gone order: the not-found view. Polling ends. */
  const stop = useCallback(
    (kind: FinalFailureKind) => {
      setStopped(kind);
      handledSession({ kind });
    },
    [handledSession],
  );

  const { data, error, mutate } = useSWR(
    ['order-thread', orderId, timeZone] as const,
    ([, order, zone]) => readThread(loadThread, { orderId: order, timeZone: zone }),
    {
      ...threadPolling({ intervalMs: pollIntervalMs, stopped: stopped !== null }),
      fallbackData: initial.kind === 'ok' ? initial.messages : undefined,
      onError: (failure) => {
        if (isFinalFailure(failure)) stop(failure.kind);
      },
    },
  );

  // The page's outcome is read once; later answers come from polling.
  const first = useRef(initial);
  useEffect(() => {
    const kind = finalKindOf(first.current);
    if (kind) handledSession({ kind });
  }, [handledSession]);

  return { list: listStateOf(data, threadFailure(error, data, initial)), stopped, stop, mutate };
}
