import { cache } from 'react';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The locale a statically generated route renders in, from its `[locale]` segment. Such a route
 * must not read headers or cookies (that would make it dynamic), so its layouts, pages and
 * metadata set it first and `resolveRequestLocale` honours it. Scoped to one render by React's
 * cache; empty in server actions and route handlers, which read the request as before.
 */
const slot = cache((): { locale: Locale | null } => ({ locale: null }));

export function setRenderLocale(locale: Locale): void {
  slot().locale = locale;
}

export function renderLocale(): Locale | null {
  return slot().locale;
}
