'use client';

import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { safeInternalPath } from '@/lib/url/internal-path';
import { appPath, withQuery, type SafeHref } from '@/lib/url/safe-href';
import styles from './shell.module.css';

/** Each language in its own name, so a buyer finds theirs whatever the page is in. */
export const LOCALE_NAMES: Record<Locale, string> = { ja: '日本語', en: 'English', 'zh-TW': '繁體中文' };

/**
 * The same page and query with `locale` set; middleware applies it and keeps it in a cookie.
 * A page URL like `https://shop//evil.example/x` has the pathname `//evil.example/x`: checked.
 */
export function localeHref(current: string, locale: Locale): SafeHref {
  const url = new URL(current);
  url.searchParams.set('locale', locale);
  return safeInternalPath(`${url.pathname}${url.search}${url.hash}`) ?? withQuery(appPath(), { locale });
}

/**
 * A full navigation, not router.push: the header, the root layout's <html lang> and every server
 * component must render again in the new language.
 */
export function LocaleSwitcher({ locale, label }: { locale: Locale; label: string }) {
  return (
    <label className={styles.locale}>
      <span className="visually-hidden">{label}</span>
      <select value={locale} onChange={(event) => window.location.assign(localeHref(window.location.href, event.target.value as Locale))}>
        {LOCALES.map((value) => (
          <option key={value} value={value} lang={value}>
            {LOCALE_NAMES[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
