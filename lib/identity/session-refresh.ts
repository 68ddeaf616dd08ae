import { decodeTokenClaims } from './token';

/**
 * A guest token is renewed a minute before it runs out, not after a call failed with it. The
 * server reads the expiry from the cookie and renders only that time; the browser never sees the
 * token (issue 11 item 3).
 */

export const GUEST_REFRESH_MARGIN_MS = 60_000;
/** setTimeout cannot wait longer than 2^31-1 ms; a later expiry is checked at the next start. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Epoch ms of a token's `exp` claim, or null. */
export function tokenExpiresAt(token: string | null | undefined): number | null {
  const claims = decodeTokenClaims(token);
  const exp = claims.ok ? claims.value.exp : undefined;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** Milliseconds until the refresh is due (0: now), or null when no timer is needed. */
export function guestRefreshDelay(expiresAt: number | null, now: number, marginMs = GUEST_REFRESH_MARGIN_MS): number | null {
  if (expiresAt === null) return null;
  const delay = expiresAt - marginMs - now;
  if (delay <= 0) return 0;
  return delay > LONGEST_TIMER_MS ? null : delay;
}
