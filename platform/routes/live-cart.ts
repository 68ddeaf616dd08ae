import { type CartNoticeSku, type CartNotification, PostCartPayload } from '@/lib/schemas';
import type { PlatformContext } from '../context';
import { error, notFound, type Router } from '../http';
import type { CartLine, CartRecord } from '../seed/carts';
import { HOUR } from '../seed/clock';
import { nextId } from '../state';
import { findCart, isTrashed, linesOf } from './cart-view';
import { PURCHASE_LIMIT } from './carts';
import { callerOf, type Caller } from './identity';
import { commerceOf, skuRecord } from './lookup';
import { answer, parseBody, unauthenticated } from './support';
import { displayNameOf } from './live-comments';
import { isReply, postOf, publishToPost } from './live-support';

/**
 * POST /api/v1/posts/{post}/carts/buyer: add SKUs of a post's products from the room. Each SKU is
 * capped by stock not already held and by the per-buyer limit; the answer says fully or partial.
 * A successful add publishes a cart notification on `cart|{postId}` (the room's cart banner and
 * the buyer's cart refetch).
 */

/** Items added from a live post are held for the buyer this long. */
export const LIVE_CART_HOLD_MS = 2 * HOUR;

/** Realtime event name of a cart notification. Not shown in spec: our design. */
export const CART_NOTIFICATION_EVENT = 'cart.added';

let eventSequence = 0;
export const nextEventId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++eventSequence}`;

function ensureCart(ctx: PlatformContext, storeId: number, caller: Caller): CartRecord {
  const owner = caller.user ? { userId: caller.user.user.id } : { guestId: caller.guest?.guest.id };
  const existing = findCart(ctx, storeId, owner);
  if (existing) return existing;
  const cart: CartRecord = { id: nextId(ctx.state, 'cart'), storeId, userId: owner.userId ?? null, guestId: owner.guestId ?? null };
  ctx.state.carts.push(cart);
  return cart;
}

const heldQuantity = (lines: CartLine[], skuId: number, now: number) =>
  lines.filter((l) => l.skuId === skuId && !isTrashed(l, now)).reduce((sum, l) => sum + l.quantity, 0);

export function registerLiveCartRoutes(router: Router, ctx: PlatformContext): void {
  router.post('/api/v1/posts/:post/carts/buyer', (req) => {
    const record = postOf(ctx, req, 'post');
    if (isReply(record)) return record;
    const caller = callerOf(ctx, req);
    if (caller.rejected || (!caller.user && !caller.guest)) return unauthenticated();
    const parsed = parseBody(PostCartPayload, req.body);
    if (!parsed.ok) return parsed.reply;
    const { post } = record;
    const blacklist = commerceOf(ctx, post.store_id)?.blacklist;
    if ((caller.user && blacklist?.userIds.includes(caller.user.user.id)) || (caller.guest && !caller.user && blacklist?.guestIds.includes(caller.guest.guest.id))) {
      return error(403, 'You cannot buy in this store.', { report_type: 'USER_IN_BLACKLIST' });
    }

    const promoted = new Set(record.products.map((p) => p.productId));
    const wanted = parsed.data.skus.map((line) => ({ line, found: skuRecord(ctx, line.id) }));
    for (const { found } of wanted) {
      if (!found || !promoted.has(found.record.product.id) || found.record.product.status === 'deleted') return notFound('SKU not found');
      const status = found.record.product.salable_status;
      if (status === 'before_sell' || status === 'end_sell') return error(422, 'This product is not on sale.');
    }

    const cart = ensureCart(ctx, post.store_id, caller);
    const now = ctx.now();
    let requested = 0;
    let added = 0;
    let limited = false;
    const notice: CartNoticeSku[] = [];
    for (const { line, found } of wanted) {
      if (!found) continue;
      const { record: product, sku } = found;
      const lines = linesOf(ctx, cart);
      const held = heldQuantity(lines, sku.id, now);
      const limitLeft = sku.salable_limit ? sku.salable_limit - held : Infinity;
      const stockLeft = sku.available_quantity - held;
      const quantity = Math.max(0, Math.min(line.quantity, stockLeft, limitLeft));
      requested += line.quantity;
      added += quantity;
      if (limitLeft < line.quantity) limited = true;
      if (quantity === 0) continue;
      const existing = lines.find((l) => l.skuId === sku.id && l.postId === post.id && !isTrashed(l, now));
      if (existing) existing.quantity += quantity;
      else {
        ctx.state.cartLines.push({
          id: nextId(ctx.state, 'cartLine'),
          cartId: cart.id,
          productId: product.product.id,
          skuId: sku.id,
          quantity,
          postId: post.id,
          addedFrom: null,
          expiresAtMs: now + LIVE_CART_HOLD_MS,
          deletedAtMs: null,
          referralCode: null,
        });
      }
      notice.push({ sku_name: sku.name, product_name: product.product.name, quantity, image_url: sku.images?.[0]?.url ?? product.product.images[0]?.url ?? null });
    }

    if (added === 0) {
      return limited
        ? error(422, 'You have reached the purchase limit for this item.', { report_type: PURCHASE_LIMIT })
        : error(422, 'This item is sold out.');
    }
    const eventId = nextEventId('cart');
    const notification: CartNotification = {
      user_id: caller.user?.user.id ?? caller.guest?.guest.id ?? 0,
      user_name: displayNameOf(caller),
      comment_id: `cart-${eventId}`,
      event_id: eventId,
      skus: notice,
    };
    publishToPost(ctx, post.id, 'cart', CART_NOTIFICATION_EVENT, notification);
    return answer(ctx, { data: { result: added === requested ? 'fully' : 'partial', added_quantity: added, request_quantity: requested } });
  });
}
