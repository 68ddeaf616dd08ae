import { isFreightType } from '@/lib/freight/freight';
import { pathSegments } from './paths';

/**
 * The store routes that exist, checked in middleware before any render: with Cache Components a
 * page's own `notFound()` runs after the response has started (status 200 with noindex), so a 404
 * the status must show is decided here (docs/adr/0001-caching.md).
 */

const ID = /^[1-9]\d{0,14}$/;
const any = () => true;
const id = (segment: string) => ID.test(segment);

type Matcher = (string | ((segment: string) => boolean))[];

const ROUTES: Matcher[] = [
  [],
  ['jpcommercial'],
  ['sitemap.xml'],
  ['live'],
  ['live', id],
  ['live', id, 'calendar'],
  ['live', id, 'realtime-token'],
  // The lobby's pages are `?page=`: its internal list route is reached by rewrite only.
  ['live-lobby'],
  ['login'],
  ['login', 'social'],
  ['login', 'social', 'return'],
  ['market'],
  ['market', 'info'],
  ['market', 'product', id],
  ['member'],
  ['member', 'address'],
  ['member', 'change-password'],
  ['member', 'email-verify'],
  ['member', 'email'],
  ['member', 'shipping', 'freight', isFreightType],
  ['member', 'subscription'],
  ['member', 'update'],
  ['order'],
  ['order', id],
  ['order', id, 'choose-payment'],
  ['order', id, 'message'],
  ['order', id, 'payment'],
  ['shopping'],
  ['shopping', 'checkout'],
  ['shopping', 'checkout', any],
  ['shopping', 'subscription'],
];

function matches(route: Matcher, segments: string[]): boolean {
  return route.length === segments.length && route.every((part, index) => (typeof part === 'string' ? part === segments[index] : part(segments[index])));
}

/** Whether the path after the store slug names one of the store's routes (ids in their valid form). */
export function isKnownStoreRoute(rest: string): boolean {
  let segments: string[];
  try {
    segments = pathSegments(rest).map((segment) => decodeURIComponent(segment));
  } catch {
    return false;
  }
  return ROUTES.some((route) => matches(route, segments));
}

/** The product id of a product page path, or null. */
export function productIdOfPath(rest: string): number | null {
  const [first, second, third, ...more] = pathSegments(rest);
  return first === 'market' && second === 'product' && third !== undefined && more.length === 0 && ID.test(third) ? Number(third) : null;
}

/** Middleware's prerendered 404 pages for a store that exists (app/[locale]/(plain)/404/…). */
export const STORE_NOT_FOUND_PATHS = { store: '/404/store', live: '/404/live' } as const;

/** A path under the store's live rooms (its missing page says no such live). */
export function isRoomPath(rest: string): boolean {
  return pathSegments(rest)[0] === 'live';
}

/** Store routes that are route handlers, not pages: they have no route locale (middleware passes it in a header). */
const ROUTE_HANDLERS: Matcher[] = [['sitemap.xml'], ['live', id, 'calendar'], ['live', id, 'realtime-token'], ['login', 'social'], ['login', 'social', 'return']];

export function isStoreRouteHandler(rest: string): boolean {
  const segments = pathSegments(rest);
  return ROUTE_HANDLERS.some((route) => matches(route, segments));
}
