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

/** The cookie line the browser writes (path /, lax), when the server made up a new id. */
export function viewerIdCookie(id: string, secure: boolean): string {
  return `${VIEWER_ID_COOKIE}=${id}; Path=/; Max-Age=${VIEWER_ID_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
