/** Interface locales (commerce §1): ja is the default, en the fallback for missing keys. */
export const LOCALES = ['ja', 'en', 'zh-TW'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ja';
export const FALLBACK_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'kirari_locale';
/** Set by middleware so the first render after `?locale=` uses it before the cookie round-trips. */
export const LOCALE_HEADER = 'x-kirari-locale';

const ALIASES: Record<string, Locale> = {
  ja: 'ja',
  'ja-jp': 'ja',
  en: 'en',
  'en-us': 'en',
  'en-gb': 'en',
  'zh-tw': 'zh-TW',
  zh_tw: 'zh-TW',
  'zh-hant': 'zh-TW',
};

/** A supported locale from a query value, profile value (ja, zh_TW) or cookie; null otherwise. */
export function toLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  return ALIASES[value.trim().toLowerCase()] ?? null;
}

/** The platform's profile locales are ja and zh_TW. */
export function toProfileLocale(locale: Locale): 'ja' | 'zh_TW' | null {
  if (locale === 'ja') return 'ja';
  if (locale === 'zh-TW') return 'zh_TW';
  return null;
}

export type Messages = { [key: string]: string | Messages };

/** Deep merge: keys missing from `primary` come from `fallback`, so a gap shows English, never a key. */
export function withFallback(primary: Messages, fallback: Messages): Messages {
  const merged: Messages = { ...fallback };
  for (const [key, value] of Object.entries(primary)) {
    const base = fallback[key];
    merged[key] = typeof value === 'object' && typeof base === 'object' ? withFallback(value, base) : value;
  }
  return merged;
}

/**
 * The member's profile locale (ja, zh_TW) sets the interface at sign-in unless the buyer has
 * chosen one (the locale cookie, from `?locale=` or the switcher): an explicit choice wins.
 */
export function localeFromProfile(profileLocale: string | null | undefined, chosen: string | null | undefined): Locale | null {
  if (toLocale(chosen)) return null;
  return toLocale(profileLocale);
}
