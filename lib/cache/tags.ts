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

/** What a CDN may hold a public page for (it cannot hear our tag revalidations, so briefly). */
export const CDN_CACHE_CONTROL = 'public, s-maxage=10, stale-while-revalidate=60';

/**
 * Every other page response: a request with a token, or one that sets a cookie, is never shared.
 * Set explicitly: a page served from Next's own cache would otherwise say `s-maxage=…`.
 */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';
