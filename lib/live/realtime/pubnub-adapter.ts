import { timetokenMs } from '@/lib/live/playback/event-timing';
import { createDispatcher } from './dispatch';
import { parsePubnubMessage } from './messages';
import { pubnubConfiguration, type SdkHost } from './sdk-options';
import { rawPubnubStatus } from './status';
import type { ConnectRealtimeOptions, RealtimeConnection, RealtimeEndpoint } from './types';

/**
 * pubnub: once the SDK's own retries are exhausted its event engine stops ("disconnected
 * unexpectedly") until `reconnect()`; we call it with a growing delay, and the SDK resumes from its
 * last cursor, so the platform (or pubnub) replays what was missed while its buffer holds it.
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
      dispatch.message(event.channel, event.message, parsePubnubMessage(event.channel, event.message), timetokenMs(event.timetoken));
    },
    status(event) {
      // StatusCategory is a string enum; compare its value as a string.
      const category: string = event.category;
      const raw = rawPubnubStatus(category);
      if (raw === 'connected') retryDelay = RETRY_MIN_MS;
      dispatch.status(raw);
      if (GAVE_UP.has(category)) scheduleReconnect();
    },
  });
  pubnub.subscribe({ channels: options.channels });

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
