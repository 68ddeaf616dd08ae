import { getCart, getMarketStatus } from '@/lib/api/cart';
import type { CallContext } from '@/lib/api/client';
import { buildSnapshot, readableCartItems, type CartSnapshot } from '@/lib/cart/snapshot';
import { dataList } from '@/lib/format/field';
import { report } from '@/lib/report';
import type { Store } from '@/lib/schemas';
import { isEnabled } from '@/lib/store-settings';

/**
 * The cart as the page shows it, read on the server for the page and its refetch action: the
 * cart (`all`), the subscription cart where the store sells subscriptions, and the market status
 * of every item (members only; a failed status read leaves each item `unknown`).
 */

export type CartLoad = { kind: 'ok'; snapshot: CartSnapshot } | { kind: 'unauthorized' } | { kind: 'error' };

export async function loadCartSnapshot(store: Store, ctx: CallContext): Promise<CartLoad> {
  const withSubscription = isEnabled(store.settings, 'subscription');
  const [cart, statuses, subscription] = await Promise.all([
    getCart(store.slug, {}, ctx),
    getMarketStatus(store.slug, ctx),
    withSubscription ? getCart(store.slug, { type: 'subscription' }, ctx) : Promise.resolve(null),
  ]);
  if (!cart.ok) {
    if (cart.error.status === 401) return { kind: 'unauthorized' };
    void report(new Error('cart fetch failed'), { where: 'cart.load', extra: { slug: store.slug, error: cart.error } });
    return { kind: 'error' };
  }
  // A 200 answer with no readable cart (the client reported the mismatch): the page's error state.
  if (readableCartItems(cart.data) === null) return { kind: 'error' };
  if (!statuses.ok) void report(new Error('market status fetch failed'), { where: 'cart.market-status', extra: { slug: store.slug, error: statuses.error } });
  return {
    kind: 'ok',
    snapshot: buildSnapshot({
      cart: cart.data,
      subscription: subscription?.ok ? subscription.data : null,
      statuses: statuses.ok ? dataList(statuses.data) : null,
      timeZone: store.timezone,
    }),
  };
}
