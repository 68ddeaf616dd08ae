import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { getLivewebMe } from '@/lib/api/auth';
import { LOCALE_COOKIE, localeFromProfile } from '@/lib/i18n/locales';
import { baseCookieOptions, clearTokenCookies, cookieForContext, guestTokenCookie, isEmbeddedRequest, memberTokenCookie, type CookieWrite } from '@/lib/identity/cookies';
import { clientAddress } from '@/lib/security/forwarded';
export { requestOrigin } from '@/lib/seo/request-origin';
import { createRateLimiter, retryAfterSeconds, type RateLimiter } from '@/lib/security/rate-limit';

/**
 * Server side of the session (server actions and route handlers only): the HttpOnly token
 * cookies, the profile locale after sign-in, and the per-client limits of issue 11 item 5.
 */

const LOCALE_MAX_AGE_S = 365 * 24 * 3600;

export async function requestHost(): Promise<string> {
  return (await headers()).get('host') ?? 'localhost';
}

/** Every cookie the server writes: partitioned when the request comes from a room in a cross-site frame (ADR 0005). */
export async function writeCookie(write: CookieWrite): Promise<void> {
  const jar = await cookies();
  const { name, value, options } = cookieForContext(write, isEmbeddedRequest((cookie) => jar.get(cookie)?.value));
  jar.set(name, value, options);
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
  const list = await headers();
  // Without a trusted proxy the socket's address is the last x-forwarded-for entry: next start
  // appends it (server actions cannot see the socket itself).
  const socket = list.get('x-forwarded-for')?.split(',').map((entry) => entry.trim()).filter(Boolean).pop() ?? null;
  const client = clientAddress((name) => list.get(name), socket);
  const verdict = limiters()[bucket].attempt(client);
  if (verdict.allowed) return null;
  const t = await getTranslations('signIn');
  return t('rateLimited', { seconds: retryAfterSeconds(verdict.retryAfterMs) });
}

