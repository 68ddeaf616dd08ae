import {
  AddToCartAnswer,
  CartAnswer,
  CartConfirmationAnswer,
  CartItemAnswer,
  MarketStatusAnswer,
  PricingAnswer,
  SubscriptionCartAnswer,
  type CartConfirmationPayload,
  type CartItemQuantityPayload,
  type CartPricingPayload,
  type PostCartPayload,
  type StoreCartPayload,
  type SubscriptionCartPayload,
} from '@/lib/schemas';
import { request, type CallContext } from './client';
import { path } from './path';

/** The buyer's cart (commerce §7). */

/** The whole cart, or only the subscription cart. */
export function getCart(slug: string, options: { type?: 'subscription' } = {}, ctx?: CallContext) {
  const query = options.type ? { type: options.type } : { all: true };
  return request({ method: 'GET', path: path`/api/v1/stores/${slug}/carts/buyer`, query, schema: CartAnswer }, ctx);
}

/** Adds SKUs promoted in a post. */
export function addPostItemsToCart(postId: number, payload: PostCartPayload, ctx?: CallContext) {
  return request({ method: 'POST', path: path`/api/v1/posts/${postId}/carts/buyer`, body: payload, schema: AddToCartAnswer }, ctx);
}

/** Adds a SKU from the market. */
export function addToCart(slug: string, payload: StoreCartPayload, ctx?: CallContext) {
  return request({ method: 'POST', path: path`/api/v1/stores/${slug}/carts`, body: payload, schema: AddToCartAnswer }, ctx);
}

export function getCartPricing(payload: CartPricingPayload, ctx?: CallContext) {
  return request({ method: 'POST', path: '/api/v1/carts/pricing', body: payload, schema: PricingAnswer }, ctx);
}

export function deleteCartItem(itemId: number, ctx?: CallContext) {
  return request({ method: 'DELETE', path: path`/api/v1/cart-items/${itemId}`, schema: CartItemAnswer }, ctx);
}

export function updateCartItem(itemId: number, payload: CartItemQuantityPayload, ctx?: CallContext) {
  return request({ method: 'PUT', path: path`/api/v1/cart-items/${itemId}`, body: payload, schema: CartItemAnswer }, ctx);
}

/** Acknowledges the trashed-items notice, which clears them. */
export function confirmCart(payload: CartConfirmationPayload, ctx?: CallContext) {
  return request({ method: 'PUT', path: '/api/v1/carts/confirmation', body: payload, schema: CartConfirmationAnswer }, ctx);
}

export function getMarketStatus(slug: string, ctx?: CallContext) {
  return request({ method: 'GET', path: path`/api/v1/stores/${slug}/carts/market/status`, schema: MarketStatusAnswer }, ctx);
}

export function createSubscriptionCart(slug: string, payload: SubscriptionCartPayload, ctx?: CallContext) {
  return request(
    { method: 'POST', path: path`/api/v1/stores/${slug}/carts/subscription`, body: payload, schema: SubscriptionCartAnswer },
    ctx,
  );
}
