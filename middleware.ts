import { NextResponse, type NextRequest } from 'next/server';
import { getStore } from '@/lib/api/store';
import { getMarketStatus } from '@/lib/api/cart';
import { getOneToOneEntrance } from '@/lib/api/live';
import { getProducts } from '@/lib/api/products';
import { getStreamPost } from '@/lib/api/live';
import { PRIVATE_CACHE_CONTROL, SHARED_CACHE_HEADERS } from '@/lib/cache/tags';
import { collectCatalogue } from '@/lib/market/catalogue';
import {
  audienceOf,
  createTtlCache,
  internalPath,
  isActionRequest,
  isBackgroundRequest,
  isKnownStoreRoute,
  isRootRouteHandler,
  isStoreRouteHandler,
  oneToOneHashOfPath,
  productIdOfPath,
  recordIdOfPath,
  renderedStorePath,
  storeNotFoundPath,
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
import { requestSecurity, type RequestSecurity } from '@/lib/security/middleware';

/**
 * The route guards of commerce §2, in spec order. The decisions are pure (lib/guards); this file
 * only fetches what the plan asks for and applies the answer: a redirect, or a rewrite to the
 * internal route `/{locale}/{audience}/…` (lib/guards/audience, docs/adr/0001-caching.md). Store
 * lookups are cached briefly per instance so a page view does not cost an extra round trip.
 */
const storeCache = createTtlCache<StoreLookup>({ ttlMs: STORE_CACHE_TTL_MS, maxEntries: 500 });
const GUARD_TIMEOUT_MS = 5000;
/** Guards call the platform as nobody, with their own timeout. */
const GUARD_CALL = { token: null, guestToken: null, timeoutMs: GUARD_TIMEOUT_MS };
/** Each store's product ids (deleted ones out), so a product page's 404 is decided before the render. */
const catalogueCache = createTtlCache<ReadonlySet<number> | null>({ ttlMs: STORE_CACHE_TTL_MS, maxEntries: 500 });

async function loadProductIds(slug: string): Promise<ReadonlySet<number> | null> {
  const products = await collectCatalogue((query) => getProducts(slug, query, GUARD_CALL));
  // Unknown (the platform failed): the page decides, as before.
  return products && new Set(products.map((product) => product.id));
}

/** False only when the store's catalogue is known and lacks the product. */
async function productMayExist(slug: string, productId: number): Promise<boolean> {
  const ids = await catalogueCache.getOrLoad(slug, () => loadProductIds(slug), (loaded) => loaded !== null);
  return ids === null || ids.has(productId);
}

/**
 * A platform lookup's verdict on a page's subject: true (it exists), false (the platform says it
 * does not) or null (unknown: the platform failed; not kept, the page decides with its error state).
 */
type Existence = boolean | null;
const existenceCache = createTtlCache<Existence>({ ttlMs: STORE_CACHE_TTL_MS, maxEntries: 2500 });

async function mayExist(key: string, lookup: () => Promise<Existence>): Promise<boolean> {
  return (await existenceCache.getOrLoad(key, lookup, (known) => known !== null)) !== false;
}

/** A recording's post: missing only on a 404 (another store's post, 403, is the page's to explain; the room's page answers 200 as before). */
function postMayExist(slug: string, postId: number): Promise<boolean> {
  return mayExist(`post:${slug}/${postId}`, async () => {
    const result = await getStreamPost(slug, postId, GUARD_CALL);
    return result.ok || (result.error.status === 404 ? false : result.error.status === 403 ? true : null);
  });
}

/** A one-to-one link: missing when the platform knows no such session in the store (404, or 403 for another store's). */
function oneToOneMayExist(slug: string, hash: string): Promise<boolean> {
  return mayExist(`one-to-one:${slug}/${hash}`, async () => {
    const result = await getOneToOneEntrance(slug, hash, GUARD_CALL);
    return result.ok || (result.error.status === 404 || result.error.status === 403 ? false : null);
  });
}

/** False only when the path names a product, a recording or a one-to-one session the platform says the store lacks. */
async function storePageMayExist(slug: string, rest: string): Promise<boolean> {
  const productId = productIdOfPath(rest);
  if (productId !== null) return productMayExist(slug, productId);
  const recordId = recordIdOfPath(rest);
  if (recordId !== null) return postMayExist(slug, recordId);
  const hash = oneToOneHashOfPath(rest);
  return hash === null || oneToOneMayExist(slug, hash);
}

function withCookies<R extends NextResponse>(response: R, cookies: CookieWrite[]): R {
  for (const cookie of cookies) response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
}

export async function middleware(request: NextRequest) {
  // Security headers (lib/security) on every response.
  const security = requestSecurity(request);
  return security.apply(await guard(request, security));
}

async function guard(request: NextRequest, security: RequestSecurity): Promise<NextResponse> {
  const { pathname, searchParams } = request.nextUrl;
  // Route handlers outside the page tree (/api/revalidate, /healthz, /readyz) are not pages: no rewrite.
  if (isRootRouteHandler(pathname)) return NextResponse.next({ request: { headers: security.requestHeaders } });
  const cookie = (name: string) => request.cookies.get(name)?.value;
  const header = (name: string) => request.headers.get(name);
  const fetches = planGuardFetches({ pathname, cookie });
  const slug = fetches.storeSlug;
  const memberToken = cookie(MEMBER_TOKEN_COOKIE) ?? null;
  const storePath = parseStorePath(pathname);
  const read = request.method === 'GET' || request.method === 'HEAD';
  const shared = read && storePath !== null && isSharedPage(storePath, searchParams);

  const [store, marketStatus] = await Promise.all([
    slug
      ? storeCache.getOrLoad(slug, async () => storeLookupFromResult(await getStore(slug, GUARD_CALL)), shouldCacheStoreLookup)
      : undefined,
    slug && fetches.marketStatus ? getMarketStatus(slug, { token: memberToken, timeoutMs: GUARD_TIMEOUT_MS }) : null,
  ]);

  if (store?.kind === 'found') security.allowStoreSite(store.store.enterprise?.subscription?.domain);
  const audience = audienceOf(cookie);
  // Only a page a CDN may hold leaves the visit memory to the browser; a visitor with a token gets it here.
  const cdnShared = shared && audience === 'public';
  const plan = runGuards(
    {
      pathname,
      search: searchParams,
      host: request.headers.get('host') ?? '',
      cookie,
      background: isBackgroundRequest(header),
      action: isActionRequest(request.method, header),
      shared: cdnShared,
    },
    { store, marketStatus: marketStatusOutcome(marketStatus) },
  );

  const locale = plan.kind === 'continue' && plan.locale ? plan.locale : (toLocale(cookie(LOCALE_COOKIE)) ?? DEFAULT_LOCALE);
  if (plan.kind === 'redirect') return withCookies(NextResponse.redirect(new URL(plan.location, request.url)), plan.cookies);

  // Server actions and route handlers have no route locale: they read it from a request header.
  // A page GET reads it from its route, so its request goes on untouched (no header copy to pass on).
  const passHeaders = !read || security.needsCleanHeaders || (storePath !== null && isStoreRouteHandler(storePath.rest));
  const headers = passHeaders ? new Headers(security.requestHeaders) : null;
  headers?.set(LOCALE_HEADER, locale);
  const forward = headers ? { request: { headers } } : {};
  if (plan.kind === 'not-found') {
    return NextResponse.rewrite(new URL(internalPath({ pathname: NOT_FOUND_PATH, locale, audience, store: false }), request.url), { status: 404, ...forward });
  }
  const missing = storePath !== null && (!isKnownStoreRoute(storePath.rest) || !(await storePageMayExist(storePath.slug, storePath.rest)));
  // A missing page of a store that exists: a page's own notFound() would answer 200 (the response
  // has started), so the prerendered 404 page of its kind answers instead.
  if (missing) {
    const page = storeNotFoundPath(storePath.rest);
    return NextResponse.rewrite(new URL(internalPath({ pathname: page, locale, audience, store: false }), request.url), { status: 404, ...forward });
  }
  const rendered = storePath ? renderedStorePath(pathname, storePath, searchParams) : pathname;
  const target = new URL(internalPath({ pathname: rendered, locale, audience, store: storePath !== null }), request.url);
  target.search = request.nextUrl.search;
  const response = withCookies(NextResponse.rewrite(target, forward), plan.cookies);
  // A page with nothing personal in it, for a visitor with no token and nothing to set: a CDN may
  // hold it briefly (a browser revalidates it). Its key must include the locale cookie (the URL
  // carries no locale; Next owns the Vary header): see docs/adr/0001-caching.md. Anything else is
  // private, even a page Next serves from its own cache (which would say `s-maxage`).
  const cacheHeaders = cdnShared && plan.cookies.length === 0 ? SHARED_CACHE_HEADERS : { 'Cache-Control': PRIVATE_CACHE_CONTROL };
  for (const [name, value] of Object.entries(cacheHeaders)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Page routes only; a store's sitemap.xml is a page-tree route handler, so it is let through. The
  // room's entry is not: next.config.mjs rewrites it (lib/guards/room-entry-route.mjs).
  matcher: ['/((?!_next/|favicon.ico|robots.txt|sitemap.xml|[^/]+/live/[0-9]+/entry$|.*\\.(?:png|svg|jpg|webp|ico|css|js|txt)$).*)'],
};
