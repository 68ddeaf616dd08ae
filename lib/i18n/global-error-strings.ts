import { GLOBAL_ERROR_JA } from './global-error-ja';
import { readShellStrings, type ShellStrings } from './shell-strings';

/**
 * The root error boundary (app/global-error.tsx) replaces the root layout, so neither next-intl nor
 * always the page's shell strings are there. These copies of `errors.genericTitle`,
 * `errors.genericBody` and `common.retry` in messages/{ja,en,zh-TW}.json are the fallback (a unit
 * test keeps them equal to the message files, which stay the source). Error boundaries load this
 * module on demand (components/shell/useErrorStrings), so the tables stay out of every first load.
 */
export const GLOBAL_ERROR_STRINGS: Record<'ja' | 'en' | 'zh-TW', ShellStrings> = {
  ja: GLOBAL_ERROR_JA,
  en: { errorTitle: 'Something went wrong', errorBody: 'Please try again in a moment.', retry: 'Try again' },
  'zh-TW': { errorTitle: '發生錯誤', errorBody: '請稍後再試。', retry: '重試' },
};

/** ja default; `en-US` → en, `zh-Hant-TW`/`zh-TW` → zh-TW. */
export function globalErrorLocale(lang: string | null | undefined): keyof typeof GLOBAL_ERROR_STRINGS {
  const tag = typeof lang === 'string' ? lang.toLowerCase() : '';
  if (tag.startsWith('en')) return 'en';
  if (tag.startsWith('zh')) return 'zh-TW';
  return 'ja';
}

/** The page's own shell strings when it still has them, else the copy for the document's language. */
export function globalErrorStrings(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): ShellStrings {
  const fromPage = readShellStrings(doc);
  if (fromPage) return fromPage;
  return GLOBAL_ERROR_STRINGS[globalErrorLocale(doc?.documentElement.lang)];
}
