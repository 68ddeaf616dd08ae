import { StatusTracker, type RawStatus } from './status';
import type { ConnectRealtimeOptions, RealtimeEvent } from './types';

/**
 * What both adapters share: parsed messages and statuses go to the caller's callbacks until
 * `close()`; nothing is delivered after it, even from an SDK callback already under way.
 */
export interface Dispatcher {
  message(channel: string, raw: unknown, parsed: RealtimeEvent | null, publishedMs?: number | null): void;
  status(raw: RawStatus | null): void;
  /** The replay since the snapshot is incomplete (ConnectRealtimeOptions.onGap): told once. */
  gap(): void;
  readonly closed: boolean;
  close(): void;
}

export function createDispatcher(options: Pick<ConnectRealtimeOptions, 'onMessage' | 'onStatus' | 'onInvalid' | 'onGap'>): Dispatcher {
  const tracker = new StatusTracker();
  let closed = false;
  let gapTold = false;
  return {
    message(channel, raw, parsed, publishedMs = null) {
      if (closed) return;
      if (parsed) options.onMessage(parsed.channel, parsed.name, parsed.data, publishedMs);
      else options.onInvalid?.(channel, raw);
    },
    status(raw) {
      if (closed || !raw) return;
      const status = tracker.next(raw);
      if (status) options.onStatus?.(status);
    },
    gap() {
      if (closed || gapTold) return;
      gapTold = true;
      options.onGap?.();
    },
    get closed() {
      return closed;
    },
    close() {
      closed = true;
    },
  };
}
