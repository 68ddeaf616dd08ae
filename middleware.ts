import { NextResponse, type NextRequest } from 'next/server';
import { getStore } from '@/lib/api/store';
import { getMarketStatus } from '@/lib/api/cart';
import { CDN_CACHE_CONTROL } from '@/lib/cache/tags';
import {
  audienceOf,
  createTtlCache,
  internalPath,
  isBackgroundRequest,
  isSharedPage,
  marketStatusOutcome,
  parseStorePath,
  planGuardFetches,
  runGuards,
  shouldCacheStoreLookup,
  storeLookupFromResult,
  STORE_CACHE_TTL_MS,
  NOT_FOUND_PATH,
  type StoreLookup,
} from '@/lib/guards';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_HEADER, toLocale } from '@/lib/i18n/locales';
import { MEMBER_TOKEN_COOKIE, type CookieWrite } from '@/lib/identity/cookies';
import { requestSecurity } from '@/lib/security/middleware';

/**
 * The route guards of commerce §2, in spec order. The decisions are pure (lib/guards); this file
 * only fetches what the plan asks for and applies the answer: a redirect, or a rewrite to the
 * internal route `/{locale}/{audience}/…` (lib/guards/audience, docs/adr/0001-caching.md). Store
 * lookups are cached briefly per instance so a page view does not cost an extra round trip.
 */
const storeCache = createTtlCache<StoreLookup>({ ttlMs: STORE_CACHE_TTL_MS, maxEntries: 500 });
const GUARD_TIMEOUT_MS = 5000;

function withCookies<R extends NextResponse>(response: R, cookies: CookieWrite[]): R {
  for (const cookie of cookies) response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
}

export async function middleware(request: NextRequest) {
  // Security headers (lib/security) on every response.
  const security = requestSecurity(request);
  return security.apply(await guard(request, security.requestHeaders));
}

async function guard(request: NextRequest, requestHeaders: Headers): Promise<NextResponse> {
  const { pathname, searchParams } = request.nextUrl;
  // Route handlers outside the page tree (/api/revalidate) are not pages: no rewrite.
  if (pathname === '/api' || pathname.startsWith('/api/')) return NextResponse.next({ request: { headers: requestHeaders } });
  const cookie = (name: string) => request.cookies.get(name)?.value;
  const fetches = planGuardFetches({ pathname, cookie });
  const slug = fetches.storeSlug;
  const memberToken = cookie(MEMBER_TOKEN_COOKIE) ?? null;
  const storePath = parseStorePath(pathname);
  const read = request.method === 'GET' || request.method === 'HEAD';
  const shared = read && storePath !== null && isSharedPage(storePath, searchParams);

  const [store, marketStatus] = await Promise.all([
    slug
      ? storeCache.getOrLoad(slug, async () => storeLookupFromResult(await getStore(slug, { token: null, guestToken: null, timeoutMs: GUARD_TIMEOUT_MS })), shouldCacheStoreLookup)
      : undefined,
    slug && fetches.marketStatus ? getMarketStatus(slug, { token: memberToken, timeoutMs: GUARD_TIMEOUT_MS }) : null,
  ]);

  const plan = runGuards(
    { pathname, search: searchParams, host: request.headers.get('host') ?? '', cookie, background: isBackgroundRequest((name) => request.headers.get(name)), shared },
    { store, marketStatus: marketStatusOutcome(marketStatus) },
  );

  const locale = plan.kind === 'continue' && plan.locale ? plan.locale : (toLocale(cookie(LOCALE_COOKIE)) ?? DEFAULT_LOCALE);
  const audience = audienceOf(cookie);
  if (plan.kind === 'not-found') {
    return NextResponse.rewrite(new URL(internalPath({ pathname: NOT_FOUND_PATH, locale, audience, store: false }), request.url), { status: 404, request: { headers: requestHeaders } });
  }
  if (plan.kind === 'redirect') return withCookies(NextResponse.redirect(new URL(plan.location, request.url)), plan.cookies);

  const headers = new Headers(requestHeaders);
  // Server actions and route handlers have no route locale: they read it here.
  headers.set(LOCALE_HEADER, locale);
  const target = new URL(internalPath({ pathname, locale, audience, store: storePath !== null }), request.url);
  target.search = request.nextUrl.search;
  const response = withCookies(NextResponse.rewrite(target, { request: { headers } }), plan.cookies);
  // A page with nothing personal in it, for a visitor with no token and nothing to set: a CDN may
  // hold it briefly. It varies by the locale cookie (the URL carries no locale).
  if (shared && audience === 'public' && plan.cookies.length === 0) {
    response.headers.set('Cache-Control', CDN_CACHE_CONTROL);
    response.headers.set('Vary', 'Cookie');
  }
  return response;
}

export const config = {
  // Page routes only; a store's sitemap.xml is a page-tree route handler, so it is let through.
  matcher: ['/((?!_next/|favicon.ico|robots.txt|sitemap.xml|.*\\.(?:png|svg|jpg|webp|ico|css|js|txt)$).*)'],
};
