/**
 * The one-to-one entrance (`/{store}/one-to-one/{hash}`): the hash's valid form and which gate the
 * viewer meets. zod-free: middleware and the browser use it too.
 */

/** A post id hash: 16 to 32 url-safe characters (platform extension, README). */
export const ONE_TO_ONE_HASH = /^[A-Za-z0-9_-]{16,32}$/;

export function isOneToOneHash(value: string): boolean {
  return ONE_TO_ONE_HASH.test(value);
}

/** A timestamp as the contract allows it (lib/schemas timestamp). */
type Moment = string | number | Date;

/** The time an entrance shows: the planned start until the session starts, then its start. */
export function entranceTime(post: { live_status: string; upcoming_at?: Moment | null; started_at?: Moment | null }): { kind: 'startsAt' | 'startedAt'; at: Moment } | null {
  const started = post.started_at ?? null;
  const upcoming = post.upcoming_at ?? null;
  if (post.live_status !== 'unpublished' && started) return { kind: 'startedAt', at: started };
  return upcoming ? { kind: 'startsAt', at: upcoming } : null;
}

/** What the post asks of a viewer, as the platform's entrance answer says. */
export interface EntranceNeeds {
  /** A member account: a one-to-one session is with one identified buyer. */
  login: boolean;
  ticketCode: boolean;
}

export interface EntranceViewer {
  member: boolean;
  /** A member or guest token the platform accepted: a ticket code can be bound with it. */
  token: boolean;
  /** The platform's permission answer for this viewer. */
  permitted: boolean;
}

/**
 * enter: go into the room; login: sign in first; ticket: bind the ticket code; closed: the
 * session is someone else's (no code to bind, and this account is not invited).
 */
export type EntranceGate = 'enter' | 'login' | 'ticket' | 'closed';

export function entranceGate(needs: EntranceNeeds, viewer: EntranceViewer): EntranceGate {
  if (needs.login && !viewer.member) return 'login';
  if (viewer.permitted) return 'enter';
  if (!needs.ticketCode) return 'closed';
  // Binding a code needs a token (commerce §6), even where no member login is asked for.
  return viewer.token ? 'ticket' : 'login';
}

/** The entrance's answer for this viewer (the browser asks for it: the page is cached for everyone). */
export type EntranceAccess = { kind: 'ready'; gate: EntranceGate } | { kind: 'failed' };
