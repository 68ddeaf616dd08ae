// What the front cache (docs/adr/0008-front-cache.md) may keep and for whom: pure rules over a
// request's method, URL and headers and a response's status and headers. Plain .mjs: the production
// server (scripts/serve.mjs) loads it with Node, unbundled.
import { isBot } from 'next/dist/shared/lib/router/utils/is-bot.js';

/** The one cookie in the key: a shared page is rendered in its language (the URL carries no locale). */
export const LOCALE_COOKIE = 'kirari_locale';

/**
 * The cache-key rule for cookies, the same for this cache and a CDN (README "CDN in front of the
 * public pages", docs/adr/0008-front-cache.md; a unit test holds the README to these lists):
 * - a request carrying any of BYPASS_COOKIES (a member or guest token: the page is personal) is
 *   never answered from a shared cache;
 * - KEY_COOKIES are part of the key, by value;
 * - every other cookie is left out of the key. What the site writes on a visit (kirari_store,
 *   kirari_target_path, kirari_channel_source, kirari_viewer_id …) changes no shared page: those
 *   pages are prerendered copies that read no cookie, and middleware reads them only to decide what
 *   to write, which a shared answer never does. A page that did read one would render per request
 *   and go out private (unsharedCacheControl), so it could not be kept.
 */
export const KEY_COOKIES = Object.freeze([LOCALE_COOKIE]);
export const BYPASS_COOKIES = Object.freeze(['kirari_token', 'kirari_guest_token']);

/** Request headers that make the answer something else: RSC payloads, server actions, prefetches, credentials. */
export const BYPASS_HEADERS = ['rsc', 'next-action', 'next-url', 'authorization', 'content-security-policy', 'range', 'if-range'];
export const BYPASS_HEADER_PREFIXES = ['next-router-', 'x-middleware-', 'x-nextjs-', 'x-prerender-'];

/** Request headers middleware reads on a shared page (lib/guards/prefetch.ts, lib/security/middleware.ts): they are in the key. */
export const KEYED_HEADERS = ['host', 'x-forwarded-proto', 'accept-encoding', 'sec-fetch-mode', 'purpose', 'sec-purpose'];

/**
 * A segment prefetch (Next's router fetching one prerendered segment of a link: `RSC: 1`,
 * `Next-Router-Prefetch: 1`, `Next-Router-Segment-Prefetch: <segment>`) is the same for every
 * anonymous visitor: it is cut from the route's static prerender and reads no cookie. So it is
 * kept like a page (issue 27: a crowd's prefetches of the market and the lobby), keyed also by
 * these headers, which are what Next varies its answer on (and `Next-Url`, the page it came from,
 * which the URL's `_rsc` hash covers too). Any other RSC request still bypasses.
 */
export const PREFETCH_KEYED_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree', 'next-url'];

/** Whether the request is a segment prefetch (PREFETCH_KEYED_HEADERS), and nothing else of Next's. */
function isSegmentPrefetch(headers) {
  return headerValue(headers.rsc) === '1' && headerValue(headers['next-router-prefetch']) === '1' && headerValue(headers['next-router-segment-prefetch']) !== '';
}

/**
 * Paths never answered from a shared cache, whatever their headers (the README's CDN settings): the
 * API and a room's entry (`/{store}/live/{id}/entry`, per viewer, `private, no-store`). Passed
 * straight to Next: no body recorded to be thrown away, and no viewer's entry waits for another's
 * as if it could share it.
 */
export const UNCACHED_PATHS = Object.freeze([/^\/api\//, /^\/[^/?]+\/live\/\d+\/entry(?:\?|$)/]);

/** The storefront's revalidation endpoint (app/api/revalidate): a success empties the front cache. */
export const REVALIDATE_PATH = '/api/revalidate';

export function isRevalidation(method, url) {
  return method === 'POST' && typeof url === 'string' && (url === REVALIDATE_PATH || url.startsWith(`${REVALIDATE_PATH}?`));
}

const MAX_URL_LENGTH = 2048;
const MAX_HEADER_LENGTH = 256;

/** A header's value as one string ('' when absent). */
export const headerValue = (value) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));

/** What the key rule reads in a Cookie header: whether it bypasses, and the locale cookie's value ('' without one). */
function readCookies(header) {
  let bypass = false;
  let locale = '';
  for (const part of header.split(';')) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const equals = trimmed.indexOf('=');
    const name = (equals < 0 ? trimmed : trimmed.slice(0, equals)).trim();
    if (BYPASS_COOKIES.includes(name)) bypass = true;
    if (name === LOCALE_COOKIE) locale = equals < 0 ? '' : trimmed.slice(equals + 1).trim();
  }
  return { bypass, locale };
}

/**
 * The key of a request the front cache may answer, or null when it must go to Next: anything but a
 * plain GET of a page, a request with a token cookie (BYPASS_COOKIES: the page is personal),
 * crawlers (Next renders pages for them apart: metadata in the head, no streaming) and over-long
 * values (keys stay bounded). Other cookies are not in the key (KEY_COOKIES and the rule above).
 */
