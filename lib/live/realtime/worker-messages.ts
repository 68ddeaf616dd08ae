import type { ReplayFrom } from './replay';
import type { ConnectRealtimeOptions, RealtimeEndpoint, RealtimeProvider, RealtimeStatus } from './types';

/**
 * The realtime connection runs in a dedicated worker (docs/adr/0007): the SDK's download, compile
 * and evaluation never block the room's main thread. These are the messages between the two sides,
 * kept pure so the routing is tested without a worker.
 */

/** What the worker needs to connect: the options without callbacks, the endpoint already resolved. */
export interface WorkerConnectOptions {
  provider: RealtimeProvider;
  channels: string[];
  subscribeKey: string;
  authUrl?: string;
  userId: string;
  endpoint: RealtimeEndpoint;
  replayFrom?: ReplayFrom;
}

/** `online`: the page's online event (a worker may not hear it), so the SDK reconnects at once. */
export type ToWorker = { type: 'connect'; options: WorkerConnectOptions } | { type: 'close' } | { type: 'online' };

export type FromWorker =
  | { type: 'message'; channel: string; name: string; data: unknown; publishedMs?: number | null }
  | { type: 'status'; status: RealtimeStatus }
  | { type: 'invalid'; channel: string; raw: unknown }
  /** The replay since the entry's snapshot is incomplete (ConnectRealtimeOptions.onGap). */
  | { type: 'gap' }
  /** The SDK could not be loaded or started in the worker: the page connects itself instead. */
  | { type: 'failed'; reason: string };

/**
 * The options a worker can receive: callbacks stay behind, and a relative `authUrl` is made
 * absolute (a worker resolves URLs against its own script, not the page).
 */
export function workerConnectOptions(options: ConnectRealtimeOptions, endpoint: RealtimeEndpoint, pageUrl: string): WorkerConnectOptions {
  const { provider, channels, subscribeKey, authUrl, userId, replayFrom } = options;
  return {
    provider,
    channels: [...channels],
    subscribeKey,
    ...(authUrl ? { authUrl: new URL(authUrl, pageUrl).href } : {}),
    userId,
    endpoint,
    ...(replayFrom ? { replayFrom: { ...replayFrom } } : {}),
  };
}

/** Hands one worker event to the caller's callbacks. Answers false for `failed` (the caller falls back). */
export function deliverWorkerEvent(event: FromWorker, options: Pick<ConnectRealtimeOptions, 'onMessage' | 'onStatus' | 'onInvalid' | 'onGap'>): boolean {
  switch (event.type) {
    case 'message':
      options.onMessage(event.channel, event.name, event.data, event.publishedMs ?? null);
      return true;
    case 'status':
      options.onStatus?.(event.status);
      return true;
    case 'invalid':
      options.onInvalid?.(event.channel, event.raw);
      return true;
    case 'gap':
      options.onGap?.();
      return true;
    case 'failed':
      return false;
  }
}

/** A message the worker posts, checked by shape (it comes from our own worker script). */
export function isFromWorker(value: unknown): value is FromWorker {
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as { type?: unknown }).type;
  return type === 'message' || type === 'status' || type === 'invalid' || type === 'gap' || type === 'failed';
}

/** A message the page posts. */
export function isToWorker(value: unknown): value is ToWorker {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as { type?: unknown; options?: unknown };
  return message.type === 'close' || message.type === 'online' || (message.type === 'connect' && typeof message.options === 'object' && message.options !== null);
}
