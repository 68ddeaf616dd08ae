/// <reference lib="webworker" />
import { connectAbly } from './ably-adapter';
import { connectPubnub } from './pubnub-adapter';
import type { RealtimeConnection, RealtimeStatus } from './types';
import { isToWorker, type FromWorker } from './worker-messages';

/**
 * The realtime SDK's home (lib/live/realtime/worker-connect): one connection per worker. Only the
 * SDK the page asks for is imported, each adapter loading its own chunk.
 */
declare const self: DedicatedWorkerGlobalScope;

const CLOSE_GRACE_MS = 2_000;
let connection: RealtimeConnection | null = null;
let closed = false;
let started = false;

function post(message: FromWorker): void {
  try {
    self.postMessage(message);
  } catch {
    // Data the structured clone cannot copy: the page learns the message was unusable.
    if (message.type === 'message' || message.type === 'invalid') self.postMessage({ type: 'invalid', channel: message.channel, raw: null });
  }
}

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  const command = event.data;
  if (!isToWorker(command)) return;
  if (command.type === 'close') {
    closed = true;
    connection?.close();
    // The SDK's goodbye (pubnub's leave, ably's close frame) goes out before the worker ends.
    setTimeout(() => self.close(), CLOSE_GRACE_MS);
    return;
  }
  if (command.type === 'online') {
    connection?.reconnectNow?.();
    return;
  }
  if (started || closed) return;
  started = true;
  const { endpoint, ...settings } = command.options;
  const options = {
    ...settings,
    onMessage: (channel: string, name: string, data: unknown, publishedMs?: number | null) => post({ type: 'message', channel, name, data, publishedMs: publishedMs ?? null }),
    onStatus: (status: RealtimeStatus) => post({ type: 'status', status }),
    onInvalid: (channel: string, raw: unknown) => post({ type: 'invalid', channel, raw }),
    onGap: () => post({ type: 'gap' }),
  };
  (options.provider === 'ably' ? connectAbly(options, endpoint) : connectPubnub(options, endpoint, 'worker')).then(
    (opened) => {
      if (closed) opened.close();
      else connection = opened;
    },
    (error: unknown) => post({ type: 'failed', reason: error instanceof Error ? error.message : String(error) }),
  );
});
