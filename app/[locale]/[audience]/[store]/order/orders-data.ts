import type { OrderListLoad } from '@/components/order/OrderList';
import { getOrders } from '@/lib/api/orders';
import { buyerContext } from '@/lib/api/server-context';
import { errorDisplay } from '@/lib/format/error-message';
import { readableOrderPage, type OrderListQuery } from '@/lib/order/list-query';

/** The order list page's one call (GET …/orders/buyer), filtered and paged by the URL. */
export async function loadOrderList(slug: string, query: OrderListQuery): Promise<OrderListLoad> {
  const result = await getOrders(slug, { ...(query.status ? { status: query.status } : {}), page: query.page }, await buyerContext());
  if (result.ok) {
    // Nothing readable in a 200 answer (the client reported the mismatch): the list's failure state.
    const page = readableOrderPage(result.data);
    return page ? { ok: true, page } : { ok: false, unauthorized: false, message: null };
  }
  const display = errorDisplay(result.error);
  return { ok: false, unauthorized: result.error.status === 401, message: display.kind === 'server' ? display.message : null };
}
