/** The storefront's realtime adapters (ARCHITECTURE rule 5): one interface over ably and pubnub. */
export { connectRealtime } from './connect';
export { channelPrefix, CHANNEL_PREFIXES, isChannelPrefix, parseAblyMessage, parsePubnubMessage, type ChannelPrefix } from './messages';
export { isLocalHost, realtimeEndpointFor } from './endpoint';
export type {
  ConnectRealtimeOptions,
  RealtimeConnection,
  RealtimeEndpoint,
  RealtimeEvent,
  RealtimeProvider,
  RealtimeStatus,
} from './types';
