import { cookies, headers } from 'next/headers';
import { locale as routeLocale } from 'next/root-params';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_HEADER, toLocale, type Locale } from './locales';

/**
 * The locale of the current render. Pages and layouts read the internal `[locale]` root segment
 * (no request access, so their renders can be cached per locale). Server actions and route
 * handlers have no root params: middleware's header, then the cookie, then ja.
 */
export async function resolveRequestLocale(): Promise<Locale> {
  const fromRoute = await routeSegmentLocale();
  if (fromRoute) return fromRoute;
  const fromHeader = toLocale((await headers()).get(LOCALE_HEADER));
  if (fromHeader) return fromHeader;
  return toLocale((await cookies()).get(LOCALE_COOKIE)?.value) ?? DEFAULT_LOCALE;
}

async function routeSegmentLocale(): Promise<Locale | null> {
  try {
    return toLocale(await (routeLocale as () => Promise<string | undefined>)());
  } catch {
    // Not available outside a page render (server actions, route handlers).
    return null;
  }
}
