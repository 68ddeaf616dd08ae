import { STORE_SLUG } from '@/lib/schemas/store-slug';
/**
 * What the cart's server actions accept from the browser; anything else is refused before a call
 * is made (a server action is a public endpoint).
 */

const MAX_ITEMS = 200;
const MAX_COUPON_LENGTH = 64;

export const isStoreSlug = (value: unknown): value is string => typeof value === 'string' && value.length <= 100 && STORE_SLUG.test(value);
export const isItemId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

export interface QuantityRequest {
  itemId: number;
  quantity: number;
}

export function isQuantityRequest(value: unknown): value is QuantityRequest {
  const r = record(value);
  return r !== null && isItemId(r.itemId) && isItemId(r.quantity) && (r.quantity as number) <= 9999;
}

export interface ItemIdsRequest {
  itemIds: number[];
}

export function isItemIds(value: unknown): value is number[] {
  return Array.isArray(value) && value.length <= MAX_ITEMS && value.every(isItemId);
}

export interface PricingRequest {
  itemIds: number[];
  couponCode: string | null;
}

export function isPricingRequest(value: unknown): value is PricingRequest {
  const r = record(value);
  if (r === null || !isItemIds(r.itemIds)) return false;
  return r.couponCode === null || (typeof r.couponCode === 'string' && r.couponCode.length <= MAX_COUPON_LENGTH);
}
