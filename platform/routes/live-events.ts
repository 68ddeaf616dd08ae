import type { CommentMessage, SalableStatus } from '@/lib/schemas';
import { postChanged, productsChanged } from '../changes';
import type { PlatformContext } from '../context';
import { DAY } from '../seed/clock';
import { recount } from '../seed/product-builder';
import type { PostRecord } from '../seed/posts';
import { nextId } from '../state';
import { productRecord, skuRecord } from './lookup';
import { publishToPost, publishToStore } from './live-support';

/**
 * The seller side of a room: state changes and the realtime events that announce them. Shared by
 * the control API (tests, demos) and the simulation. Event bodies are our design (the spec names
 * the events only); lib/live/room/events.ts parses exactly these.
 */

export const REPLAY_DAYS = 14;

export function startLive(ctx: PlatformContext, record: PostRecord): void {
  const now = new Date(ctx.now()).toISOString();
  Object.assign(record.post, { live: true, live_status: 'live', started_at: now, updated_at: now });
  for (const publication of record.publications) publication.live = true;
  postChanged(ctx, record, { list: true });
  publishToPost(ctx, record.post.id, 'notification', 'live.started', { post_id: record.post.id });
}

/** replayable false: the post ends without a replay (replay_expired_at null). */
export function stopLive(ctx: PlatformContext, record: PostRecord, replayable = true): void {
  const now = ctx.now();
  Object.assign(record.post, {
    live: false,
    live_status: 'live_stopped',
    updated_at: new Date(now).toISOString(),
    replay_expired_at: replayable ? new Date(now + REPLAY_DAYS * DAY).toISOString() : null,
  });
  for (const publication of record.publications) publication.live = false;
  // The replay list gains a replay (or loses the on-air entry).
  postChanged(ctx, record, { list: true });
  publishToPost(ctx, record.post.id, 'notification', 'live.stopped', { post_id: record.post.id });
}

export interface SellerComment {
  message: string;
  name?: string;
  id?: number | string;
  provider?: CommentMessage['from']['provider'];
  group_stream_name?: string | null;
  source?: CommentMessage['source'];
  highlight?: boolean;
}

/** Stores a comment as if someone had sent it, and publishes it on `comment|{postId}`. */
export function addComment(ctx: PlatformContext, record: PostRecord, input: SellerComment): CommentMessage {
  const comment: CommentMessage = {
    created_time: new Date(ctx.now()).toISOString(),
    post_id: record.post.id,
    from: {
      asid: null,
      group_stream_name: input.group_stream_name ?? null,
      provider: input.provider ?? 'guest',
      name: input.name ?? 'ゲスト',
      id: input.id ?? 0,
    },
    source: input.source ?? 'liveweb',
    comment_id: `c-${record.post.id}-ctl-${nextId(ctx.state, 'comment')}`,
    message: input.message,
    ...(input.highlight === undefined ? {} : { highlight: input.highlight }),
  };
  ctx.state.comments.push(comment);
  trimComments(ctx, record.post.id);
  publishToPost(ctx, record.post.id, 'comment', 'comment', comment);
  return comment;
}

/** A long demo keeps the newest comments of a post only (the room shows 1000 at most). */
export const MAX_STORED_COMMENTS = 2_000;

export function trimComments(ctx: PlatformContext, postId: number): void {
  const mine = ctx.state.comments.filter((c) => c.post_id === postId);
  if (mine.length <= MAX_STORED_COMMENTS) return;
  const drop = new Set(mine.slice(0, mine.length - MAX_STORED_COMMENTS));
  ctx.state.comments = ctx.state.comments.filter((c) => !drop.has(c));
}

export function setCommentHidden(ctx: PlatformContext, record: PostRecord, commentId: string, hidden: boolean): void {
  const list = record.post.hidden_comments;
  const at = list.indexOf(commentId);
  if (hidden && at === -1) list.push(commentId);
  if (!hidden && at !== -1) list.splice(at, 1);
  // hidden_comments is part of the post answer.
  postChanged(ctx, record);
  publishToPost(ctx, record.post.id, 'notification', hidden ? 'comment.hide' : 'comment.show', { comment_id: commentId });
}

export function blockCommenter(ctx: PlatformContext, storeId: number, entry: { id: number; type: 'user' | 'guest'; name: string | null }, blocked: boolean): void {
  const list = ctx.state.commentBlacklist;
  const at = list.findIndex((r) => r.storeId === storeId && r.entry.id === entry.id && r.entry.type === entry.type);
  if (blocked && at === -1) {
    list.push({
      storeId,
      entry: { id: entry.id, name: entry.name, type: entry.type, blacklist_type: 'comment', slug: null, created_at: new Date(ctx.now()).toISOString() },
    });
  }
  if (!blocked && at !== -1) list.splice(at, 1);
  publishToStore(ctx, storeId, blocked ? 'blacklist.comment.block' : 'blacklist.comment.unblock', { id: entry.id, type: entry.type, name: entry.name });
}

function publishStatus(ctx: PlatformContext, record: PostRecord, productId: number, status: SalableStatus): void {
  publishToPost(ctx, record.post.id, 'notification', 'products.salable_status', { product_id: productId, salable_status: status });
}

/** Moves a product to a salable status by changing what derives it (stock, sale window). */
export function setSalableStatus(ctx: PlatformContext, record: PostRecord, productId: number, status: SalableStatus): boolean {
  const found = productRecord(ctx, productId);
  if (!found) return false;
  const now = ctx.now();
  if (status === 'sold_out') {
    for (const sku of found.product.skus) Object.assign(sku, { available_quantity: 0, salable_quantity: 0 });
  } else if (status === 'on_sell') {
    found.saleStartMs = null;
    found.saleEndMs = null;
    for (const sku of found.product.skus) if (sku.available_quantity === 0) Object.assign(sku, { available_quantity: 10, salable_quantity: 10 });
  } else if (status === 'before_sell') {
    found.saleStartMs = now + DAY;
  } else {
    found.saleEndMs = now - 1;
  }
  recount(found, now);
  productsChanged(ctx, [productId]);
  publishStatus(ctx, record, productId, found.product.salable_status);
  return true;
}

/** Sells stock as a comment order would: sku.sold, then products.salable_status if it moved. */
export function sellSku(ctx: PlatformContext, record: PostRecord, skuId: number, quantity: number): boolean {
  const found = skuRecord(ctx, skuId);
  if (!found) return false;
  const { record: product, sku } = found;
  const before = product.product.salable_status;
  const sold = Math.min(quantity, sku.available_quantity);
  sku.available_quantity -= sold;
  sku.salable_quantity = sku.available_quantity;
  recount(product, ctx.now());
  productsChanged(ctx, [product.product.id]);
  publishToPost(ctx, record.post.id, 'notification', 'sku.sold', {
    product_id: product.product.id,
    sku_id: sku.id,
    quantity: sold,
    available_quantity: sku.available_quantity,
  });
  if (product.product.salable_status !== before) publishStatus(ctx, record, product.product.id, product.product.salable_status);
  return true;
}
