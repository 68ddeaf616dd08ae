import { getRequestConfig } from 'next-intl/server';
import { FALLBACK_LOCALE, toLocale, withFallback, type Locale, type Messages } from '@/lib/i18n/locales';
import { resolveRequestLocale } from '@/lib/i18n/request-locale';

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

/** An explicit `getTranslations({ locale })` wins; else the render's locale (lib/i18n/request-locale). */
export default getRequestConfig(async ({ locale: explicit }) => {
  const locale = toLocale(explicit) ?? (await resolveRequestLocale());
  return { locale, messages: await messagesFor(locale), timeZone: 'Asia/Tokyo' };
});
