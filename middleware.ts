import { NextResponse, type NextRequest } from 'next/server';
import { getStore } from '@/lib/api/store';
import { getMarketStatus } from '@/lib/api/cart';
import {
  anonymousCachePath,
  createTtlCache,
  isAnonymousCachePath,
  isBackgroundRequest,
  marketStatusOutcome,
  NOT_FOUND_PATH,
  planGuardFetches,
  runGuards,
  shouldCacheStoreLookup,
  storeLookupFromResult,
  STORE_CACHE_TTL_MS,
  type StoreLookup,
} from '@/lib/guards';
import { MEMBER_TOKEN_COOKIE, type CookieWrite } from '@/lib/identity/cookies';
import { siteOrigin } from '@/lib/seo/origin';
import { requestSecurity, withoutNonce } from '@/lib/security/middleware';

/**
 * The route guards of commerce §2, in spec order. The decisions are pure (lib/guards); this file
 * only fetches what the plan asks for and applies the answer. Store lookups are cached briefly per
 * instance so a page view does not cost an extra round trip. Anonymous market and product views
 * are rewritten to their cached copies (lib/guards/anonymous-cache).
 */
const storeCache = createTtlCache<StoreLookup>({ ttlMs: STORE_CACHE_TTL_MS, maxEntries: 500 });
const GUARD_TIMEOUT_MS = 5000;
/** The cached copy is shared inside this server only: a CDN must not give it to a signed-in buyer. */
const NOT_SHARED = 'private, no-cache, no-store, max-age=0, must-revalidate';

function withCookies<R extends NextResponse>(response: R, cookies: CookieWrite[]): R {
  for (const cookie of cookies) response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
}

export async function middleware(request: NextRequest) {
  // Security headers (lib/security) on every response; the guards get the request headers with the CSP nonce.
  const security = requestSecurity(request);
  return security.apply(await guard(request, security.requestHeaders));
}

async function guard(request: NextRequest, requestHeaders: Headers): Promise<NextResponse> {
  // The anonymous cache's internal routes are reached by rewrite only.
  if (isAnonymousCachePath(request.nextUrl.pathname)) return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { status: 404, request: { headers: requestHeaders } });
  const cookie = (name: string) => request.cookies.get(name)?.value;
  const fetches = planGuardFetches({ pathname: request.nextUrl.pathname, cookie });
  const slug = fetches.storeSlug;
  const memberToken = cookie(MEMBER_TOKEN_COOKIE) ?? null;

  const [store, marketStatus] = await Promise.all([
    slug
      ? storeCache.getOrLoad(slug, async () => storeLookupFromResult(await getStore(slug, { token: null, guestToken: null, timeoutMs: GUARD_TIMEOUT_MS })), shouldCacheStoreLookup)
      : undefined,
    slug && fetches.marketStatus ? getMarketStatus(slug, { token: memberToken, timeoutMs: GUARD_TIMEOUT_MS }) : null,
  ]);

  const plan = runGuards(
    {
      pathname: request.nextUrl.pathname,
      search: request.nextUrl.searchParams,
      host: request.headers.get('host') ?? '',
      cookie,
      background: isBackgroundRequest((name) => request.headers.get(name)),
    },
    { store, marketStatus: marketStatusOutcome(marketStatus) },
  );

  if (plan.kind === 'not-found') return NextResponse.rewrite(new URL(plan.location, request.url), { status: 404, request: { headers: requestHeaders } });
  if (plan.kind === 'redirect') return withCookies(NextResponse.redirect(new URL(plan.location, request.url)), plan.cookies);

  const headers = new Headers(requestHeaders);
  for (const [name, value] of Object.entries(plan.requestHeaders)) headers.set(name, value);

  // A visitor without tokens gets the statically generated copy of the market and product pages.
  const cached = anonymousCachePath({
    method: request.method,
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.searchParams,
    cookie,
    queryLocale: plan.locale,
    origin: siteOrigin(),
  });
  if (cached) {
    const response = NextResponse.rewrite(new URL(cached, request.url), { request: { headers: withoutNonce(headers) } });
    response.headers.set('Cache-Control', NOT_SHARED);
    return withCookies(response, plan.cookies);
  }
  return withCookies(NextResponse.next({ request: { headers } }), plan.cookies);
}

export const config = {
  matcher: ['/((?!_next/|favicon.ico|robots.txt|sitemap.xml|.*\\.(?:png|svg|jpg|webp|ico|css|js|txt|xml)$).*)'],
};
