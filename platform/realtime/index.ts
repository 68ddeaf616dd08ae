import type { Server } from 'node:http';
import type { PlatformContext, RealtimeHub } from '../context';
import type { Router } from '../http';

/** The realtime feed: pubnub's HTTP long-poll protocol and ably's JSON WebSocket protocol. */
export interface Realtime extends RealtimeHub {
  register(router: Router): void;
  attach(server: Server): void;
}

export function createRealtime(_ctx: PlatformContext): Realtime {
  return {
    publish() {},
    close() {},
    register() {},
    attach() {},
  };
}
