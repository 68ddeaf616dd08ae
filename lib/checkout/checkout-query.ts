/**
 * The checkout's address: `/{store}/shopping/checkout?items=1,2[&coupon=CODE][&coupon_v2=ID][&type=ticket|subscription]`.
 * The cart page links here; subscription purchases arrive with type=subscription.
 */

import { appPath, type SafeHref } from '@/lib/url/safe-href';

export type PassType = 'ticket' | 'subscription';

export interface CheckoutQuery {
  itemIds: number[];
  coupon: string | null;
  couponV2Id: number | null;
  type: PassType | null;
  /** Something in `items` was not an id: the page says so rather than checking out a part. */
  malformed: boolean;
}

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
const MAX_ITEMS = 200;

export function parseCheckoutQuery(params: SearchParams): CheckoutQuery {
  const rawItems = (first(params.items) ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  const ids = rawItems.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
  const coupon = first(params.coupon)?.trim() || null;
  const v2 = Number(first(params.coupon_v2));
  const type = first(params.type);
  return {
    itemIds: [...new Set(ids)].slice(0, MAX_ITEMS),
    coupon: coupon && coupon.length <= 64 ? coupon : null,
    couponV2Id: Number.isSafeInteger(v2) && v2 > 0 ? v2 : null,
    type: type === 'ticket' || type === 'subscription' ? type : null,
    malformed: ids.length !== rawItems.length || rawItems.length === 0 || rawItems.length > MAX_ITEMS,
  };
}

/** The link to the checkout (for the cart page and subscription purchase). */
export function checkoutHref(slug: string, options: { itemIds: readonly number[]; coupon?: string | null; type?: PassType | null }): SafeHref {
  const params = new URLSearchParams({ items: options.itemIds.join(',') });
  if (options.coupon?.trim()) params.set('coupon', options.coupon.trim());
  if (options.type) params.set('type', options.type);
  return `${appPath(slug, 'shopping', 'checkout')}?${params.toString().replace(/%2C/g, ',')}` as SafeHref;
}

export const completedHref = (slug: string, orderId: number) => appPath(slug, 'shopping', 'checkout', orderId);
export const paymentHref = (slug: string, orderId: number) => appPath(slug, 'order', orderId, 'payment');
export const choosePaymentHref = (slug: string, orderId: number) => appPath(slug, 'order', orderId, 'choose-payment');
export const orderHref = (slug: string, orderId: number) => appPath(slug, 'order', orderId);
export const cartHref = (slug: string) => appPath(slug, 'shopping');
export const orderListHref = (slug: string) => appPath(slug, 'order');

/**
 * Where a placed order goes next. An answer that garbled the order's id (the order exists: the
 * platform acted) goes to the order list, where it is first with its next step, never to a path
 * built from the garbled value.
 */
export function placedOrderHref(slug: string, orderId: unknown, next: 'payment' | 'completed'): SafeHref {
  if (typeof orderId !== 'number' || !Number.isSafeInteger(orderId) || orderId <= 0) return orderListHref(slug);
  return next === 'payment' ? paymentHref(slug, orderId) : completedHref(slug, orderId);
}
