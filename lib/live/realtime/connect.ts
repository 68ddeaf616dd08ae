import { connectAbly } from './ably-adapter';
import { endpointOf } from './default-endpoint';
import { connectPubnub } from './pubnub-adapter';
import type { ConnectRealtimeOptions, RealtimeConnection } from './types';

/**
 * Connects to the provider the stream info names. Each adapter imports its SDK dynamically, so a
 * page downloads only the SDK its stream uses, and only when the room connects. Resolves once the
 * SDK is loaded and subscribing (progress arrives through `onStatus`), so `close()` is always at hand.
 */
export function connectRealtime(options: ConnectRealtimeOptions): Promise<RealtimeConnection> {
  const endpoint = endpointOf(options);
  return options.provider === 'ably' ? connectAbly(options, endpoint) : connectPubnub(options, endpoint);
}
