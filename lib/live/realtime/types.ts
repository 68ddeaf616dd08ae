import type { ReplayFrom } from './replay';

/** The storefront's realtime interface: one shape over the ably and pubnub SDKs. */

export type RealtimeProvider = 'ably' | 'pubnub';

/**
 * Connection status as the room sees it. `reconnected` follows a `disconnected` after the first
 * `connected`: the room refetches post, products and comments then, in case something was missed.
 */
export type RealtimeStatus = 'connecting' | 'connected' | 'reconnected' | 'disconnected';

/** Where the SDKs connect: the configured platform host, or the provider's own cloud. */
export type RealtimeEndpoint =
  | { kind: 'platform'; host: string; port: number; tls: boolean }
  | { kind: 'sdk-default' };

/** One realtime message, parsed. `prefix` is the channel's kind (cart, comment, …). */
export interface RealtimeEvent {
  channel: string;
  prefix: string;
  /** Event type, e.g. `comment`, `live.stopped`. */
  name: string;
  data: unknown;
}

export interface ConnectRealtimeOptions {
  provider: RealtimeProvider;
  channels: string[];
  /** Stream info's `realtime_service_provider.subscribe_key`: pubnub's subscribe key, or a subscribe-only ably token. */
  subscribeKey: string;
  /** ably: where a fresh token comes from when the one in stream info expires (a storefront route). */
  authUrl?: string;
  /** pubnub's userId (required by the SDK); the viewer's realtime id. */
  userId: string;
  /** Defaults to the endpoint derived from the configured platform URL (`getPublicConfig().apiUrl`). */
  endpoint?: RealtimeEndpoint;
  /** The entry's snapshot (lib/live/realtime/replay): the subscription replays what followed it. */
  replayFrom?: ReplayFrom;
  /** `publishedMs`: the server's publish time (ably `timestamp`, pubnub timetoken), when known: overlays wait for its frame. */
  onMessage(channel: string, name: string, data: unknown, publishedMs?: number | null): void;
  onStatus?(status: RealtimeStatus): void;
  /** A message that does not follow the payload convention (the caller reports it). */
  onInvalid?(channel: string, raw: unknown): void;
  /** The service could not replay all since `replayFrom` (too old, too many): once, with the subscription live. */
  onGap?(): void;
}

export interface RealtimeConnection {
  close(): void;
  /** The page is online again: reconnect now instead of at the SDK's next retry. */
  reconnectNow?(): void;
}
