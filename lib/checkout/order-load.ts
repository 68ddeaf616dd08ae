import { notFound, redirect } from 'next/navigation';
import { getOrder } from '@/lib/api/orders';
import type { CallContext } from '@/lib/api/client';
import { dataRecord } from '@/lib/format/field';
import { loginRequiredUrl } from '@/lib/guards/member-only';
import { report } from '@/lib/report';
import type { Order } from '@/lib/schemas';

/** The buyer's order for the completed, payment and choose-payment pages (server side). */
export type OrderLoad = { kind: 'ok'; order: Order } | { kind: 'notFound' } | { kind: 'unauthorized' } | { kind: 'failed' };

/** A path segment as an order id: digits only (15 at most stays a safe integer). */
export function orderIdParam(value: string): number | null {
  if (!/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export async function loadBuyerOrder(orderId: number, storeId: number, ctx: CallContext): Promise<OrderLoad> {
  const result = await getOrder(orderId, ctx);
  if (!result.ok) {
    if (result.error.status === 401) return { kind: 'unauthorized' };
    if (result.error.status === 404) return { kind: 'notFound' };
    void report(new Error('order fetch failed'), { where: 'checkout.order', extra: { orderId, error: result.error } });
    return { kind: 'failed' };
  }
  // No order in a 200 answer (an empty body; the client reported the mismatch): the failed state.
  const order = dataRecord(result.data);
  if (!order) return { kind: 'failed' };
  // An order of another store is not found under this store's address.
  return order.store_id === storeId ? { kind: 'ok', order } : { kind: 'notFound' };
}

/**
 * The guard of the pages under one buyer order (completed, payment, choose-payment): no member or
 * an expired token goes to the login, a bad id or a missing, foreign or other-store order is not
 * found. `alongside` runs in parallel with the order fetch, once the member is known.
 */
export async function loadGuardedOrder<T = undefined>(
  store: { id: number; slug: string },
  rawId: string,
  ctx: CallContext,
  alongside?: () => Promise<T>,
): Promise<[Extract<OrderLoad, { kind: 'ok' | 'failed' }>, T]> {
  if (!ctx.token) redirect(loginRequiredUrl(store.slug));
  const orderId = orderIdParam(rawId);
  if (orderId === null) notFound();
  const [load, extra] = await Promise.all([loadBuyerOrder(orderId, store.id, ctx), alongside ? alongside() : (undefined as T)]);
  if (load.kind === 'unauthorized') redirect(loginRequiredUrl(store.slug));
  if (load.kind === 'notFound') notFound();
  return [load, extra];
}
