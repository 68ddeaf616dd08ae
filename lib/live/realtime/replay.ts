import type { RealtimeProvider } from './types';

/**
 * The room's entry is a snapshot (comments, poll, blacklist) read before the realtime subscription
 * is live; whatever was published in between came by neither (docs/adr/0009, "The snapshot's
 * cursor"). The subscription therefore starts at the snapshot: pubnub from a timetoken, ably with a
 * rewind. Pure: the adapters and the room session call these with their clocks.
 */

/** Where the entry's snapshot stands, on the storefront server's clock (ms). */
export interface SnapshotCursor {
  /** When its feed was read: what was published before is in it. */
  readAt: number;
  /** When the entry was answered: with `receivedAt`, converts the page's clock to the server's. */
  servedAt: number;
  /** When the answer reached the page, on the page's clock (set by the room's fetch). */
  receivedAt?: number;
}

/** What a connection is given: plain data, it crosses to the realtime worker. */
export interface ReplayFrom {
  /** The snapshot's moment on the server's clock: events published before it are in the snapshot. */
  cursorMs: number;
  /** Where the service is asked to replay from (server's clock): the cursor less REPLAY_MARGIN_MS. */
  fromMs: number;
  /** The server's clock minus the page's (a worker shares the page's clock). */
  offsetMs: number;
}

/**
 * Comments are asked for from this much before the cursor: a comment listed a moment after it was
 * published, or a realtime service's clock a little behind ours, costs nothing but a duplicate the
 * merge drops. Events before the cursor are dropped instead (isBeforeSnapshot).
 */
export const REPLAY_MARGIN_MS = 2_000;
/** ably's rewind reaches 2 minutes back (its default history); pubnub's catch-up cache "typically" a few. */
export const REPLAY_MAX_AGE_MS = 120_000;
/** Both replay at most 100 messages a channel (ably's rewind; pubnub's subscribe queue). */
export const REPLAY_MAX_MESSAGES = 100;
/** ably's error on an ATTACHED whose rewind or resume held more than it replays. */
export const ABLY_BACKLOG_TOO_LARGE = 90004;

export function replayFromSnapshot(snapshot: SnapshotCursor | null | undefined): ReplayFrom | null {
  if (!snapshot || !Number.isFinite(snapshot.readAt) || !Number.isFinite(snapshot.servedAt)) return null;
  // Without the moment it arrived, the page's clock is taken for the server's.
  const offsetMs = typeof snapshot.receivedAt === 'number' ? snapshot.servedAt - snapshot.receivedAt : 0;
  return { cursorMs: snapshot.readAt, fromMs: snapshot.readAt - REPLAY_MARGIN_MS, offsetMs };
}

export type ReplayStart =
  | { kind: 'timetoken'; timetoken: string }
  | { kind: 'rewind'; rewind: string }
  /** Further back than the service replays: subscribe from now, then refetch (the resync of a long cut). */
  | { kind: 'too-old' };

/**
 * How to subscribe from `from`, asked at the moment of subscribing (`nowMs`, the page's clock): a
 * pubnub timetoken (absolute, 100 ns ticks), or ably's rewind (relative to its attach, whole seconds
 * rounded up).
 */
export function replayStart(from: ReplayFrom, provider: RealtimeProvider, nowMs: number): ReplayStart {
  const start = Math.floor(from.fromMs);
  const ageMs = nowMs + from.offsetMs - start;
  if (ageMs > REPLAY_MAX_AGE_MS) return { kind: 'too-old' };
  if (provider === 'pubnub') return { kind: 'timetoken', timetoken: `${start}0000` };
  return { kind: 'rewind', rewind: `${Math.max(1, Math.ceil(ageMs / 1000))}s` };
}

/**
 * An event the snapshot already reflects: published before its cursor. A replayed force.refresh,
 * live.stopped or kick must not act again, nor an old poll or pin undo the snapshot's. Comments are
 * never dropped: the merge keeps one of each id, so one a moment older than the snapshot is safe.
 */
export function isBeforeSnapshot(eventType: string, publishedMs: number | null, cursorMs: number): boolean {
  return eventType !== 'comment' && publishedMs !== null && publishedMs < cursorMs;
}

/**
 * Counts what a channel replays (messages published before the subscription started, on the
 * server's clock). pubnub says nothing when its queue held fewer than were published: a channel
 * that replays the whole queue may have lost older ones. Answers true once, when one reaches `limit`.
 */
export function createReplayCount(subscribedAtMs: number, limit = REPLAY_MAX_MESSAGES): (channel: string, publishedMs: number | null) => boolean {
  const counts = new Map<string, number>();
  let full = false;
  return (channel, publishedMs) => {
    if (full || publishedMs === null || publishedMs >= subscribedAtMs) return false;
    const count = (counts.get(channel) ?? 0) + 1;
    counts.set(channel, count);
    full = count >= limit;
    return full;
  };
}
