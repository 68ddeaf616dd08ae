import type { PostProduct, StreamPost } from '@/lib/schemas';
import type { PlatformContext } from '../context';
import { error, notFound, type PlatformRequest, type Reply } from '../http';
import { withPublicUrls } from '../images';
import { channelsForPost } from '../realtime';
import { recount } from '../seed/product-builder';
import { defaultRealtimeProvider, type PostRecord, type PostRealtimeProvider } from '../seed/posts';
import { isReply, type Caller } from './identity';
import { productRecord } from './lookup';
import { idParam } from './support';

/** What the live-room routes share: finding posts, joining their products, publishing room events. */

export const POST_NOT_IN_STORE = 'POST_DOES_NOT_BELONG_TO_STORE';

export function postRecord(ctx: PlatformContext, postId: number): PostRecord | undefined {
  return ctx.state.posts.find((record) => record.post.id === postId);
}

/** The post of a path parameter, or its 404. */
export function postOf(ctx: PlatformContext, req: PlatformRequest, param = 'id'): PostRecord | Reply {
  const id = idParam(req, param);
  const record = id === null ? undefined : postRecord(ctx, id);
  return record ?? notFound('Post not found');
}

export { isReply };

export const providerOf = (record: PostRecord): PostRealtimeProvider => record.provider ?? defaultRealtimeProvider();

/** A live_stopped post whose replay has not expired can be watched again (live-room §4). */
export function isReplayable(record: PostRecord, now: number): boolean {
  const expires = record.post.replay_expired_at;
  return record.post.live_status === 'live_stopped' && expires !== null && expires !== undefined && Date.parse(String(expires)) > now;
}

/** The post's products as the room lists them: current stock and status, keywords, pivot order. */
export function postProducts(ctx: PlatformContext, record: PostRecord): PostProduct[] {
  return record.products.flatMap(({ productId, order }) => {
    const found = productRecord(ctx, productId);
    if (!found) return [];
    recount(found, ctx.now());
    const { product } = found;
    return [
      {
        ...product,
        keyword: found.keyword,
        skus: product.skus.map((sku) => ({ ...sku, keyword: found.skuKeywords[sku.id] ?? null })),
        pivot: { order },
      },
    ];
  });
}

export function streamPost(ctx: PlatformContext, record: PostRecord): StreamPost {
  return { ...record.post, products: postProducts(ctx, record) };
}

/** Private posts open to those who bound the ticket; public ones to everyone. */
export function hasPermission(record: PostRecord, caller: Caller): boolean {
  if (!record.post.is_private) return true;
  const permitted = record.permitted ?? { userIds: [], guestIds: [] };
  return (
    (caller.user !== null && permitted.userIds.includes(caller.user.user.id)) ||
    (caller.guest !== null && permitted.guestIds.includes(caller.guest.guest.id))
  );
}

export const noPermission = (): Reply => error(403, 'This live is for ticket holders only.', { report_type: 'POST_PERMISSION_DENIED' });

/** Publishes a room event on one of the post's channels. */
export function publishToPost(
  ctx: PlatformContext,
  postId: number,
  kind: 'cart' | 'comment' | 'commentFailed' | 'notification',
  name: string,
  data: unknown,
): void {
  ctx.realtime.publish(channelsForPost(postId)[kind], name, withPublicUrls(data, ctx.options.publicUrl));
}

/** Store-wide events (the comment blacklist) go to every post of the store. */
export function publishToStore(ctx: PlatformContext, storeId: number, name: string, data: unknown): void {
  for (const record of ctx.state.posts) if (record.post.store_id === storeId) publishToPost(ctx, record.post.id, 'notification', name, data);
}
