import type { SWRConfiguration } from 'swr';
import { isFinalFailure, READ_CONFIG } from '@/lib/swr/read-config';
import { sameThread, type ThreadMessage } from './message-rules';

/**
 * How the order thread stays current without a reload, as SWR options: a read every `intervalMs`
 * while the page is visible (none while hidden), a read at once when it shows again or the window
 * gets focus (at most every 5 s), one read at a time (same-key reads share a request), and through
 * failed reads too: a failed read is tried again an interval later, as the next poll would have
 * been. A final failure (no session, order gone) or a stopped thread reads no more.
 */

export const THREAD_POLL_MS = 5000;

type ThreadData = readonly ThreadMessage[];

export function threadPolling({ intervalMs = THREAD_POLL_MS, stopped }: { intervalMs?: number; stopped: boolean }): SWRConfiguration<ThreadData> {
  return {
    ...READ_CONFIG,
    // The page rendered the thread: the first read is the first poll, an interval later.
    revalidateOnMount: false,
    revalidateIfStale: false,
    refreshInterval: stopped ? 0 : intervalMs,
    refreshWhenHidden: false,
    refreshWhenOffline: false,
    revalidateOnFocus: !stopped,
    revalidateOnReconnect: !stopped,
    isPaused: () => stopped,
    // A poll that brings nothing new keeps the same array: the thread does not re-render.
    compare: (a, b) => a === b || (a !== undefined && b !== undefined && sameThread(a, b)),
    // SWR's polling pauses while a read has failed: the retry is the next poll, at the same pace.
    shouldRetryOnError: (error) => !stopped && !isFinalFailure(error),
    onErrorRetry: (_error, _key, config, revalidate, options) => {
      setTimeout(() => {
        // Hidden by then: the read when the page shows again takes over. (A stopped thread is
        // paused: SWR drops the retry itself.)
        if (config.isVisible()) void revalidate(options);
      }, intervalMs);
    },
  };
}
