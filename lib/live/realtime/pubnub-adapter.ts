import { timetokenMs } from '@/lib/live/playback/event-timing';
import { createDispatcher } from './dispatch';
import { parsePubnubMessage } from './messages';
import { createReplayCount, replayStart } from './replay';
import { pubnubConfiguration, type SdkHost } from './sdk-options';
import { rawPubnubStatus } from './status';
import type { ConnectRealtimeOptions, RealtimeConnection, RealtimeEndpoint } from './types';

/**
 * pubnub: once the SDK's own retries are exhausted its event engine stops ("disconnected
 * unexpectedly") until `reconnect()`; we call it with a growing delay, and the SDK resumes from its
 * last cursor, so the platform (or pubnub) replays what was missed while its buffer holds it. The
 * first subscribe starts at the entry's snapshot the same way, with a timetoken.
 */
const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 30_000;
const GAVE_UP = new Set(['PNDisconnectedUnexpectedlyCategory', 'PNConnectionErrorCategory']);

export async function connectPubnub(options: ConnectRealtimeOptions, endpoint: RealtimeEndpoint, host: SdkHost = 'page'): Promise<RealtimeConnection> {
  const { default: PubNub } = await import('pubnub');
  const dispatch = createDispatcher(options);
  const pubnub = new PubNub(pubnubConfiguration(options, endpoint, host));
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryDelay = RETRY_MIN_MS;
  // From the entry's snapshot (lib/live/realtime/replay): a timetoken, or too old for pubnub's cache.
  const now = Date.now();
  const start = options.replayFrom ? replayStart(options.replayFrom, 'pubnub', now) : null;
  const replayFull = createReplayCount(now + (options.replayFrom?.offsetMs ?? 0));

  const scheduleReconnect = () => {
    if (dispatch.closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (!dispatch.closed) pubnub.reconnect();
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  };

  dispatch.status('connecting');
  pubnub.addListener({
    message(event) {
      const publishedMs = timetokenMs(event.timetoken);
      dispatch.message(event.channel, event.message, parsePubnubMessage(event.channel, event.message), publishedMs);
      if (start?.kind === 'timetoken' && replayFull(event.channel, publishedMs)) dispatch.gap();
    },
    status(event) {
      // StatusCategory is a string enum; compare its value as a string.
      const category: string = event.category;
      const raw = rawPubnubStatus(category);
      if (raw === 'connected') retryDelay = RETRY_MIN_MS;
      dispatch.status(raw);
      // Subscribed from now: what the cache no longer holds is read again (once; the dispatcher tells it once).
      if (raw === 'connected' && start?.kind === 'too-old') dispatch.gap();
      if (GAVE_UP.has(category)) scheduleReconnect();
    },
  });
  pubnub.subscribe({ channels: options.channels, ...(start?.kind === 'timetoken' ? { timetoken: start.timetoken } : {}) });

  return {
    close() {
      if (dispatch.closed) return;
      dispatch.close();
      clearTimeout(retryTimer);
      pubnub.unsubscribeAll();
      pubnub.destroy();
    },
    reconnectNow() {
      if (dispatch.closed) return;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      retryDelay = RETRY_MIN_MS;
      pubnub.reconnect();
    },
  };
}
