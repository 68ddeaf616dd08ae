import { baseCookieOptions, cookieForContext, isEmbeddedRequest, type CookieWrite } from '@/lib/identity/cookies';
import { LOCALE_COOKIE, type Locale } from '@/lib/i18n/locales';
import type { LiveMode } from '@/lib/schemas/enums';
import type { SafeHref } from '@/lib/url/safe-href';
import { entryNoticesFromQuery, type EntryNotices } from './entry-notices';
import { liveModeFromQuery } from './live-mode';
import { localeFromQuery } from './locale';
import { isOgImagePath, isRoomEntryPath } from './known-routes';
import { memberOnlyRedirect } from './member-only';
import { parseStorePath } from './paths';
import { rememberVisit } from './remember';
import { checkStore, needsMarketStatus, type GuardStore, type MarketStatusOutcome, type NotFoundReason, type StoreLookup } from './store-check';
import { readTokens, type CookieReader } from './tokens';

/**
 * The guards of commerce §2 composed in spec order. Two pure phases around the adapter's fetches:
 * `planGuardFetches` says what to load, `runGuards` turns the answers into a plan that
 * middleware.ts applies (redirect, rewrite to /404, or continue with cookies and headers).
 */

export const NOT_FOUND_PATH = '/404';
/** Found and missing stores are cached as long as public data is revalidated (30 s). */
export const STORE_CACHE_TTL_MS = 30_000;
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

export interface GuardRequest {
  pathname: string;
  search: URLSearchParams;
  /** Host header, for the Secure attribute of cookies. */
  host: string;
  cookie: CookieReader;
  /** A prefetch or in-page fetch, not a document navigation: only a members-page target is remembered. */
  background?: boolean;
  /** A server action (lib/guards/prefetch isActionRequest): nothing is written, not even the locale. */
  action?: boolean;
  /**
   * A page a CDN may hold: its response sets no cookie, so the visit is remembered by the page in
   * the browser (components/shell/RememberVisit) instead, except on a members-page redirect.
   */
  shared?: boolean;
}

export interface GuardFetches {
  /** Load this store (null: not a store route, nothing to load). */
  storeSlug: string | null;
  /** Load the market status (members only; may run alongside the store load). */
  marketStatus: boolean;
}

export interface GuardResults {
  store?: StoreLookup;
  marketStatus?: MarketStatusOutcome;
}

export interface ContinuePlan {
  kind: 'continue';
  cookies: CookieWrite[];
  /** The store of the route, null on root routes. */
  store: GuardStore | null;
  locale: Locale | null;
  notices: EntryNotices;
  liveMode: LiveMode;
  /** A member token exists and the platform did not reject it. Profile loads on the client. */
  member: boolean;
}

export type GuardPlan =
  | { kind: 'not-found'; location: typeof NOT_FOUND_PATH; reason: NotFoundReason }
  | { kind: 'redirect'; location: SafeHref; cookies: CookieWrite[] }
  | ContinuePlan;

export function planGuardFetches(request: Pick<GuardRequest, 'pathname' | 'cookie'>): GuardFetches {
  const storePath = parseStorePath(request.pathname);
  const { memberToken } = readTokens(request.cookie);
  return { storeSlug: storePath?.slug ?? null, marketStatus: storePath !== null && needsMarketStatus(memberToken) };
}

/** Worth caching: a found or missing store, never a failure (the next view retries). */
export function shouldCacheStoreLookup(lookup: StoreLookup): boolean {
  return lookup.kind !== 'failed';
}

function localeStep(search: URLSearchParams, host: string): { locale: Locale | null; cookies: CookieWrite[] } {
  const locale = localeFromQuery(search);
  if (!locale) return { locale: null, cookies: [] };
  return { locale, cookies: [{ name: LOCALE_COOKIE, value: locale, options: baseCookieOptions(host, LOCALE_COOKIE_MAX_AGE_S) }] };
}

export function runGuards(request: GuardRequest, results: GuardResults = {}): GuardPlan {
  const { pathname, search, host } = request;
  const storePath = parseStorePath(pathname);
  const tokens = readTokens(request.cookie);
  const marketStatus = results.marketStatus ?? 'skipped';
  const member = tokens.memberToken !== null && marketStatus !== 'unauthorized';
  let visit: CookieWrite[] = [];
  let store: GuardStore | null = null;

  if (storePath) {
    // 1. Store; a store route without a lookup is treated as a failed fetch.
    const check = checkStore(results.store ?? { kind: 'failed' }, marketStatus);
    if (check.kind === 'not-found') return { kind: 'not-found', location: NOT_FOUND_PATH, reason: check.reason };
    store = check.store;
    // 2. Remember target, store and channel source; a preview image (a crawler's fetch) and a room's entry are no visit.
    visit = isOgImagePath(storePath.rest) || isRoomEntryPath(storePath.rest) ? [] : rememberVisit({ pathname, search, storePath, host });
  }

  // 4. Locale runs before the step-3 redirect is returned, so ?locale= survives the redirect.
  const locale = localeStep(search, host);
  // A room in a cross-site frame keeps its cookies in the host's partition (ADR 0005).
  const embedded = isEmbeddedRequest(request.cookie);
  const inContext = (writes: CookieWrite[]) => writes.map((write) => cookieForContext(write, embedded));

  // 3. Member-only pages. Their target is remembered even from a client-side navigation, so login
  // returns there; other pages only from document navigations (never from a prefetch).
  const redirect = storePath ? memberOnlyRedirect(storePath, member) : null;
  if (redirect) return { kind: 'redirect', location: redirect, cookies: request.action ? [] : inContext([...visit, ...locale.cookies]) };
  const cookies = request.action ? [] : inContext([...(request.background || request.shared ? [] : visit), ...locale.cookies]);

  // 5. Entry notices and live mode, read here so the adapter may pass them on.
  return {
    kind: 'continue',
    cookies,
    store,
    locale: locale.locale,
    notices: entryNoticesFromQuery(search),
    liveMode: liveModeFromQuery(search.get('hu_source')),
    member,
  };
}
