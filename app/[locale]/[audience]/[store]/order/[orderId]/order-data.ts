import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getOrder } from '@/lib/api/orders';
import { buyerContext } from '@/lib/api/server-context';
import { orderIdParam } from '@/lib/checkout/order-load';
import { errorDisplay } from '@/lib/format/error-message';
import { dataRecord } from '@/lib/format/field';
import type { Order, Store } from '@/lib/schemas';

export type OrderLoad = { kind: 'ok'; order: Order } | { kind: 'unauthorized' } | { kind: 'error'; message: string | null };

/**
 * The order of the route, shared by page and metadata within a request. Missing, another buyer's
 * (the platform answers 404) or another store's order: the not-found state.
 */
export const loadOrder = cache(async (store: Store, idParam: string): Promise<OrderLoad> => {
  const id = orderIdParam(idParam);
  if (id === null) notFound();
  const result = await getOrder(id, await buyerContext());
  if (!result.ok) {
    if (result.error.status === 404) notFound();
    if (result.error.status === 401) return { kind: 'unauthorized' };
    const display = errorDisplay(result.error);
    return { kind: 'error', message: display.kind === 'server' ? display.message : null };
  }
  // No order in a 200 answer (an empty body; the client reported the mismatch): the error state.
  const order = dataRecord(result.data);
  if (!order) return { kind: 'error', message: null };
  if (order.store_id !== store.id) notFound();
  return { kind: 'ok', order };
});
