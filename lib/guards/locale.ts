import { toLocale, type Locale } from '@/lib/i18n/locales';

/** Guard step 4: a supported `locale` query parameter is applied; anything else is ignored. */
export function localeFromQuery(search: URLSearchParams): Locale | null {
  return toLocale(search.get('locale'));
}
