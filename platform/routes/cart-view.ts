import type { CartItem, MarketStatus } from '@/lib/schemas';
import type { PlatformContext } from '../context';
import type { CartLine, CartRecord } from '../seed/carts';
import { nextId } from '../state';
import { skuRecord } from './lookup';
import { iso } from './support';

/** Cart lines joined with the current product, SKU and post: what the cart calls answer. */

/**
 * A quantity cut to stock (commerce §4, the "shortage" notice): the units taken away are kept as a
 * trashed line `id` (so the cart answer lists them under `trashed`, and the confirmation call
 * clears them like any trashed line); `lineId` is the line that was cut. Both answer market status
 * `shortage` until the buyer confirms.
 */
export interface CartShortage {
  id: number;
  lineId: number;
}

/** Trashed: removed by the seller, or held past its expiry. */
export function isTrashed(line: CartLine, now: number): boolean {
  return line.deletedAtMs !== null || (line.expiresAtMs !== null && line.expiresAtMs <= now);
}

export function cartItem(ctx: PlatformContext, line: CartLine): CartItem | null {
  const found = skuRecord(ctx, line.skuId);
  if (!found) return null;
  const { record, sku } = found;
  const post = line.postId === null ? undefined : ctx.state.posts.find((p) => p.post.id === line.postId);
  const expired = line.expiresAtMs !== null && line.expiresAtMs <= ctx.now();
  const deletedAt = line.deletedAtMs ?? (expired ? line.expiresAtMs : null);
  return {
    id: line.id,
    cart_id: line.cartId,
    post_id: line.postId,
    product_name: record.product.name,
    sku_id: sku.id,
    sku_name: sku.name,
    sku: {
      id: sku.id,
      name: sku.name,
      price: sku.price,
      info: sku.info ?? null,
      available_quantity: sku.available_quantity,
      salable_quantity: sku.salable_quantity ?? sku.available_quantity,
      purchase_limit: sku.salable_limit ?? null,
    },
    quantity: line.quantity,
    price: sku.price,
    image: record.product.images[0] ?? null,
    post: post
      ? {
          id: post.post.id,
          title: post.post.title,
          type: post.post.type,
          created_at: post.post.created_at,
          live: post.post.live,
          on_air: post.post.live_status === 'live',
          replay_expired_at: post.post.replay_expired_at,
        }
      : null,
    channel: post?.channels[0] ? { id: post.channels[0].id, name: post.channels[0].name } : null,
    expires_at: line.expiresAtMs === null ? null : iso(line.expiresAtMs),
    deleted_at: deletedAt === null ? null : iso(deletedAt),
    free_shipping: sku.free_shipping ?? false,
    is_ticket: record.product.is_ticket,
    adult_warning: record.product.adult_warning,
    buyer_purchasable_limit: sku.salable_limit ?? null,
    added_from: line.addedFrom,
    vendor: record.vendor,
    referral_code: line.referralCode,
  };
}

/** A shortage whose removed units are still in the cart (not yet confirmed). */
const pendingShortages = (ctx: PlatformContext) =>
  ctx.state.cartShortages.filter((s) => ctx.state.cartLines.some((l) => l.id === s.id));

/** Market status of one line (commerce §4): can it still be bought as it stands? */
export function marketStatus(ctx: PlatformContext, line: CartLine): MarketStatus {
  const found = skuRecord(ctx, line.skuId);
  if (!found) return 'unknown';
  const { record, sku } = found;
  const shortages = pendingShortages(ctx);
  if (shortages.some((s) => s.id === line.id)) return 'shortage';
  if (record.product.status === 'deleted' || isTrashed(line, ctx.now())) return 'deleted';
  if (record.product.salable_status === 'before_sell' || record.product.salable_status === 'end_sell') return 'error';
  if (sku.available_quantity === 0) return 'soldout';
  if (sku.available_quantity < line.quantity || shortages.some((s) => s.lineId === line.id)) return 'shortage';
  return 'available';
}

/**
 * Cuts the cart's live lines to the stock left, oldest line first: each cut line keeps what the
 * stock allows, and the units removed become a trashed shortage line. A line that would keep
 * nothing stays as it is (sold out, or another line holds the stock): its market status says so.
 * Idempotent; run before every read of the cart, so the notice appears on the next fetch.
 */
export function reconcileStock(ctx: PlatformContext, cart: CartRecord): void {
  const now = ctx.now();
  const live = linesOf(ctx, cart)
    .filter((l) => !isTrashed(l, now))
    .sort((a, b) => a.id - b.id);
  const left = new Map<number, number>();
  for (const line of live) {
    const found = skuRecord(ctx, line.skuId);
    if (!found || found.record.product.status === 'deleted') continue;
    const stock = left.get(line.skuId) ?? found.sku.available_quantity;
    const keep = Math.min(line.quantity, stock);
    left.set(line.skuId, stock - keep);
    if (keep < 1 || keep === line.quantity) continue;
    const removed: CartLine = { ...line, id: nextId(ctx.state, 'cartLine'), quantity: line.quantity - keep, deletedAtMs: now };
    line.quantity = keep;
    ctx.state.cartLines.push(removed);
    ctx.state.cartShortages.push({ id: removed.id, lineId: line.id });
  }
}

/** Forgets shortages whose trashed line is gone (confirmed or deleted). */
export function pruneShortages(ctx: PlatformContext): void {
  ctx.state.cartShortages = pendingShortages(ctx);
}

export function linesOf(ctx: PlatformContext, cart: CartRecord): CartLine[] {
  return ctx.state.cartLines.filter((line) => line.cartId === cart.id);
}

export function findCart(ctx: PlatformContext, storeId: number, owner: { userId?: number; guestId?: number }): CartRecord | undefined {
  return ctx.state.carts.find(
    (cart) =>
      cart.storeId === storeId &&
      ((owner.userId !== undefined && cart.userId === owner.userId) || (owner.guestId !== undefined && cart.guestId === owner.guestId)),
  );
}
