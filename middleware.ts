import { NextResponse, type NextRequest } from 'next/server';
import { getStore } from '@/lib/api/store';
import { getMarketStatus } from '@/lib/api/cart';
import {
  createTtlCache,
  isBackgroundRequest,
  marketStatusOutcome,
  planGuardFetches,
  runGuards,
  shouldCacheStoreLookup,
  storeLookupFromResult,
  STORE_CACHE_TTL_MS,
  type StoreLookup,
} from '@/lib/guards';
import { MEMBER_TOKEN_COOKIE, type CookieWrite } from '@/lib/identity/cookies';

/**
 * The route guards of commerce §2, in spec order. The decisions are pure (lib/guards); this file
 * only fetches what the plan asks for and applies the answer. Store lookups are cached briefly per
 * instance so a page view does not cost an extra round trip.
 */
const storeCache = createTtlCache<StoreLookup>({ ttlMs: STORE_CACHE_TTL_MS, maxEntries: 500 });
const GUARD_TIMEOUT_MS = 5000;

function withCookies<R extends NextResponse>(response: R, cookies: CookieWrite[]): R {
  for (const cookie of cookies) response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
}

export async function middleware(request: NextRequest) {
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

  if (plan.kind === 'not-found') return NextResponse.rewrite(new URL(plan.location, request.url), { status: 404 });
  if (plan.kind === 'redirect') return withCookies(NextResponse.redirect(new URL(plan.location, request.url)), plan.cookies);

  const headers = new Headers(request.headers);
  for (const [name, value] of Object.entries(plan.requestHeaders)) headers.set(name, value);
  return withCookies(NextResponse.next({ request: { headers } }), plan.cookies);
}

export const config = {
  matcher: ['/((?!_next/|favicon.ico|robots.txt|sitemap.xml|.*\\.(?:png|svg|jpg|webp|ico|css|js|txt|xml)$).*)'],
};
