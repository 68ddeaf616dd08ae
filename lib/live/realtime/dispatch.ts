import { StatusTracker, type RawStatus } from './status';
import type { ConnectRealtimeOptions, RealtimeEvent } from './types';

/**
 * What both adapters share: parsed messages and statuses go to the caller's callbacks until
 * `close()`; nothing is delivered after it, even from an SDK callback already under way.
 */
export interface Dispatcher {
  message(channel: string, raw: unknown, parsed: RealtimeEvent | null, publishedMs?: number | null): void;
  status(raw: RawStatus | null): void;
  readonly closed: boolean;
  close(): void;
}

export function createDispatcher(options: Pick<ConnectRealtimeOptions, 'onMessage' | 'onStatus' | 'onInvalid'>): Dispatcher {
  const tracker = new StatusTracker();
  let closed = false;
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
    get closed() {
      return closed;
    },
    close() {
      closed = true;
    },
  };
}
