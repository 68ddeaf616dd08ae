'use server';

import { confirmCart, deleteCartItem, getCartPricing, updateCartItem } from '@/lib/api/cart';
import { buyerContext } from '@/lib/api/server-context';
import { mutationOutcome, pricingOutcome, type MutationOutcome, type PricingOutcome, type RefetchOutcome } from '@/lib/cart/outcomes';
import { pricingPayload } from '@/lib/cart/pricing';
import { isItemId, isItemIds, isPricingRequest, isQuantityRequest, isStoreSlug } from '@/lib/cart/requests';
import { loadCartSnapshot } from '@/components/cart/cart-data';
import { loadStore } from '../store-data';

/**
 * The cart page's mutations and reads, run on the server: the browser ships no API client and no
 * zod, and the member token travels as the kirari_token cookie. Every input is checked first; no
 * token answers 'login' without calling the platform.
 */

const INVALID: MutationOutcome = { kind: 'error', message: null };

export async function updateQuantityAction(request: unknown): Promise<MutationOutcome> {
  if (!isQuantityRequest(request)) return INVALID;
  const ctx = await buyerContext();
  if (!ctx.token) return { kind: 'login' };
  return mutationOutcome(await updateCartItem(request.itemId, { quantity: request.quantity }, ctx));
}

export async function deleteCartItemAction(itemId: unknown): Promise<MutationOutcome> {
  if (!isItemId(itemId)) return INVALID;
  const ctx = await buyerContext();
  if (!ctx.token) return { kind: 'login' };
  return mutationOutcome(await deleteCartItem(itemId, ctx));
}

/** Acknowledges a notice: PUT /api/v1/carts/confirmation with its trashed item ids. */
export async function confirmNoticeAction(itemIds: unknown): Promise<MutationOutcome> {
  if (!isItemIds(itemIds) || itemIds.length === 0) return INVALID;
  const ctx = await buyerContext();
  if (!ctx.token) return { kind: 'login' };
  return mutationOutcome(await confirmCart({ item_ids: itemIds }, ctx));
}

export async function priceSelectionAction(request: unknown): Promise<PricingOutcome> {
  if (!isPricingRequest(request)) return { kind: 'error', message: null };
  const ctx = await buyerContext();
  if (!ctx.token) return { kind: 'login' };
  return pricingOutcome(await getCartPricing(pricingPayload(request.itemIds, request.couponCode), ctx));
}

export async function refetchCartAction(slug: unknown): Promise<RefetchOutcome> {
  if (!isStoreSlug(slug)) return { kind: 'error' };
  const ctx = await buyerContext();
  if (!ctx.token) return { kind: 'login' };
  return loadCartSnapshot(await loadStore(slug), ctx);
}
