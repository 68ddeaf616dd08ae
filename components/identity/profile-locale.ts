import { getLivewebMe } from '@/lib/api/auth';
import { LOCALE_COOKIE, localeFromProfile } from '@/lib/i18n/locales';
import { baseCookieOptions, serializeCookie } from '@/lib/identity/cookies';
import { readCookie } from './token-storage';

const LOCALE_MAX_AGE_S = 365 * 24 * 3600;

/** After sign-in: apply the member's profile locale (before the page reloads) unless one was chosen. */
export async function applyProfileLocale(token: string): Promise<void> {
  // Never in the way of signing in: any failure leaves the locale as it is.
  const me = await getLivewebMe({ token }).catch(() => null);
  if (!me?.ok || !me.data.user) return;
  const locale = localeFromProfile(me.data.user.locale, readCookie(LOCALE_COOKIE));
  if (!locale) return;
  document.cookie = serializeCookie({ name: LOCALE_COOKIE, value: locale, options: baseCookieOptions(window.location.hostname, LOCALE_MAX_AGE_S) });
}
