import { describe, expect, it } from '@jest/globals';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zhTW from '@/messages/zh-TW.json';
import { localeFromProfile, toLocale, toProfileLocale, withFallback, type Messages } from '@/lib/i18n/locales';

function keys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('locale files', () => {
  const reference = keys(en).sort();
  it.each([
    ['ja', ja],
    ['zh-TW', zhTW],
  ])('%s has exactly the keys of en', (_name, messages) => {
    expect(keys(messages as Messages).sort()).toEqual(reference);
  });
  it('has no empty strings', () => {
    const empty = [en, ja, zhTW].flatMap((m) => JSON.stringify(m).match(/:""/g) ?? []);
    expect(empty).toEqual([]);
  });
});

describe('toLocale', () => {
  it('accepts supported locales and their aliases', () => {
    expect(toLocale('en')).toBe('en');
    expect(toLocale('zh-TW')).toBe('zh-TW');
    expect(toLocale('zh_TW')).toBe('zh-TW');
    expect(toLocale('JA')).toBe('ja');
  });
  it('ignores unsupported values', () => {
    expect(toLocale('xx')).toBeNull();
    expect(toLocale('')).toBeNull();
    expect(toLocale(null)).toBeNull();
    expect(toLocale('zh-CN')).toBeNull();
  });
  it('maps to the profile locales of the platform', () => {
    expect(toProfileLocale('zh-TW')).toBe('zh_TW');
    expect(toProfileLocale('en')).toBeNull();
  });
});

describe('withFallback', () => {
  it('fills missing keys, deeply, from the fallback and keeps translated ones', () => {
    const merged = withFallback({ a: { x: 'ja-x' } }, { a: { x: 'en-x', y: 'en-y' }, b: 'en-b' });
    expect(merged).toEqual({ a: { x: 'ja-x', y: 'en-y' }, b: 'en-b' });
  });
});

describe('localeFromProfile', () => {
  it('applies the profile locale when the buyer has not chosen one', () => {
    expect(localeFromProfile('zh_TW', null)).toBe('zh-TW');
    expect(localeFromProfile('ja', undefined)).toBe('ja');
  });
  it('keeps an explicit choice, and ignores unsupported or missing profile locales', () => {
    expect(localeFromProfile('zh_TW', 'en')).toBeNull();
    expect(localeFromProfile('fr', null)).toBeNull();
    expect(localeFromProfile(null, null)).toBeNull();
  });
});
