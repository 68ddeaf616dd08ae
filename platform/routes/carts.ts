import { type Store, StoreCartPayload } from '@/lib/schemas';
import type { PlatformContext } from '../context';
import { error, notFound, type PlatformRequest, type Reply, type Router } from '../http';
import type { CartLine, CartRecord } from '../seed/carts';
import { nextId } from '../state';
import { cartItem, findCart, isTrashed, linesOf, marketStatus, reconcileStock } from './cart-view';
import { callerOf, isReply, requireMember } from './identity';
import { commerceOf, skuRecord, storeOf } from './lookup';
import { answer, parseBody, unauthenticated } from './support';

/** The buyer's cart in a store: read it, check it against the market, add from the market. */

export const PURCHASE_LIMIT = 'REACHED_BUYER_PURCHASABLE_LIMIT';

function cartOwner(ctx: PlatformContext, req: PlatformRequest): { userId?: number; guestId?: number } | Reply {
  const caller = callerOf(ctx, req);
  if (caller.rejected) return unauthenticated();
  if (caller.user) return { userId: caller.user.user.id };
  if (caller.guest) return { guestId: caller.guest.guest.id };
  return unauthenticated();
}

function ensureCart(ctx: PlatformContext, store: Store, userId: number): CartRecord {
  const existing = findCart(ctx, store.id, { userId });
  if (existing) return existing;
  const cart: CartRecord = { id: nextId(ctx.state, 'cart'), storeId: store.id, userId, guestId: null };
  ctx.state.carts.push(cart);
  return cart;
}

const activeQuantity = (lines: CartLine[], skuId: number, now: number) =>
  lines.filter((l) => l.skuId === skuId && !isTrashed(l, now)).reduce((sum, l) => sum + l.quantity, 0);

export function registerCartRoutes(router: Router, ctx: PlatformContext): void {
  // Members and guests (who order by comment) have carts. type=subscription reads the subscription cart.
  router.get('/api/v1/stores/:store/carts/buyer', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    const owner = cartOwner(ctx, req);
    if (isReply(owner)) return owner;
    const cart = findCart(ctx, store.id, owner);
    if (!cart) return answer(ctx, { data: null, trashed: [] });
    reconcileStock(ctx, cart);
    const subscription = req.query.get('type') === 'subscription';
    const lines = linesOf(ctx, cart).filter((l) => (l.addedFrom === 'subscription') === subscription);
    const now = ctx.now();
    const present = (list: CartLine[]) => list.map((l) => cartItem(ctx, l)).filter((item) => item !== null);
    return answer(ctx, {
      data: {
        id: cart.id,
        items: present(lines.filter((l) => !isTrashed(l, now))),
        source_id: null,
        source_name: null,
        source_type: cart.userId !== null ? 'kirari' : 'guest',
        store_id: cart.storeId,
        user_id: cart.userId,
      },
      trashed: present(lines.filter((l) => isTrashed(l, now))),
    });
  });

  router.get('/api/v1/stores/:store/carts/market/status', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    const member = requireMember(ctx, req);
    if (isReply(member)) return member;
    const cart = findCart(ctx, store.id, { userId: member.user.id });
    if (cart) reconcileStock(ctx, cart);
    const lines = cart ? linesOf(ctx, cart) : [];
    return answer(ctx, { data: lines.map((line) => ({ id: line.id, status: marketStatus(ctx, line) })) });
  });

  // Add from the market: capped by stock not already in the cart and by the per-buyer limit.
  router.post('/api/v1/stores/:store/carts', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    const member = requireMember(ctx, req);
    if (isReply(member)) return member;
    const parsed = parseBody(StoreCartPayload, req.body);
    if (!parsed.ok) return parsed.reply;
    if (commerceOf(ctx, store.id)?.blacklist.userIds.includes(member.user.id)) {
      return error(403, 'You cannot buy in this store.', { report_type: 'USER_IN_BLACKLIST' });
    }
    const found = skuRecord(ctx, parsed.data.id);
    if (!found || found.record.storeId !== store.id || found.record.product.status === 'deleted') return notFound('SKU not found');
    const { record, sku } = found;
    // Tickets sell only where the store's ticket flag is on (commerce §6, default off).
    if (record.product.is_ticket && !(store.settings.findLast((setting) => setting.name === 'ticket')?.enable ?? false)) {
      return error(422, 'Tickets are not sold in this store.');
    }
    if (record.product.salable_status === 'before_sell' || record.product.salable_status === 'end_sell') {
      return error(422, 'This product is not on sale.');
    }
    const cart = ensureCart(ctx, store, member.user.id);
    const lines = linesOf(ctx, cart);
    const now = ctx.now();
    const held = activeQuantity(lines, sku.id, now);
    const limitLeft = sku.salable_limit ? sku.salable_limit - held : Infinity;
    if (limitLeft <= 0) return error(422, 'You have reached the purchase limit for this item.', { report_type: PURCHASE_LIMIT });
    const stockLeft = sku.available_quantity - held;
    if (stockLeft <= 0) return error(422, 'This item is sold out.');
    const requested = parsed.data.quantity;
    const added = Math.min(requested, stockLeft, limitLeft);
    const addedFrom = sku.subscription_frequency ? 'subscription' : 'market';
    const line = lines.find((l) => l.skuId === sku.id && l.addedFrom === addedFrom && !isTrashed(l, now));
    if (line) line.quantity += added;
    else {
      ctx.state.cartLines.push({
        id: nextId(ctx.state, 'cartLine'),
        cartId: cart.id,
        productId: record.product.id,
        skuId: sku.id,
        quantity: added,
        postId: null,
        addedFrom,
        expiresAtMs: null,
        deletedAtMs: null,
        referralCode: null,
      });
    }
    return answer(ctx, { data: { result: added === requested ? 'fully' : 'partial', added_quantity: added, request_quantity: requested } });
  });
}
