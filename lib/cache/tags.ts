/**
 * The cache tags of public data (docs/adr/0001-caching.md). The platform names the same tags in
 * its `POST /api/revalidate` calls (lib/cache/revalidate-request), so a change shows within a second.
 */
export const storeTag = (slug: string) => `store:${slug}`;
export const productsTag = (slug: string) => `products:${slug}`;
export const productTag = (id: number) => `product:${id}`;
export const postTag = (id: number) => `post:${id}`;
export const vodTag = (slug: string) => `vod:${slug}`;

import { CACHE_PROFILES } from './profiles.mjs';

export { CACHE_PROFILES };

export type CacheProfile = keyof typeof CACHE_PROFILES;

/** How long a CDN may hold a public page fresh, then stale while it fetches anew (it cannot hear our tag revalidations, so briefly). */
const SHARED_FRESH_S = 10;
const SHARED_STALE_S = 60;

/**
 * What a CDN (and the front cache, lib/cache/front/rules.mjs) may hold a public page for: sent as
 * `CDN-Cache-Control` (RFC 9213), which CDN caches read in place of `Cache-Control`, so
 * `stale-while-revalidate` reaches them and no browser.
 */
export const CDN_CACHE_CONTROL = `public, s-maxage=${SHARED_FRESH_S}, stale-while-revalidate=${SHARED_STALE_S}`;

/**
 * A public page's `Cache-Control`: a browser asks again on every use (Firefox serves a stale page
 * to a navigation under `stale-while-revalidate`: an anonymous copy after sign-in); a shared cache
 * that does not read `CDN-Cache-Control` keeps it `s-maxage`, without serving it stale.
 */
export const SHARED_CACHE_CONTROL = `public, max-age=0, must-revalidate, s-maxage=${SHARED_FRESH_S}`;

/** The headers of a response a CDN may hold (a public page, a preview image). */
export const SHARED_CACHE_HEADERS = Object.freeze({ 'Cache-Control': SHARED_CACHE_CONTROL, 'CDN-Cache-Control': CDN_CACHE_CONTROL });

/**
 * Every other page response: a request with a token, or one that sets a cookie, is never shared.
 * Set explicitly: a page served from Next's own cache would otherwise say `s-maxage=…`.
 */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';
