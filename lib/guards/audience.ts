import type { Locale } from '@/lib/i18n/locales';
import { GUEST_TOKEN_COOKIE, MEMBER_TOKEN_COOKIE } from '@/lib/identity/cookies';
import { lobbyListPath } from '@/lib/live/lobby-paging';
import { marketListPath } from '@/lib/market/market-query';
import { isOgImagePath } from './known-routes';
import { pathSegments, type StorePath } from './paths';
import type { CookieReader } from './tokens';

/**
 * The internal route of a request (docs/adr/0001-caching.md). URLs carry no locale and say nothing
 * of the visitor; middleware rewrites each page request to `/{locale}/{audience}/{store}/…` (store
 * routes) or `/{locale}/…` (the rest), so a cached render varies by these without reading cookies.
 * - public: no token cookie. Nothing personal renders: one shared copy per page and locale.
 * - personal: a member or guest token. The same pages, with the visitor's parts in Suspense holes.
 */

export const AUDIENCES = ['public', 'personal'] as const;
export type Audience = (typeof AUDIENCES)[number];

export function audienceOf(cookie: CookieReader): Audience {
  // Any value counts: the personal holes render signed in (or reject the token) for any non-empty one.
  return cookie(MEMBER_TOKEN_COOKIE) || cookie(GUEST_TOKEN_COOKIE) ? 'personal' : 'public';
}

export function isAudience(value: string): value is Audience {
  return (AUDIENCES as readonly string[]).includes(value);
}

/** The paged lists with cached routes of their own, by their path's one segment. */
const LIST_PATHS: Record<string, (search: URLSearchParams) => string | null> = { market: marketListPath, 'live-lobby': lobbyListPath };

/**
 * The path a store request renders: the market's kind tabs and pages and the lobby's pages have
 * cached routes of their own (marketListPath, lobbyListPath); every other path renders as it is.
 */
export function renderedStorePath(pathname: string, storePath: StorePath, search: URLSearchParams): string {
  const segments = pathSegments(storePath.rest);
  const listPath = segments.length === 1 && Object.hasOwn(LIST_PATHS, segments[0]) ? LIST_PATHS[segments[0]] : null;
  const list = listPath ? listPath(search) : null;
  return list ? `${pathname.replace(/\/[^/]+\/?$/, '')}${list}` : pathname;
}

/** The rewrite target: the same path under the internal locale (and, for store routes, audience) segments. */
export function internalPath(input: { pathname: string; locale: Locale; audience: Audience; store: boolean }): string {
  const path = input.pathname === '/' ? '' : input.pathname;
  return input.store ? `/${input.locale}/${input.audience}${path}` : `/${input.locale}${path}`;
}

/**
 * The store pages a CDN may hold for the public audience: market, product, live room, lobby, one-to-one entrance
 * (and the store's static information), and their preview images. A keyword search is per visitor's query: not shared.
 */
export function isSharedPage(storePath: StorePath, search: URLSearchParams): boolean {
  if (isOgImagePath(storePath.rest)) return true;
  const [first, second, third, ...more] = pathSegments(storePath.rest);
  if (more.length) return false;
  if (first === undefined) return true;
  if (first === 'market') {
    if (second === undefined) return !search.get('keyword');
    return (second === 'product' && third !== undefined) || (second === 'info' && third === undefined);
  }
  if (first === 'live' || first === 'record') return third === undefined;
  // A one-to-one entrance holds the session's public summary only; the gate comes in the browser.
  if (first === 'one-to-one') return second !== undefined && third === undefined;
  if (first === 'live-lobby') return second === undefined;
  return first === 'jpcommercial' && second === undefined;
}
