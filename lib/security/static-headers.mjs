/**
 * The security header values that do not depend on the request, in plain JavaScript so that both
 * next.config.mjs (which cannot import TypeScript) and lib/security/headers.ts read this one copy.
 */
import { ROOM_ENTRY_SOURCE } from '../guards/room-entry-route.mjs';

export const NOSNIFF = 'nosniff';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** The login page: its query can carry a return path, and nothing about it needs a referrer. */
export const LOGIN_REFERRER_POLICY = 'no-referrer';
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), autoplay=(self), fullscreen=(self), picture-in-picture=(self)';
export const HSTS = 'max-age=63072000; includeSubDomains';
export const FRAME_DENY = 'DENY';
/** Responses that are not pages (route handlers, feeds, icons): nothing to run, load or frame. */
export const INERT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const BUILD_ASSETS = '/_next/:path*';

/**
 * For next.config.mjs `headers()`: what middleware's matcher skips (build assets, icons, robots,
 * sitemaps, the room's entry: keep in step with `config.matcher` in middleware.ts) still gets the request-independent
 * headers. Pages are left to middleware, which sets these and the CSP per page kind.
 */
export const UNMATCHED_SOURCES = [
  BUILD_ASSETS,
  // Files by extension outside the build folder (favicon.ico, robots.txt, icons); one rule per
  // path, so no header is sent twice. A store's sitemap.xml is a page-tree route: middleware's.
  '/:path((?!_next/).*)\\.:ext(png|svg|jpg|webp|ico|css|js|txt)',
  '/sitemap.xml',
  // The room's entry: JSON for the room's own fetch (lib/guards/room-entry-route.mjs).
  ROOM_ENTRY_SOURCE,
];

export function staticHeaderRules() {
  const headers = [
    { key: 'X-Content-Type-Options', value: NOSNIFF },
    { key: 'Referrer-Policy', value: REFERRER_POLICY },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'X-Frame-Options', value: FRAME_DENY },
  ];
  // Build assets are scripts and styles run by our pages under the page's policy; a policy on them
  // would only reach workers, so they get none. Robots, sitemaps and icons are inert documents.
  return UNMATCHED_SOURCES.map((source) => ({
    source,
    headers: source === BUILD_ASSETS ? headers : [...headers, { key: 'Content-Security-Policy', value: INERT_POLICY }],
  }));
}
