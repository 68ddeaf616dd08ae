import { DEFAULT_LOCALE, LOCALE_COOKIE, toLocale, type Locale } from '@/lib/i18n/locales';
import { GUEST_TOKEN_COOKIE, MEMBER_TOKEN_COOKIE } from '@/lib/identity/cookies';
import { kindFromQuery, MARKET_KINDS, type MarketKind } from '@/lib/market/market-query';
import { keywordFromQuery, pageFromQuery } from '@/lib/market/product-card';
import { ENTRY_QUERY_FLAGS } from './entry-notices';
import { parseStorePath } from './paths';
import type { CookieReader } from './tokens';

/**
 * The full-route cache for anonymous visitors. The market and product pages of a visitor without
 * tokens are the same for everyone who shares their locale and query, so middleware rewrites such
 * a request to an internal, statically generated (ISR) copy of the page whose path carries what
 * the dynamic page would read from the request: public origin (canonical URLs), locale and the
 * normalised market query. Anything personal (a token cookie, a one-shot entry flag, a non-GET)
 * keeps the dynamic page.
 */

/** First segment of the internal routes (app/(anonymous)/%5Fanon); requests for it are 404s. */
export const ANONYMOUS_CACHE_SEGMENT = '_anon';

export interface MarketView {
  kind: MarketKind;
  page: number;
  keyword?: string;
}

export interface AnonymousCacheRequest {
  method: string;
  pathname: string;
  search: URLSearchParams;
  cookie: CookieReader;
  /** A fresh `?locale=` (guard step 4); it wins over the cookie, as in i18n/request.ts. */
  queryLocale: Locale | null;
  /** The public origin (lib/seo/origin siteOrigin) for canonical and Open Graph URLs. */
  origin: string;
}

/**
 * Any text as one path segment of [A-Za-z0-9_~-], reversibly: percent-encoding with `~` for `%`,
 * so no `/`, `%` or `.` reaches the router (which would decode or split them).
 */
export function toSegment(text: string): string {
  return encodeURIComponent(text)
    .replace(/[~.!*'()]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%/g, '~');
}

export function fromSegment(segment: string): string | null {
  if (!/^[A-Za-z0-9_~-]*$/.test(segment)) return null;
  try {
    return decodeURIComponent(segment.replace(/~/g, '%'));
  } catch {
    return null;
  }
}

const PAGE = /^[1-9]\d{0,8}$/;

/** `all.1`, `product.2`, `all.1.<keyword segment>`: kind, page and keyword in one segment. */
export function marketViewSegment(view: MarketView): string {
  const head = `${view.kind}.${view.page}`;
  return view.keyword ? `${head}.${toSegment(view.keyword)}` : head;
}

/** The view of a segment, or null when it is not the canonical form of one (one cache entry per view). */
export function parseMarketViewSegment(segment: string): MarketView | null {
  const [kind, page, encoded, ...rest] = segment.split('.');
  if (rest.length > 0 || !(MARKET_KINDS as readonly string[]).includes(kind) || !PAGE.test(page ?? '')) return null;
  const keyword = encoded === undefined ? undefined : keywordFromQuery(fromSegment(encoded) ?? undefined);
  if (encoded !== undefined && keyword === undefined) return null;
  const view: MarketView = { kind: kind as MarketKind, page: Number(page), ...(keyword ? { keyword } : {}) };
  return marketViewSegment(view) === segment ? view : null;
}

/** The market query of a request, normalised as the market page reads it; null for a page number too long to cache. */
export function marketViewFromQuery(search: URLSearchParams): MarketView | null {
  const keyword = keywordFromQuery(search.get('keyword') ?? undefined);
  const page = pageFromQuery(search.get('page') ?? undefined);
  if (!PAGE.test(String(page))) return null;
  return { kind: kindFromQuery(search.get('kind') ?? undefined), page, ...(keyword ? { keyword } : {}) };
}

const PRODUCT_REST = /^\/market\/product\/([1-9]\d{0,14})$/;

/** Whether a request path is the internal cache route itself (never served directly). */
export function isAnonymousCachePath(pathname: string): boolean {
  const first = /^\/([^/]*)/.exec(pathname)?.[1] ?? '';
  try {
    return decodeURIComponent(first).toLowerCase() === ANONYMOUS_CACHE_SEGMENT;
  } catch {
    return false;
  }
}

/** Whether the request may be served from the anonymous cache: nothing personal about it. */
export function isAnonymousRequest(request: Pick<AnonymousCacheRequest, 'method' | 'search' | 'cookie'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // Any value counts: the dynamic shell renders as signed in for any non-empty token cookie.
  if (request.cookie(MEMBER_TOKEN_COOKIE) || request.cookie(GUEST_TOKEN_COOKIE)) return false;
  return !ENTRY_QUERY_FLAGS.some((flag) => request.search.has(flag));
}

/** The internal path to rewrite to, or null to render the page dynamically. */
export function anonymousCachePath(request: AnonymousCacheRequest): string | null {
  if (!isAnonymousRequest(request)) return null;
  const storePath = parseStorePath(request.pathname);
  if (!storePath) return null;
  const locale = request.queryLocale ?? toLocale(request.cookie(LOCALE_COOKIE)) ?? DEFAULT_LOCALE;
  const base = `/${ANONYMOUS_CACHE_SEGMENT}/${toSegment(request.origin)}/${locale}/${encodeURIComponent(storePath.slug)}/market`;
  if (storePath.rest === '/market') {
    const view = marketViewFromQuery(request.search);
    return view ? `${base}/${marketViewSegment(view)}` : null;
  }
  const product = PRODUCT_REST.exec(storePath.rest);
  return product ? `${base}/product/${product[1]}` : null;
}

/** The origin and locale segments of an internal path, checked (null: not a valid cache path). */
export function cachedRouteContext(segments: { origin: string; locale: string }): { origin: string; locale: Locale } | null {
  const origin = fromSegment(segments.origin);
  const locale = toLocale(segments.locale);
  if (!origin || !locale || locale !== segments.locale || !/^https?:\/\/[^/?#]+$/.test(origin)) return null;
  return { origin, locale };
}
