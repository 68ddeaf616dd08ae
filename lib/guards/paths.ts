import { STORE_SLUG } from '@/lib/schemas/store-slug';

/** Which paths are store routes (`/{store}/…`) and what follows the slug. */

/** First path segments that are app routes, not store slugs (commerce §2 root routes and Next internals). */
export const RESERVED_ROOT_SEGMENTS: ReadonlySet<string> = new Set([
  'error',
  '403',
  '404',
  'member', // /member/reset-password is a root path (issue 7, decision 2)
  'api',
  'healthz', // health probes (issue 16): never a store
  'readyz',
  'auth',
  '_next',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
]);

/** Route handlers outside the page tree (/api/…, health probes): middleware lets them through untouched. */
export function isRootRouteHandler(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname === '/healthz' || pathname === '/readyz';
}

export interface StorePath {
  slug: string;
  /** The path after the slug, always starting with '/': `/demo/order/1` → `/order/1`, `/demo` → `/`. */
  rest: string;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The store slug and the rest of a pathname; null for root routes and non-slug segments. */
export function parseStorePath(pathname: string): StorePath | null {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!match) return null;
  const slug = safeDecode(match[1]);
  if (slug === null || RESERVED_ROOT_SEGMENTS.has(slug.toLowerCase()) || !STORE_SLUG.test(slug)) return null;
  return { slug, rest: match[2] ?? '/' };
}

/** `/order/1/` and `/order/1` are the same route; empty segments are ignored. */
export function pathSegments(rest: string): string[] {
  return rest.split('/').filter(Boolean);
}

export function storeUrl(slug: string, rest: string): string {
  return `/${encodeURIComponent(slug)}${rest}`;
}
