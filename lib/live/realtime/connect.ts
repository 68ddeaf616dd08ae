import { getPublicConfig } from '@/lib/config';
import { connectAbly } from './ably-adapter';
import { realtimeEndpointFor } from './endpoint';
import { connectPubnub } from './pubnub-adapter';
import type { ConnectRealtimeOptions, RealtimeConnection, RealtimeEndpoint } from './types';

/** The options' endpoint, else the one derived from the configured platform URL. */
export function endpointOf(options: Pick<ConnectRealtimeOptions, 'endpoint'>): RealtimeEndpoint {
  return options.endpoint ?? realtimeEndpointFor(getPublicConfig().apiUrl);
}

/**
 * Connects to the provider the stream info names. Each adapter imports its SDK dynamically, so a
 * page downloads only the SDK its stream uses, and only when the room connects. Resolves once the
 * SDK is loaded and subscribing (progress arrives through `onStatus`), so `close()` is always at hand.
 */
export function connectRealtime(options: ConnectRealtimeOptions): Promise<RealtimeConnection> {
  const endpoint = endpointOf(options);
  return options.provider === 'ably' ? connectAbly(options, endpoint) : connectPubnub(options, endpoint);
}
