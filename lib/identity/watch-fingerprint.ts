import { createHash } from 'node:crypto';

/**
 * The fingerprint of a viewing session for live.watched (the duplicate-watch kick): hex SHA-256 of
 * the token under a domain prefix, so it equals no other hash of the token and gives nothing a
 * bearer could use. Computed on the server from the HttpOnly cookie; the browser only compares it.
 * platform/realtime/watch.ts computes the same value on the platform's side.
 */
export const WATCH_FINGERPRINT_PREFIX = 'kirari-watch:';

/** null for no token (a ghost has no session to protect). */
export function watchFingerprint(token: string | null | undefined): string | null {
  if (typeof token !== 'string' || token.trim() === '') return null;
  return createHash('sha256').update(`${WATCH_FINGERPRINT_PREFIX}${token}`).digest('hex');
}
