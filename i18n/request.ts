import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALE_COOKIE, LOCALE_HEADER, toLocale, withFallback, type Locale, type Messages } from '@/lib/i18n/locales';

async function load(locale: Locale): Promise<Messages> {
  return (await import(`../messages/${locale}.json`)).default as Messages;
}

/** The locale from middleware's header (a fresh `?locale=`), then the cookie, then ja. */
export async function resolveRequestLocale(): Promise<Locale> {
  const fromHeader = toLocale((await headers()).get(LOCALE_HEADER));
  if (fromHeader) return fromHeader;
  return toLocale((await cookies()).get(LOCALE_COOKIE)?.value) ?? DEFAULT_LOCALE;
}

export default getRequestConfig(async () => {
  const locale = await resolveRequestLocale();
  const fallback = await load(FALLBACK_LOCALE);
  const messages = locale === FALLBACK_LOCALE ? fallback : withFallback(await load(locale), fallback);
  return { locale, messages, timeZone: 'Asia/Tokyo' };
});
