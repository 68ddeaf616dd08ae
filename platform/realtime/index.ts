import type { Server } from 'node:http';
import type { PlatformContext, RealtimeHub } from '../context';
import { json, type Router } from '../http';
import { AblyAuth } from './ably-auth';
import { registerAblyRest } from './ably-rest';
import { createAblyRealtime } from './ably-server';
import { Feed } from './feed';
import { originPolicy } from '../hardening';
import { createPubnub } from './pubnub';

/**
 * The realtime feed: pubnub's HTTP long-poll protocol and ably's JSON WebSocket protocol, both on
 * the API server, both fed by one buffer (feed.ts). `publish` reaches subscribers of either
 * protocol; a message an SDK client publishes reaches both too. Payload convention: payload.ts.
 */
export interface Realtime extends RealtimeHub {
  register(router: Router): void;
  attach(server: Server): void;
}

export interface RealtimeOptions {
  /** How long a pubnub subscribe long-poll is held without messages (the SDK gives up at 310 s). */
  pubnubHoldMs: number;
}

const DEFAULTS: RealtimeOptions = { pubnubHoldMs: 280_000 };

export function createRealtime(ctx: PlatformContext, options: Partial<RealtimeOptions> = {}): Realtime {
  const { pubnubHoldMs } = { ...DEFAULTS, ...options };
  const now = () => ctx.now();
  const feed = new Feed({ now });
  const auth = new AblyAuth(now);
  const pubnub = createPubnub(feed, { holdMs: pubnubHoldMs });
  // Browsers of the storefront (and pages on the platform itself) may connect; other sites may not.
  const originAllowed = (origin: string) => {
    const policy = originPolicy(ctx.options);
    return policy.storefront.includes(origin) || policy.own.includes(origin);
  };
  const ably = createAblyRealtime(feed, auth, { now, originAllowed });

  return {
    publish(channel, name, data) {
      feed.append({ channel, name, data });
    },
    subscribeToken: (channels) => auth.subscribeToken(channels),
    forget: () => feed.forget(),
    register(router) {
      pubnub.register(router);
      registerAblyRest(router, feed, auth);
      // For reconnect tests and demos: every realtime client loses its connection and reconnects.
      router.post('/__control/realtime/disconnect', () => json({ pubnub: pubnub.drop(), ably: ably.drop() }));
    },
    attach(server) {
      ably.attach(server);
    },
    close() {
      pubnub.close();
      ably.close();
      auth.clear();
      feed.clear();
    },
  };
}

export { channelsForPost, channelListForPost, streamInfoRealtimeFields } from './config';
