import { SubscriptionCartPayload, type Store } from '@/lib/schemas';
import type { PlatformContext } from '../context';
import { error, notFound, type Router } from '../http';
import type { CartLine, CartRecord } from '../seed/carts';
import { nextId } from '../state';
import { findCart, isTrashed, linesOf } from './cart-view';
import { isReply, requireMember } from './identity';
import { commerceOf, productRecord, storeOf } from './lookup';
import { answer, parseBody } from './support';

/**
 * Subscription purchase (commerce §7 `POST /stores/{store}/carts/subscription`): the chosen plan
 * becomes a subscription line (added_from `subscription`) in the member's cart, and the answer's
 * url leads to the storefront checkout for that line. The url is a path on the storefront, so it
 * holds on whatever host and port the storefront runs.
 */

export const SUBSCRIPTION_ONGOING = 'SUBSCRIPTION_ALREADY_ONGOING';

/** The platform reads the store flag itself (it may import lib/schemas only). Default off (commerce §6). */
function subscriptionsEnabled(store: Store): boolean {
  return store.settings.findLast((setting) => setting.name === 'subscription')?.enable ?? false;
}

function ensureCart(ctx: PlatformContext, storeId: number, userId: number): CartRecord {
  const existing = findCart(ctx, storeId, { userId });
  if (existing) return existing;
  const cart: CartRecord = { id: nextId(ctx.state, 'cart'), storeId, userId, guestId: null };
  ctx.state.carts.push(cart);
  return cart;
}

export function subscriptionCheckoutPath(slug: string, itemIds: number[]): string {
  return `/${encodeURIComponent(slug)}/shopping/checkout?type=subscription&items=${itemIds.join(',')}`;
}

export function registerSubscriptionRoutes(router: Router, ctx: PlatformContext): void {
  router.post('/api/v1/stores/:store/carts/subscription', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    const member = requireMember(ctx, req);
    if (isReply(member)) return member;
    const parsed = parseBody(SubscriptionCartPayload, req.body);
    if (!parsed.ok) return parsed.reply;
    if (!subscriptionsEnabled(store)) return error(422, 'Subscriptions are not available in this store.');
    if (commerceOf(ctx, store.id)?.blacklist.userIds.includes(member.user.id)) {
      return error(403, 'You cannot buy in this store.', { report_type: 'USER_IN_BLACKLIST' });
    }
    const planId = Number(parsed.data.id);
    const record = ctx.state.plans.find((p) => p.storeId === store.id && p.plan.id === planId);
    if (!record) return notFound('Subscription plan not found');
    if (record.plan.active === false || (record.plan.status ?? 'ongoing') !== 'ongoing') {
      return error(422, 'This subscription plan is not available.');
    }
    const ongoing = ctx.state.subscriptions.some(
      (s) => s.storeId === store.id && s.userId === member.user.id && s.plan.id === planId && s.plan.status === 'ongoing',
    );
    if (ongoing) return error(422, 'You already subscribe to this plan.', { report_type: SUBSCRIPTION_ONGOING });

    const product = productRecord(ctx, record.productId)?.product;
    const sku = product?.skus.find((s) => s.subscription_frequency === record.plan.subscription_frequency) ?? product?.skus[0];
    if (!product || product.status === 'deleted' || !sku) return notFound('Subscription product not found');
    if (sku.available_quantity <= 0) return error(422, 'This subscription is sold out.');

    const cart = ensureCart(ctx, store.id, member.user.id);
    const now = ctx.now();
    // One line per plan: choosing the same plan again reuses it rather than stacking quantities.
    let line: CartLine | undefined = linesOf(ctx, cart).find((l) => l.skuId === sku.id && l.addedFrom === 'subscription' && !isTrashed(l, now));
    if (line) line.quantity = 1;
    else {
      line = {
        id: nextId(ctx.state, 'cartLine'),
        cartId: cart.id,
        productId: product.id,
        skuId: sku.id,
        quantity: 1,
        postId: null,
        addedFrom: 'subscription',
        expiresAtMs: null,
        deletedAtMs: null,
        referralCode: null,
      };
      ctx.state.cartLines.push(line);
    }
    return answer(ctx, { success: true, url: subscriptionCheckoutPath(store.slug, [line.id]) });
  });
}
