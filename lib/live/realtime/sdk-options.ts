import type { ClientOptions } from 'ably';
import type PubNub from 'pubnub';
import type { RealtimeEndpoint } from './types';

/**
 * SDK configuration for an endpoint, kept pure so the loopback-vs-production decision is tested
 * without the SDKs. Type-only imports: nothing of either SDK is bundled by this module.
 */

/** Where the SDK runs: the page, or the realtime worker (lib/live/realtime/realtime.worker). */
export type SdkHost = 'page' | 'worker';

/**
 * pubnub's web transport reads `window` and `document` unless it speaks XHR and leaves the
 * browser's online events alone (a worker has neither; the adapter's reconnect covers network loss).
 */
const PUBNUB_IN_WORKER = { transport: 'xhr', listenToBrowserNetworkEvents: false } as const;

export function pubnubConfiguration(
  input: { subscribeKey: string; userId: string },
  endpoint: RealtimeEndpoint,
  host: SdkHost = 'page',
): PubNub.PubNubConfiguration {
  const base = { subscribeKey: input.subscribeKey, userId: input.userId, ...(host === 'worker' ? PUBNUB_IN_WORKER : {}) };
  if (endpoint.kind === 'sdk-default') return base;
  return { ...base, origin: `${endpoint.host}:${endpoint.port}`, ssl: endpoint.tls };
}

/**
 * ably with a token (subscribe-only, from stream info), never an API key: browsers cannot publish.
 * `authUrl` renews it when it expires (the storefront's route answers a fresh one).
 */
export function ablyClientOptions(input: { token: string; authUrl?: string }, endpoint: RealtimeEndpoint): ClientOptions {
  const auth: ClientOptions = { token: input.token, ...(input.authUrl ? { authUrl: input.authUrl } : {}) };
  if (endpoint.kind === 'sdk-default') return auth;
  return {
    ...auth,
    // A hostname with a dot (or `localhost`) is used as is, with no fallback hosts; the empty
    // list says it again so nothing ever leaves for ably's cloud.
    endpoint: endpoint.host,
    fallbackHosts: [],
    tls: endpoint.tls,
    ...(endpoint.tls ? { tlsPort: endpoint.port } : { port: endpoint.port }),
    // The platform speaks JSON over WebSocket only, and there is no internet to check.
    useBinaryProtocol: false,
    transports: ['web_socket'],
    disableConnectivityCheck: true,
  };
}
