import { getOrder } from '@/lib/api/orders';
import type { CallContext } from '@/lib/api/client';
import { report } from '@/lib/report';
import type { Order } from '@/lib/schemas';

/** The buyer's order for the completed, payment and choose-payment pages (server side). */
export type OrderLoad = { kind: 'ok'; order: Order } | { kind: 'notFound' } | { kind: 'unauthorized' } | { kind: 'failed' };

/** A path segment as an order id: digits only. */
export function orderIdParam(value: string): number | null {
  if (!/^\d{1,12}$/.test(value)) return null;
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
  // An order of another store is not found under this store's address.
  return result.data.data.store_id === storeId ? { kind: 'ok', order: result.data.data } : { kind: 'notFound' };
}
