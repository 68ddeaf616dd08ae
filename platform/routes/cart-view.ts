import type { CartItem, MarketStatus } from '@/lib/schemas';
import type { PlatformContext } from '../context';
import type { CartLine, CartRecord } from '../seed/carts';
import { skuRecord } from './lookup';
import { iso } from './support';

/** Cart lines joined with the current product, SKU and post: what the cart calls answer. */

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
    post: post ? { id: post.post.id, title: post.post.title, type: post.post.type, created_at: post.post.created_at } : null,
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

/** Market status of one line (commerce §4): can it still be bought as it stands? */
export function marketStatus(ctx: PlatformContext, line: CartLine): MarketStatus {
  const found = skuRecord(ctx, line.skuId);
  if (!found) return 'unknown';
  const { record, sku } = found;
  if (record.product.status === 'deleted' || isTrashed(line, ctx.now())) return 'deleted';
  if (record.product.salable_status === 'before_sell' || record.product.salable_status === 'end_sell') return 'error';
  if (sku.available_quantity === 0) return 'soldout';
  return sku.available_quantity < line.quantity ? 'shortage' : 'available';
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
