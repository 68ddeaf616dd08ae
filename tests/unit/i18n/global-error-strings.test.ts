/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zhTW from '@/messages/zh-TW.json';
import { GLOBAL_ERROR_STRINGS, globalErrorLocale, globalErrorStrings } from '@/lib/i18n/global-error-strings';
import { SHELL_STRINGS_ID } from '@/lib/i18n/shell-strings';

const files = { ja, en, 'zh-TW': zhTW } as const;

function documentWith(lang: string, shellJson?: string): Document {
  const doc = document.implementation.createHTMLDocument('x');
  doc.documentElement.lang = lang;
  if (shellJson !== undefined) {
    const script = doc.createElement('script');
    script.id = SHELL_STRINGS_ID;
    script.type = 'application/json';
    script.textContent = shellJson;
    doc.body.append(script);
  }
  return doc;
}

describe('global error strings', () => {
  it.each(Object.keys(files) as (keyof typeof files)[])('the %s copy equals the message file', (locale) => {
    const messages = files[locale];
    expect(GLOBAL_ERROR_STRINGS[locale]).toEqual({
      errorTitle: messages.errors.genericTitle,
      errorBody: messages.errors.genericBody,
      retry: messages.common.retry,
    });
  });

  it.each([
    ['en', 'en'],
    ['en-US', 'en'],
    ['zh-TW', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['ja', 'ja'],
    ['', 'ja'],
    [undefined, 'ja'],
    ['fr', 'ja'],
  ])('lang %p reads as %s', (lang, locale) => {
    expect(globalErrorLocale(lang)).toBe(locale);
  });

  it('prefers the shell strings the page carries', () => {
    const shell = { errorTitle: 'T', errorBody: 'B', retry: 'R' };
    expect(globalErrorStrings(documentWith('en', JSON.stringify(shell)))).toEqual(shell);
  });

  it('falls back to the document language when the page strings are missing or broken', () => {
    expect(globalErrorStrings(documentWith('en'))).toEqual(GLOBAL_ERROR_STRINGS.en);
    expect(globalErrorStrings(documentWith('zh-TW', '{"errorTitle":3}'))).toEqual(GLOBAL_ERROR_STRINGS['zh-TW']);
    expect(globalErrorStrings(documentWith('ja', 'not json'))).toEqual(GLOBAL_ERROR_STRINGS.ja);
    expect(globalErrorStrings(undefined)).toEqual(GLOBAL_ERROR_STRINGS.ja);
  });
});
