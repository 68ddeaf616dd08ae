import { cachedRouteContext } from '@/lib/guards/anonymous-cache';
import type { Locale } from '@/lib/i18n/locales';
import { setRenderLocale } from '@/i18n/render-locale';

/**
 * The anonymous full-route cache (lib/guards/anonymous-cache): middleware rewrites a visitor
 * without tokens here, with the public origin and the locale as segments, because a statically
 * generated route cannot read the request. Every layout, page and metadata function of this tree
 * calls this first, so next-intl and the platform calls use the path's locale.
 */
export interface CachedRouteParams {
  origin: string;
  locale: string;
}

/** null when the segments are not a valid origin and locale (only a hand-made path). */
export async function cachedRoute(params: Promise<CachedRouteParams>): Promise<{ origin: string; locale: Locale } | null> {
  const route = cachedRouteContext(await params);
  if (route) setRenderLocale(route.locale);
  return route;
}
