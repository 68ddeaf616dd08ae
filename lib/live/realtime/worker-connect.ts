import { connectRealtime } from './connect';
import { endpointOf } from './default-endpoint';
import type { ConnectRealtimeOptions, RealtimeConnection } from './types';
import { deliverWorkerEvent, isFromWorker, workerConnectOptions, type ToWorker } from './worker-messages';

/**
 * connectRealtime off the main thread: the SDK lives in a dedicated worker and only its events
 * cross over (docs/adr/0007). Where a worker cannot run the SDK (no Worker, the script blocked, the
 * SDK failing to start there) the page connects itself, as before.
 */
export function connectRealtimeOffThread(options: ConnectRealtimeOptions): Promise<RealtimeConnection> {
  const endpoint = endpointOf(options);
  const inPage = () => connectRealtime({ ...options, endpoint });
  if (typeof Worker !== 'function') return inPage();
  let worker: Worker;
  try {
    worker = new Worker(new URL('./realtime.worker.ts', import.meta.url), { name: 'kirari-realtime' });
  } catch {
    return inPage();
  }

  let closed = false;
  let fallback: Promise<RealtimeConnection> | null = null;
  const send = (message: ToWorker) => worker.postMessage(message);
  const fallBack = () => {
    if (fallback || closed) return;
    worker.terminate();
    fallback = inPage();
    fallback.then((opened) => closed && opened.close()).catch(() => options.onStatus?.('disconnected'));
  };
  worker.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (closed || fallback || !isFromWorker(event.data)) return;
    if (!deliverWorkerEvent(event.data, options)) fallBack();
  });
  // The script failed to load or threw while starting.
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    fallBack();
  });
  send({ type: 'connect', options: workerConnectOptions(options, endpoint, window.location.href) });
  // The worker may not hear the page come back online (issue 29): tell it, so the SDK reconnects now.
  const online = () => {
    if (fallback) void fallback.then((opened) => opened.reconnectNow?.(), () => undefined);
    else send({ type: 'online' });
  };
  window.addEventListener('online', online);

  return Promise.resolve({
    close() {
      if (closed) return;
      closed = true;
      window.removeEventListener('online', online);
      if (fallback) void fallback.then((opened) => opened.close(), () => undefined);
      else send({ type: 'close' });
    },
  });
}