export function frontCacheKey({ method, url, headers }) {
  if (method !== 'GET' || typeof url !== 'string' || url.length > MAX_URL_LENGTH || !url.startsWith('/')) return null;
  if (UNCACHED_PATHS.some((path) => path.test(url))) return null;
  if (isBot(headerValue(headers['user-agent']))) return null;
  const prefetch = isSegmentPrefetch(headers);
  for (const name of Object.keys(headers)) {
    const lower = name.toLowerCase();
    if (prefetch && PREFETCH_KEYED_HEADERS.includes(lower)) continue;
    if (BYPASS_HEADERS.includes(lower) || BYPASS_HEADER_PREFIXES.some((prefix) => lower.startsWith(prefix))) return null;
  }
  let locale = '';
  const cookie = headerValue(headers.cookie);
  if (cookie) {
    const read = readCookies(cookie);
    if (read.bypass || read.locale.length > 16) return null;
    locale = read.locale;
  }
  const keyed = [];
  for (const name of prefetch ? [...KEYED_HEADERS, ...PREFETCH_KEYED_HEADERS] : KEYED_HEADERS) {
    const value = headerValue(headers[name]);
    if (value.length > MAX_HEADER_LENGTH) return null;
    keyed.push(value);
  }
  return `${prefetch ? 'prefetch\n' : ''}${keyed.join('\n')}\n${locale}\n${url}`;
}

/** A directive's seconds in a Cache-Control value (`s-maxage=10` → 10), or null. */
function directiveSeconds(cacheControl, name) {
  const match = new RegExp(`(?:^|,)\\s*${name}\\s*=\\s*(\\d+)`, 'i').exec(cacheControl);
  return match ? Number(match[1]) : null;
}

/** What an answer may vary on and still be kept: headers in the key, or absent from every keyed request. */
const COVERED_VARY = new Set([...KEYED_HEADERS, ...PREFETCH_KEYED_HEADERS]);

/**
 * The field a CDN cache reads in place of Cache-Control (RFC 9213): middleware puts the shared
 * lifetime there (lib/cache/tags.ts CDN_CACHE_CONTROL), and this cache, being one, reads it too.
 */
export const CDN_CACHE_CONTROL_FIELD = 'cdn-cache-control';

/** Whether a lower-cased Cache-Control value lets a shared cache keep the answer: `public`, and nothing that forbids it. */
export function isPublic(value) {
  const names = value.split(',').map((part) => part.trim().split('=')[0]);
  return names.includes('public') && !['private', 'no-store', 'no-cache'].some((name) => names.includes(name));
}

/**
 * The directives a shared cache follows: CDN-Cache-Control when the answer has one (RFC 9213: a cache
 * that reads it ignores Cache-Control), where max-age is the CDN's own; else Cache-Control's s-maxage.
 */
function sharedDirectives(headers) {
  const targeted = headerValue(headers[CDN_CACHE_CONTROL_FIELD]).toLowerCase();
  const value = targeted || headerValue(headers['cache-control']).toLowerCase();
  const fresh = directiveSeconds(value, 's-maxage') ?? (targeted ? directiveSeconds(value, 'max-age') : null);
  return { value, fresh };
}

/**
 * How long a response may be kept, as a CDN would: a 200 its shared directives mark `public` with a
 * lifetime (middleware marks only anonymous shared pages so, lib/cache/tags.ts SHARED_CACHE_HEADERS),
 * that sets no cookie and varies on nothing the key does not hold (Next varies pages and prefetches
 * on its router headers: a page request has none, a prefetch has them in its key).
 * `stale-while-revalidate` is honoured too.
 */
export function storableFor(status, headers) {
  if (status !== 200) return null;
  if (headers['set-cookie'] !== undefined) return null;
  const shared = sharedDirectives(headers);
  if (!isPublic(shared.value)) return null;
  if (varyNames(headers).some((name) => !COVERED_VARY.has(name))) return null;
  if (!shared.fresh) return null;
  return { freshMs: shared.fresh * 1000, staleMs: (directiveSeconds(shared.value, 'stale-while-revalidate') ?? 0) * 1000 };
}

/** The header names an answer's Vary lists, lower-cased. */
export function varyNames(headers) {
  return headerValue(headers.vary).split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
}

/** lib/cache/tags.ts PRIVATE_CACHE_CONTROL (a unit test holds them equal). */
export const UNSHARED_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

/**
 * The Cache-Control an HTML page must go out with instead of a shared one, or null to leave it.
 * Middleware marks a page shared before it is rendered; a page Next then did not keep in its own
 * cache (no `x-nextjs-cache`: a platform call failed and its short failure lifetime kept the page
 * out, or the page renders per request) is not shared either, by this cache or a CDN: a failure
 * must not outlive the fault by a shared lifetime.
 */
export function unsharedCacheControl({ cacheControl, contentType, nextCache }) {
  if (nextCache !== undefined || !headerValue(contentType).startsWith('text/html')) return null;
  const value = headerValue(cacheControl).toLowerCase();
  return value.includes('public') || value.includes('s-maxage') ? UNSHARED_CACHE_CONTROL : null;
}

/**
 * Whether CDN-Cache-Control may go out beside this Cache-Control: only beside a public one. A CDN
 * reads the targeted field alone, so an answer made private (above, or by Next on an error) drops it.
 */
export function cdnCacheControlMayStay(cacheControl) {
  return isPublic(headerValue(cacheControl).toLowerCase());
}

/** Response headers a replay leaves out: the connection's own, and the length (set from the body). */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'age']);

/** The headers a kept response is replayed with, as [name, value] pairs. */
export function replayHeaders(headers) {
  const kept = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_HEADERS.has(name.toLowerCase())) continue;
    kept.push([name, Array.isArray(value) ? value.map(String) : String(value)]);
  }
  return kept;
}

/** Whether an If-None-Match header names the entity tag (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}
