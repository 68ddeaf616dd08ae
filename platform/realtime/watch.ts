import { createHash } from 'node:crypto';

/**
 * Duplicate-watch detection (live-room §7 live.watched) without publishing bearer tokens: the
 * event carries a fingerprint of the watching session's token, hex SHA-256 under a domain prefix so
 * it matches no other hash of the token. lib/identity/watch-fingerprint.ts is the storefront's copy
 * (the platform imports nothing of lib but schemas); a contract test keeps the two equal.
 */
export const WATCH_FINGERPRINT_PREFIX = 'kirari-watch:';

export function watchFingerprint(token: string): string {
  return createHash('sha256').update(`${WATCH_FINGERPRINT_PREFIX}${token}`).digest('hex');
}

/** live.watched's body for a member or guest who opened the room with this token. */
export function watchedEvent(viewer: { type: 'user' | 'guest'; id: number; token: string }) {
  return { user_id: viewer.id, user_type: viewer.type, fingerprint: watchFingerprint(viewer.token) };
}
