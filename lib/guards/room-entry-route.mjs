/**
 * The room's entry (`GET /{store}/live/{id}/entry`, app/…/live/[id]/entry/route.ts) without
 * middleware: it is one viewer's JSON, asked for once per arrival, and the edge middleware's own
 * cost was most of it (issue 27, docs/adr/0009-arrivals.md). middleware.ts's matcher leaves the
 * path out; next.config.mjs `rewrites()` maps it to the internal route with the locale of the
 * `kirari_locale` cookie (the default otherwise), as middleware did; the handler reads tokens and
 * the viewer id from cookies itself, so the audience segment carries nothing (`public`).
 * Plain JavaScript: next.config.mjs reads it.
 */

/** The public path, in Next's `rewrites()`/`headers()` source syntax. */
export const ROOM_ENTRY_SOURCE = '/:store/live/:id(\\d+)/entry';

/** lib/i18n/locales.ts LOCALES, LOCALE_COOKIE and DEFAULT_LOCALE (a unit test keeps them equal). */
export const ENTRY_LOCALES = ['ja', 'en', 'zh-TW'];
export const ENTRY_LOCALE_COOKIE = 'kirari_locale';
export const ENTRY_DEFAULT_LOCALE = 'ja';

const internal = (locale) => `/${locale}/public/:store/live/:id/entry`;

/** For `rewrites().beforeFiles`: the first rule whose cookie matches wins; no or an unknown cookie gets the default. */
export function roomEntryRewrites() {
  return [
    ...ENTRY_LOCALES.map((locale) => ({
      source: ROOM_ENTRY_SOURCE,
      has: [{ type: 'cookie', key: ENTRY_LOCALE_COOKIE, value: locale.replace('-', '\\-') }],
      destination: internal(locale),
    })),
    { source: ROOM_ENTRY_SOURCE, destination: internal(ENTRY_DEFAULT_LOCALE) },
  ];
}
