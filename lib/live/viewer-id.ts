import { cookieForContext, serializeCookie, type CookieWrite } from '@/lib/identity/cookies';

/**
 * The viewer's realtime id (pubnub userId, `pn_id` of interaction calls, stream-info `uuid`):
 * a random id kept in a cookie, so server and browser agree on it and it survives reloads.
 */

export const VIEWER_ID_COOKIE = 'kirari_viewer_id';
/** One year. */
export const VIEWER_ID_MAX_AGE_S = 365 * 24 * 3600;

const VIEWER_ID = /^v-[0-9a-f-]{8,64}$/;

export function isViewerId(value: string): boolean {
  return VIEWER_ID.test(value);
}

export function newViewerId(): string {
  return `v-${crypto.randomUUID()}`;
}

/**
 * The cookie line the browser writes (path /, lax), when the server made up a new id; in a
 * cross-site frame partitioned, the only kind the browser keeps there (ADR 0005).
 */
export function viewerIdCookie(id: string, secure: boolean, embedded = false): string {
  const write: CookieWrite = { name: VIEWER_ID_COOKIE, value: id, options: { path: '/', sameSite: 'lax', secure, httpOnly: false, maxAge: VIEWER_ID_MAX_AGE_S } };
  return serializeCookie(cookieForContext(write, embedded));
}
