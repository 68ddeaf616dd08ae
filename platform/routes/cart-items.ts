import { CartConfirmationPayload, CartItemQuantityPayload } from '@/lib/schemas';
import type { PlatformContext } from '../context';
import { error, notFound, type PlatformRequest, type Reply, type Router } from '../http';
import type { CartLine } from '../seed/carts';
import { isTrashed, pruneShortages } from './cart-view';
import { PURCHASE_LIMIT } from './carts';
import { callerOf } from './identity';
import { skuRecord } from './lookup';
import { parseBody, success, unauthenticated } from './support';

/**
 * Changing cart lines by id: quantity, delete, and clearing trashed lines after the notice.
 * A line that is gone (deleted, trashed, or someone else's) is a 404 MODEL_NOT_FOUND: the
 * storefront then refetches the cart quietly (commerce §8, issue 7 item 7).
 */

function ownLines(ctx: PlatformContext, req: PlatformRequest): CartLine[] | Reply {
  const caller = callerOf(ctx, req);
  if (caller.rejected || (!caller.user && !caller.guest)) return unauthenticated();
  const cartIds = ctx.state.carts
    .filter((c) => (caller.user && c.userId === caller.user.user.id) || (caller.guest && c.guestId === caller.guest.guest.id))
    .map((c) => c.id);
  return ctx.state.cartLines.filter((line) => cartIds.includes(line.cartId));
}

function ownLine(ctx: PlatformContext, req: PlatformRequest): CartLine | Reply {
  const lines = ownLines(ctx, req);
  if (!Array.isArray(lines)) return lines;
  const line = lines.find((l) => String(l.id) === req.params.id);
  return line ?? notFound('Cart item not found');
}

const isLine = (value: CartLine | Reply): value is CartLine => 'skuId' in value;

/** Commerce §6: where buyer_editing_cart is off, only the seller changes quantities and lines. */
function editingRefused(ctx: PlatformContext, line: CartLine): Reply | null {
  const cart = ctx.state.carts.find((c) => c.id === line.cartId);
  const store = ctx.state.stores.find((s) => s.id === cart?.storeId);
  return store?.buyer_editing_cart ? null : error(403, 'This store does not let buyers edit the cart.');
}

export function registerCartItemRoutes(router: Router, ctx: PlatformContext): void {
  // Capped like an add: the SKU's stock (less other lines of it) and the per-buyer limit.
  router.put('/api/v1/cart-items/:id', (req) => {
    const line = ownLine(ctx, req);
    if (!isLine(line)) return line;
    const parsed = parseBody(CartItemQuantityPayload, req.body);
    if (!parsed.ok) return parsed.reply;
    const refused = editingRefused(ctx, line);
    if (refused) return refused;
    if (isTrashed(line, ctx.now())) return notFound('This item is no longer in the cart.');
    const found = skuRecord(ctx, line.skuId);
    if (!found) return notFound('SKU not found');
    const quantity = parsed.data.quantity;
    const others = ctx.state.cartLines
      .filter((l) => l.cartId === line.cartId && l.skuId === line.skuId && l.id !== line.id && !isTrashed(l, ctx.now()))
      .reduce((sum, l) => sum + l.quantity, 0);
    const limit = found.sku.salable_limit;
    if (limit && others + quantity > limit) return error(422, 'You have reached the purchase limit for this item.', { report_type: PURCHASE_LIMIT });
    if (others + quantity > found.sku.available_quantity) return error(422, 'Not enough stock for this quantity.');
    line.quantity = quantity;
    return success(ctx);
  });

  router.delete('/api/v1/cart-items/:id', (req) => {
    const line = ownLine(ctx, req);
    if (!isLine(line)) return line;
    // Trashed lines are cleared by the confirmation, which stays open to every buyer.
    const refused = isTrashed(line, ctx.now()) ? null : editingRefused(ctx, line);
    if (refused) return refused;
    ctx.state.cartLines = ctx.state.cartLines.filter((l) => l.id !== line.id);
    pruneShortages(ctx);
    return success(ctx);
  });

  // Only trashed lines are cleared; ids of live lines or of other carts are ignored.
  router.put('/api/v1/carts/confirmation', (req) => {
    const lines = ownLines(ctx, req);
    if (!Array.isArray(lines)) return lines;
    const parsed = parseBody(CartConfirmationPayload, req.body);
    if (!parsed.ok) return parsed.reply;
    const now = ctx.now();
    const clear = new Set(lines.filter((l) => parsed.data.item_ids.includes(l.id) && isTrashed(l, now)).map((l) => l.id));
    ctx.state.cartLines = ctx.state.cartLines.filter((l) => !clear.has(l.id));
    pruneShortages(ctx);
    return success(ctx);
  });
}
