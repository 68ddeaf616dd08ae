import { isFreightType } from '@/lib/freight/freight';
import { isOneToOneHash } from '@/lib/live/one-to-one';
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

/** The last segment of a preview image route (lib/og/og-image ogImagePath). */
const OG_IMAGE = 'og-image';

const ROUTES: Matcher[] = [
  [],
  ['jpcommercial'],
  [OG_IMAGE],
  ['sitemap.xml'],
  ['live'],
  ['live', id],
  ['live', id, 'calendar'],
  ['live', id, 'realtime-token'],
  ['live', id, 'entry'],
  ['live', id, 'products'],
  ['live', id, OG_IMAGE],
  ['live-lobby', OG_IMAGE],
  // The lobby's pages are `?page=`: its internal list route is reached by rewrite only.
  ['live-lobby'],
  ['login'],
  ['login', 'frame-complete'],
  ['login', 'social'],
  ['login', 'social', 'return'],
  ['market'],
  ['market', 'info'],
  ['market', 'product', id],
  ['market', 'product', id, OG_IMAGE],
  ['member'],
  ['member', 'address'],
  ['member', 'change-password'],
  ['member', 'email-verify'],
  ['member', 'email'],
  ['member', 'shipping', 'freight', isFreightType],
  ['member', 'subscription'],
  ['member', 'update'],
  ['one-to-one', isOneToOneHash],
  ['order'],
  ['order', id],
  ['order', id, 'choose-payment'],
  ['order', id, 'message'],
  ['order', id, 'payment'],
  ['record', id],
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

/** The post id of a recording page path (`record/{id}`), or null: middleware checks the post exists. */
export function recordIdOfPath(rest: string): number | null {
  const [first, second, ...more] = pathSegments(rest);
  return first === 'record' && second !== undefined && more.length === 0 && ID.test(second) ? Number(second) : null;
}

/** The hash of a one-to-one entrance path (in its valid form), or null. */
export function oneToOneHashOfPath(rest: string): string | null {
  const [first, second, ...more] = pathSegments(rest);
  return first === 'one-to-one' && second !== undefined && more.length === 0 && isOneToOneHash(second) ? second : null;
}

/** Middleware's prerendered 404 pages for a store that exists (app/[locale]/(plain)/404/…). */
export const STORE_NOT_FOUND_PATHS = { store: '/404/store', live: '/404/live', oneToOne: '/404/one-to-one' } as const;

/** The 404 page of a missing store path: its kind's own words. */
export function storeNotFoundPath(rest: string): string {
  const first = pathSegments(rest)[0];
  return first === 'live' || first === 'record' ? STORE_NOT_FOUND_PATHS.live : first === 'one-to-one' ? STORE_NOT_FOUND_PATHS.oneToOne : STORE_NOT_FOUND_PATHS.store;
}

/** Store routes that are route handlers, not pages: they have no route locale (middleware passes it in a header). */
const OG_IMAGE_ROUTES: Matcher[] = [[OG_IMAGE], ['market', 'product', id, OG_IMAGE], ['live', id, OG_IMAGE], ['live-lobby', OG_IMAGE]];

/** A store's preview image (app/…/og-image/route.ts): the same for everyone, never a visit to remember. */
export function isOgImagePath(rest: string): boolean {
  const segments = pathSegments(rest);
  return OG_IMAGE_ROUTES.some((route) => matches(route, segments));
}

const ROUTE_HANDLERS: Matcher[] = [['sitemap.xml'], ['live', id, 'calendar'], ['live', id, 'realtime-token'], ['live', id, 'entry'], ['live', id, 'products'], ['login', 'social'], ['login', 'social', 'return']];

export function isStoreRouteHandler(rest: string): boolean {
  const segments = pathSegments(rest);
  return ROUTE_HANDLERS.some((route) => matches(route, segments));
}

const ROOM_ENTRY: Matcher = ['live', id, 'entry'];

/**
 * The room's entry (app/…/live/[id]/entry): one viewer's data, fetched by the room. Never a visit to
 * remember, and it reads its locale from its route params, so middleware forwards no headers to it.
 */
export function isRoomEntryPath(rest: string): boolean {
  return matches(ROOM_ENTRY, pathSegments(rest));
}
