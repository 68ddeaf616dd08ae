import { cacheLife, cacheTag } from 'next/cache';
import { getCommentBlacklist, getComments, getCurrentPoll, getOneToOneEntrance, getStreamPost, getReplayList } from '@/lib/api/live';
import { getProduct, getProducts, getTicket } from '@/lib/api/products';
import type { Result } from '@/lib/api/result';
import { ssrTimeoutMs } from '@/lib/api/server-context';
import { getCommercialLaw, getStore } from '@/lib/api/store';
import { searchShareVoucher } from '@/lib/api/vouchers';
import type { CallContext } from '@/lib/api/client';
import { dataWithId, recordOf, textOrNull } from '@/lib/format/field';
import type { ProductsQuery } from '@/lib/schemas';
import { archivedCommentsAllowed } from '@/lib/live/replay-nav';
import { CACHE_PROFILES, postTag, productTag, productsTag, storeTag, vodTag, type CacheProfile } from './tags';

/**
 * Public platform reads through Next's `'use cache'`: shared by every visitor (no tokens, no
 * request access), keyed by their arguments, tagged for revalidation. A failure is kept only a
 * second (profile `failure`), so a platform hiccup is never pinned into pages.
 */

function publicCall(locale: string): CallContext {
  // The 'use cache' entry is the cache; the fetch itself is not stored a second time.
  return { token: null, guestToken: null, locale, timeoutMs: ssrTimeoutMs(), cache: 'no-store' };
}

/** Lifetimes as values, not profile names: their types exist before Next generates any. */
function settle<T>(result: Result<T>, profile: CacheProfile): Result<T> {
  cacheLife(CACHE_PROFILES[result.ok ? profile : 'failure']);
  return result;
}

export async function cachedStore(slug: string, locale: string) {
  'use cache';
  cacheTag(storeTag(slug));
  return settle(await getStore(slug, publicCall(locale)), 'store');
}

export async function cachedCommercialLaw(slug: string, locale: string) {
  'use cache';
  cacheTag(storeTag(slug));
  return settle(await getCommercialLaw(slug, publicCall(locale)), 'legal');
}

/** One page of a store's products. Keyword searches are not cached (callers call the platform). */
export async function cachedProducts(slug: string, query: ProductsQuery, locale: string) {
  'use cache';
  cacheTag(productsTag(slug));
  return settle(await getProducts(slug, query, publicCall(locale)), 'catalogue');
}

export async function cachedProduct(id: number, slug: string, locale: string) {
  'use cache';
  cacheTag(productTag(id), productsTag(slug));
  return settle(await getProduct(id, publicCall(locale)), 'catalogue');
}

export async function cachedTicket(productId: number, slug: string, locale: string) {
  'use cache';
  cacheTag(productTag(productId), productsTag(slug));
  return settle(await getTicket(productId, publicCall(locale)), 'catalogue');
}

/**
 * A post as a visitor without tokens sees it (a private post answers unauthorized: the room asks
 * per viewer), with the time it was read: the clock of a page built from it (a room's mode turns
 * from replay to ended by the clock), since a prerender may not read the time itself.
 */
export async function cachedPost(storeId: number, postId: number, locale: string) {
  'use cache';
  cacheTag(postTag(postId));
  return { result: settle(await getStreamPost(storeId, postId, publicCall(locale)), 'post'), readAt: Date.now() };
}

/** A page of the store's replay list, with the time it was read (the clock of the lobby built from it, as for cachedPost). */
export async function cachedReplayList(slug: string, page: number, locale: string) {
  'use cache';
  cacheTag(vodTag(slug));
  return { result: settle(await getReplayList(slug, page, publicCall(locale)), 'replays'), readAt: Date.now() };
}

/** A one-to-one link's post summary (public: the entrance asks for the viewer's side in the browser). */
export async function cachedOneToOne(slug: string, hash: string, locale: string) {
  'use cache';
  const result = await getOneToOneEntrance(slug, hash, publicCall(locale));
  const post = result.ok ? dataWithId(result.data) : null;
  cacheTag(storeTag(slug), ...(post ? [postTag(post.id)] : []));
  return settle(result, 'post');
}

/**
 * All that a ghost's room entry (app/…/live/[id]/room-entry.ts) shares with every other ghost, in
 * one cache read: each 'use cache' read costs its argument encoding and reply decoding, and a crowd
 * arriving makes this one per viewer (issue 27). The store's site domain and the post as the public
 * sees it come through their own entries (their tags and lifetimes carry over to this one: Next
 * propagates nested reads'); the room's feed (latest comments, comment blacklist and, but for the
 * recording page, the share voucher and the poll on screen) is read here with the `roomFeed` lifetime,
 * with the moment it was read (`readAt`): a viewer's subscription replays from there, so a copy up to
 * a lifetime old loses nothing. Comments are read whenever the room may show them (the caller
 * decides by the room's mode).
 */
export async function cachedGhostRoom(slug: string, postId: number, locale: string, watchOnly: boolean) {
  'use cache';
  cacheTag(storeTag(slug), postTag(postId));
  const store = await cachedStore(slug, locale);
  // An answer without a store or post to read (the client reported the mismatch) is a failed entry.
  const storeData = store.ok ? dataWithId(store.data) : null;
  if (!storeData) return { store: null, post: null, feed: null };
  const site = { id: storeData.id, domain: textOrNull(recordOf(recordOf(storeData.enterprise)?.subscription)?.domain) };
  const post = await cachedPost(site.id, postId, locale);
  const postData = post.result.ok ? dataWithId(post.result.data) : null;
  if (!postData) return { store: site, post, feed: null };
  const { id, store_id: storeId } = postData;
  const call = publicCall(locale);
  // The snapshot's cursor: what was published before it is in these reads (lib/live/realtime/replay).
  const readAt = Date.now();
  const [comments, blacklist, shareVoucher, poll] = await Promise.all([
    !watchOnly || archivedCommentsAllowed(postData) ? getComments({ store_id: storeId, channel: `comment|${id}` }, call) : null,
    getCommentBlacklist(storeId, call),
    watchOnly ? null : searchShareVoucher(slug, call),
    watchOnly ? null : getCurrentPoll(id, call),
  ]);
  const feed = {
    readAt,
    comments: comments && settle(comments, 'roomFeed'),
    blacklist: settle(blacklist, 'roomFeed'),
    shareVoucher: shareVoucher && settle(shareVoucher, 'roomFeed'),
    poll: poll && settle(poll, 'roomFeed'),
  };
  return { store: site, post, feed };
}

export type GhostRoom = Awaited<ReturnType<typeof cachedGhostRoom>>;
/** The room feed of a ghost's entry (cachedGhostRoom), for the room's loader. */
export type GhostFeed = NonNullable<GhostRoom['feed']>;
