import { cookies } from 'next/headers';
import { socialSignInUrl } from '@/lib/api/auth';
import { TARGET_PATH_COOKIE } from '@/lib/guards/remember';
import { secretCookieOptions } from '@/lib/identity/cookies';
import { SOCIAL_STATE_COOKIE, SOCIAL_STATE_MAX_AGE_S, encodeSocialState, readSocialReturn, socialStateMatches } from '@/lib/identity/social-state';
import { decodeTokenClaims } from '@/lib/identity/token';
import { SocialProvider } from '@/lib/schemas';
import { loginTarget } from '@/lib/identity/login-target';
import { applyProfileLocale, requestHost, requestOrigin, setTokenCookie, writeCookie } from './server-session';
import { appPath, withQuery, type SafeHref } from '@/lib/url/safe-href';

/**
 * Social sign-in, both ends on the server (issue 11 item 5). The start sets a random state nonce
 * in an HttpOnly cookie and sends it to the platform's hop; the return accepts a token only with
 * that state, so nobody can be signed in by a link they did not start.
 */

/** Same-store paths: /{store}/login/social starts, /{store}/login/social/return comes back. */
export const socialReturnPath = (slug: string) => `/${encodeURIComponent(slug)}/login/social/return`;
const loginPath = (slug: string, status: string): SafeHref => withQuery(appPath(slug, 'login'), { login_status: status });

/** The hop's address, or null for an unknown provider. */
export async function startSocialSignIn(slug: string, provider: string | null): Promise<SafeHref | null> {
  const parsed = SocialProvider.safeParse(provider);
  if (!parsed.success) return null;
  const state = encodeSocialState(crypto.getRandomValues(new Uint8Array(32)));
  await writeCookie({ name: SOCIAL_STATE_COOKIE, value: state, options: secretCookieOptions(await requestHost(), SOCIAL_STATE_MAX_AGE_S) });
  return socialSignInUrl(parsed.data, `${await requestOrigin()}${socialReturnPath(slug)}`, state) ?? null;
}

/**
 * The return: where to send the buyer. The state cookie is spent whatever happens; a token is
 * stored only with a matching state, else the login page says the sign-in was refused.
 */
export async function finishSocialSignIn(slug: string, query: URLSearchParams): Promise<SafeHref> {
  const jar = await cookies();
  const expected = jar.get(SOCIAL_STATE_COOKIE)?.value;
  await writeCookie({ name: SOCIAL_STATE_COOKIE, value: '', options: secretCookieOptions(await requestHost(), 0) });
  const answer = readSocialReturn(query);
  if (answer.status === 'failed' || answer.status === 'verifying') return loginPath(slug, answer.status);
  if (answer.status !== 'success' || !socialStateMatches(expected, answer.state) || !decodeTokenClaims(answer.token).ok) return loginPath(slug, 'refused');
  await setTokenCookie('member', answer.token);
  await applyProfileLocale(answer.token);
  return loginTarget(slug, [jar.get(TARGET_PATH_COOKIE)?.value]);
}
