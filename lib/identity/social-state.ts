/**
 * The state nonce of social sign-in (issue 11 item 5): set in an HttpOnly cookie before the buyer
 * leaves for the platform's hop, sent as `state`, and required back on return. A return whose
 * state does not match the cookie was not started by this browser (login CSRF) and signs nobody in.
 */

export const SOCIAL_STATE_COOKIE = 'kirari_social_state';
/** Ten minutes to finish at the provider; long enough for a consent screen, short for a replay. */
export const SOCIAL_STATE_MAX_AGE_S = 600;

const STATE_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;

/** base64url of random bytes (the caller supplies them: crypto.getRandomValues). */
export function encodeSocialState(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Equal strings, compared without an early exit so timing does not tell how much matched. */
function sameString(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** Both present, well-formed and equal. */
export function socialStateMatches(cookie: string | null | undefined, returned: string | null | undefined): boolean {
  if (!cookie || !returned) return false;
  if (!STATE_SHAPE.test(cookie) || !STATE_SHAPE.test(returned)) return false;
  return sameString(cookie, returned);
}

export type SocialReturnQuery = { status: 'success'; token: string; state: string | null } | { status: 'failed' | 'verifying' } | { status: 'invalid' };

/** The platform's return query: `login_status=success&token=…&state=…`, `failed` or `verifying`. */
export function readSocialReturn(query: URLSearchParams): SocialReturnQuery {
  const status = query.get('login_status');
  if (status === 'failed' || status === 'verifying') return { status };
  const token = query.get('token');
  if (status === 'success' && token) return { status, token, state: query.get('state') };
  return { status: 'invalid' };
}
