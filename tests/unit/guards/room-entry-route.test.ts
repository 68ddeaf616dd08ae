/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { ENTRY_DEFAULT_LOCALE, ENTRY_LOCALE_COOKIE, ENTRY_LOCALES, roomEntryRewrites } from '@/lib/guards/room-entry-route.mjs';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES } from '@/lib/i18n/locales';
import { config } from '@/middleware';

interface Rule {
  source: string;
  has?: { type: 'cookie'; key: string; value: string }[];
  destination: string;
}
type MatchHas = (req: { headers: Record<string, string> }, query: Record<string, string>, has: Rule['has']) => false | Record<string, string>;
type PathMatch = (path: string) => false | { params: Record<string, string> };

// Next's own copies, loaded the way it loads them: the rules are judged as Next judges `rewrites()`.
/* eslint-disable @typescript-eslint/no-require-imports -- untyped compiled modules */
const { matchHas } = require('next/dist/shared/lib/router/utils/prepare-destination') as { matchHas: MatchHas };
const { match } = require('next/dist/compiled/path-to-regexp') as { match: (source: string) => PathMatch };
/* eslint-enable @typescript-eslint/no-require-imports */

/** Where Next sends `path` with the `Cookie` header `cookie`: the first rule that matches, its params filled in. */
function rewrite(path: string, cookie?: string): string | null {
  for (const rule of roomEntryRewrites() as Rule[]) {
    const matched = match(rule.source)(path);
    if (!matched) continue;
    if (rule.has && !matchHas({ headers: cookie ? { cookie } : {} }, {}, rule.has)) continue;
    return rule.destination.replace(/:(\w+)/g, (_, name: string) => matched.params[name]);
  }
  return null;
}

describe('the room entry outside middleware (lib/guards/room-entry-route.mjs)', () => {
  it('keeps the locales, their cookie and the default of lib/i18n', () => {
    expect(ENTRY_LOCALES).toEqual([...LOCALES]);
    expect(ENTRY_LOCALE_COOKIE).toBe(LOCALE_COOKIE);
    expect(ENTRY_DEFAULT_LOCALE).toBe(DEFAULT_LOCALE);
  });

  it('maps the entry to its internal route in the locale cookie names, else the default', () => {
    expect(rewrite('/demo/live/9001/entry', 'kirari_locale=en')).toBe('/en/public/demo/live/9001/entry');
    expect(rewrite('/demo/live/9001/entry', 'a=1; kirari_locale=zh-TW; b=2')).toBe('/zh-TW/public/demo/live/9001/entry');
    expect(rewrite('/demo/live/9001/entry', 'kirari_locale=ja')).toBe('/ja/public/demo/live/9001/entry');
    expect(rewrite('/demo/live/9001/entry')).toBe('/ja/public/demo/live/9001/entry');
    // Anything but a whole locale is the default, never a path segment of the visitor's choosing.
    for (const value of ['xx', 'en-US', 'zh', 'en%2F..', 'zhXTW']) expect({ value, to: rewrite('/demo/live/9001/entry', `kirari_locale=${value}`) }).toEqual({ value, to: '/ja/public/demo/live/9001/entry' });
  });

  it('rewrites exactly the paths middleware leaves out', () => {
    const middlewareRuns = new RegExp(`^${config.matcher[0]}$`);
    const paths = ['/demo/live/9001/entry', '/demo/live/abc/entry', '/demo/live/9001/entry/x', '/demo/live/9001', '/demo/record/9001/entry', '/live/9001/entry', '/a/b/live/9001/entry'];
    for (const path of paths) expect({ path, rewritten: rewrite(path) !== null }).toEqual({ path, rewritten: !middlewareRuns.test(path) });
  });
});
