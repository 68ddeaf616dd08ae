import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { getLivewebMe } from '@/lib/api/auth';
import { LOCALE_COOKIE, localeFromProfile } from '@/lib/i18n/locales';
import { GUEST_TOKEN_COOKIE, MEMBER_TOKEN_COOKIE, baseCookieOptions, clearTokenCookies, guestTokenCookie, isLocalHost, memberTokenCookie, type CookieWrite } from '@/lib/identity/cookies';
import { tokenFingerprint } from '@/lib/identity/fingerprint';
import { clientAddress, trustsProxy } from '@/lib/security/client-address';
import { createRateLimiter, retryAfterSeconds, type RateLimiter } from '@/lib/security/rate-limit';

/**
 * Server side of the session (server actions and route handlers only): the HttpOnly token
 * cookies, the profile locale after sign-in, and the per-client limits of issue 11 item 5.
 */

const LOCALE_MAX_AGE_S = 365 * 24 * 3600;

export async function requestHost(): Promise<string> {
  return (await headers()).get('host') ?? 'localhost';
}

export async function writeCookie({ name, value, options }: CookieWrite): Promise<void> {
  (await cookies()).set(name, value, options);
}

export async function setTokenCookie(kind: 'member' | 'guest', token: string): Promise<void> {
  const host = await requestHost();
  await writeCookie(kind === 'member' ? memberTokenCookie(token, host) : guestTokenCookie(token, host));
}

export async function clearSessionCookies(): Promise<void> {
  const host = await requestHost();
  for (const write of clearTokenCookies(host)) await writeCookie(write);
}

/** After sign-in: the interface follows the member's profile locale unless one was chosen. */
export async function applyProfileLocale(token: string): Promise<void> {
  // Never in the way of signing in: any failure leaves the locale as it is.
  const me = await getLivewebMe({ token, guestToken: null }).catch(() => null);
  if (!me?.ok || !me.data.user) return;
  const jar = await cookies();
  const locale = localeFromProfile(me.data.user.locale, jar.get(LOCALE_COOKIE)?.value);
  if (locale) await writeCookie({ name: LOCALE_COOKIE, value: locale, options: baseCookieOptions(await requestHost(), LOCALE_MAX_AGE_S) });
}

export type LimitBucket = 'signIn' | 'ticket';

/** 5 attempts a minute per client and bucket; one map per process, shared by every route bundle. */
const LIMITS = Symbol.for('kirari.rateLimits');
type LimitRegistry = Record<LimitBucket, RateLimiter>;

function limiters(): LimitRegistry {
  const holder = globalThis as typeof globalThis & { [LIMITS]?: LimitRegistry };
  holder[LIMITS] ??= {
    signIn: createRateLimiter({ limit: 5, windowMs: 60_000 }),
    ticket: createRateLimiter({ limit: 5, windowMs: 60_000 }),
  };
  return holder[LIMITS];
}

/** Counts an attempt of this client; null when allowed, else the translated "try again in" message. */
export async function limitAttempt(bucket: LimitBucket): Promise<string | null> {
  const client = clientAddress(await headers(), trustsProxy(process.env.TRUST_PROXY));
  const verdict = limiters()[bucket].attempt(client);
  if (verdict.allowed) return null;
  const t = await getTranslations('signIn');
  return t('rateLimited', { seconds: retryAfterSeconds(verdict.retryAfterMs) });
}

/** The origin the browser used (forwarded host and scheme only behind a trusted proxy). */
export async function requestOrigin(): Promise<string> {
  const h = await headers();
  const trusted = trustsProxy(process.env.TRUST_PROXY);
  const host = (trusted ? h.get('x-forwarded-host') : null) ?? h.get('host') ?? 'localhost';
  const proto = (trusted ? h.get('x-forwarded-proto')?.split(',')[0]?.trim() : null) || (isLocalHost(host) ? 'http' : 'https');
  return `${proto}://${host}`;
}

/** The fingerprint of the token this request signs in with (member first), for the room's kick. */
export async function sessionFingerprint(): Promise<string | null> {
  const jar = await cookies();
  const token = jar.get(MEMBER_TOKEN_COOKIE)?.value || jar.get(GUEST_TOKEN_COOKIE)?.value;
  return token ? tokenFingerprint(token) : null;
}
