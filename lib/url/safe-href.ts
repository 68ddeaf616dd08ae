/**
 * A navigation target that passed a check: a same-site path (`safeInternalPath`, `sameSitePath`),
 * a URL that passed the external URL check (`externalUrl`), or a path this app builds itself from
 * encoded segments (`appPath`). Navigation sinks (redirect, router.push/replace, location,
 * window.open, <a href>) take only literals, such paths, or this type — tests/unit/url/
 * navigation-sinks.test.ts enforces it over the whole source tree. Only lib/url may cast to it.
 */
export type SafeHref = string & { readonly __safeHref: unique symbol };

/**
 * A path the app builds itself: every dynamic segment is percent-encoded, so no value can add a
 * slash, a backslash or a scheme, and an empty segment cannot collapse the path into `//host`.
 */
export function appPath(...segments: ReadonlyArray<string | number>): SafeHref {
  return `/${segments.map((segment) => encodeURIComponent(String(segment)) || '_').join('/')}` as SafeHref;
}

/** A checked path or URL with a query string built from `URLSearchParams`-style pairs. */
export function withQuery(href: SafeHref, query: Record<string, string | number | null | undefined> | URLSearchParams): SafeHref {
  const params = query instanceof URLSearchParams ? query : new URLSearchParams();
  if (!(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  if (!text) return href;
  const [base, hash] = splitHash(href);
  return `${base}${base.includes('?') ? '&' : '?'}${text}${hash}` as SafeHref;
}

function splitHash(href: string): [string, string] {
  const index = href.indexOf('#');
  return index === -1 ? [href, ''] : [href.slice(0, index), href.slice(index)];
}
