'use server';

import { addToCart, getCart } from '@/lib/api/cart';
import { buyerContext } from '@/lib/api/server-context';
import { cartQuantity, isAddRequest, outcomeOf, type AddOutcome } from '@/lib/market/add-to-cart';

/**
 * Add to cart from the product page, run on the server: the browser then ships no API client and
 * no zod (the product page's JS budget), and the member token travels as the kirari_token cookie
 * it already is (the shell restores it from local storage into the cookie). No token: 'login',
 * without calling the platform. On success the cart is read again for the badge count.
 */
export async function addToCartAction(request: unknown): Promise<AddOutcome> {
  if (!isAddRequest(request)) return { kind: 'error', message: null };
  const ctx = await buyerContext();
  if (!ctx.token) return { kind: 'login' };
  const added = await addToCart(request.store, { id: request.skuId, quantity: request.quantity }, ctx);
  // A 401 comes back as 'unauthorized': the browser's 401 rule clears the tokens and reloads.
  if (!added.ok) return outcomeOf(added);
  const cart = await getCart(request.store, {}, ctx);
  return outcomeOf(added, cart.ok ? cartQuantity(cart.data.data) : null);
}
