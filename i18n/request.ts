import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALE_COOKIE, LOCALE_HEADER, toLocale, withFallback, type Locale, type Messages } from '@/lib/i18n/locales';
import { renderLocale } from './render-locale';

async function load(locale: Locale): Promise<Messages> {
  return (await import(`../messages/${locale}.json`)).default as Messages;
}

// Messages never change while the server runs: merge each locale with its fallback once.
const merged = new Map<Locale, Promise<Messages>>();
function messagesFor(locale: Locale): Promise<Messages> {
  let messages = merged.get(locale);
  if (!messages) {
    messages = locale === FALLBACK_LOCALE ? load(locale) : Promise.all([load(locale), load(FALLBACK_LOCALE)]).then(([own, fallback]) => withFallback(own, fallback));
    merged.set(locale, messages);
  }
  return messages;
}

/** A cached route's own locale (see render-locale); else middleware's header (a fresh `?locale=`), then the cookie, then ja. */
export async function resolveRequestLocale(): Promise<Locale> {
  const explicit = renderLocale();
  if (explicit) return explicit;
  const fromHeader = toLocale((await headers()).get(LOCALE_HEADER));
  if (fromHeader) return fromHeader;
  return toLocale((await cookies()).get(LOCALE_COOKIE)?.value) ?? DEFAULT_LOCALE;
}

export default getRequestConfig(async () => {
  const locale = await resolveRequestLocale();
  return { locale, messages: await messagesFor(locale), timeZone: 'Asia/Tokyo' };
});
