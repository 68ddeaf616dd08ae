import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Member and guest tokens: JWT-shaped (base64url header.payload.signature, HS256) so the
 * storefront's login-type parsing reads real claims. The secret is fixed: the platform is a local
 * stand-in, and fixed tokens keep runs reproducible.
 */

const SECRET = 'kirari-local-platform';
const HEADER = { alg: 'HS256', typ: 'JWT' };

/** Member login types the storefront derives from claims (live-room §6). */
export type LoginType = 'kirari' | 'facebook' | 'line' | '17live';

export interface MemberClaims {
  sub: string;
  login_type: LoginType;
  /** Seconds since the epoch, as JWT has it. */
  iat: number;
  exp: number;
  /** A session id: two sign-ins in the same second still get different tokens (duplicate-watch kick). */
  sid?: string;
}

export interface GuestClaims {
  sub: string;
  login_type: 'guest';
  iat: number;
  exp: number;
}

export type Claims = MemberClaims | GuestClaims;

export const MEMBER_TOKEN_TTL_S = 30 * 24 * 3600;
export const GUEST_TOKEN_TTL_S = 7 * 24 * 3600;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const sign = (input: string) => createHmac('sha256', SECRET).update(input).digest('base64url');

export function encodeToken(claims: Claims): string {
  const input = `${base64url(JSON.stringify(HEADER))}.${base64url(JSON.stringify(claims))}`;
  return `${input}.${sign(input)}`;
}

export function issueMemberToken(userId: number, nowMs: number, loginType: LoginType = 'kirari', ttlS = MEMBER_TOKEN_TTL_S, sessionId?: string): string {
  const iat = Math.floor(nowMs / 1000);
  return encodeToken({ sub: String(userId), login_type: loginType, iat, exp: iat + ttlS, ...(sessionId ? { sid: sessionId } : {}) });
}

/** A fresh session id for a sign-in. */
export const newSessionId = () => randomBytes(9).toString('base64url');

export function issueGuestToken(guestId: number, nowMs: number, ttlS = GUEST_TOKEN_TTL_S): string {
  const iat = Math.floor(nowMs / 1000);
  return encodeToken({ sub: String(guestId), login_type: 'guest', iat, exp: iat + ttlS });
}

function isClaims(value: unknown): value is Claims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    typeof claims.login_type === 'string' &&
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number'
  );
}

export type Verified = { ok: true; claims: Claims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/**
 * Checks shape, signature and expiry; says why a token fails so tests can tell the cases apart.
 * `allowExpired` is for refresh: an expired but genuine token may be exchanged.
 */
export function verifyToken(token: string, nowMs: number, allowExpired = false): Verified {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts;
  const expected = Buffer.from(sign(`${header}.${payload}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'signature' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'malformed' };
  if (!allowExpired && claims.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
