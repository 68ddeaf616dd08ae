import { verifyToken } from '../auth';
import type { PlatformContext } from '../context';
import { bearer, type PlatformRequest, type Reply } from '../http';
import type { GuestRecord } from '../state';
import type { UserRecord } from '../seed/users';
import { unauthenticated } from './support';

/**
 * Who is calling: the member from `Authorization: Bearer …`, the guest from
 * `X-Guest-Authorization: Bearer …`. A token that is present but bad (forged, expired, unknown
 * subject) is an error, not a ghost: the storefront must learn to clear it (commerce §8).
 */

export interface Caller {
  user: UserRecord | null;
  guest: GuestRecord | null;
  /** A token was sent and failed. */
  rejected: boolean;
}

export function memberFrom(ctx: PlatformContext, token: string): UserRecord | null {
  const verified = verifyToken(token, ctx.now());
  if (!verified.ok || verified.claims.login_type === 'guest') return null;
  const id = Number(verified.claims.sub);
  return ctx.state.users.find((record) => record.user.id === id) ?? null;
}

export function guestFrom(ctx: PlatformContext, token: string, allowExpired = false): GuestRecord | null {
  const verified = verifyToken(token, ctx.now(), allowExpired);
  if (!verified.ok || verified.claims.login_type !== 'guest') return null;
  const id = Number(verified.claims.sub);
  return ctx.state.guests.find((record) => record.guest.id === id) ?? null;
}

export function callerOf(ctx: PlatformContext, req: PlatformRequest): Caller {
  const memberToken = bearer(req.headers.authorization);
  const guestToken = bearer(req.headers['x-guest-authorization']);
  const user = memberToken ? memberFrom(ctx, memberToken) : null;
  const guest = guestToken ? guestFrom(ctx, guestToken) : null;
  // A stale guest token beside a valid member token is ignored: it must not sign the member out.
  return { user, guest, rejected: (memberToken !== null && !user) || (guestToken !== null && !guest && !user) };
}

/** The member, or the 401 'Unauthenticated.' reply of member-only calls. */
export function requireMember(ctx: PlatformContext, req: PlatformRequest): UserRecord | Reply {
  const token = bearer(req.headers.authorization);
  const user = token ? memberFrom(ctx, token) : null;
  return user ?? unauthenticated();
}

export function requireGuest(ctx: PlatformContext, req: PlatformRequest, allowExpired = false): GuestRecord | Reply {
  const token = bearer(req.headers['x-guest-authorization']);
  const guest = token ? guestFrom(ctx, token, allowExpired) : null;
  return guest ?? unauthenticated();
}

/** Narrows a `requireX` result: true when it is the error reply to return. */
export const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && 'status' in value && typeof (value as Reply).status === 'number';
