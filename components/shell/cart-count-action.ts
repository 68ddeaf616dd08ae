'use server';

import { STORE_SLUG } from '@/lib/schemas/store-slug';
import { getCart } from '@/lib/api/cart';
import { buyerContext } from '@/lib/api/server-context';
import { cartCount } from './session-view';

/**
 * The cart badge's read (SWR in CartCountRefresh), run on the server: the browser ships no API
 * client and no zod, and the member token travels as the kirari_token cookie. The count is the
 * header's own (pieces, not lines; members only).
 */

export type CartCountOutcome = { kind: 'count'; count: number } | { kind: 'unauthorized' } | { kind: 'error' };


export async function cartCountAction(store: unknown): Promise<CartCountOutcome> {
  if (typeof store !== 'string' || store.length > 100 || !STORE_SLUG.test(store)) return { kind: 'error' };
  const ctx = await buyerContext();
  // Signed out meanwhile (another tab): no member, no cart.
  if (!ctx.token) return { kind: 'count', count: 0 };
  const cart = await getCart(store, {}, ctx);
  if (cart.ok) return { kind: 'count', count: cartCount(cart.data) };
  return cart.error.status === 401 ? { kind: 'unauthorized' } : { kind: 'error' };
}
