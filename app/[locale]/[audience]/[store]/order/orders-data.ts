import type { OrderListLoad } from '@/components/order/OrderList';
import { getOrders } from '@/lib/api/orders';
import { buyerContext } from '@/lib/api/server-context';
import { errorDisplay } from '@/lib/format/error-message';
import type { OrderListQuery } from '@/lib/order/list-query';

/** The order list page's one call (GET …/orders/buyer), filtered and paged by the URL. */
export async function loadOrderList(slug: string, query: OrderListQuery): Promise<OrderListLoad> {
  const result = await getOrders(slug, { ...(query.status ? { status: query.status } : {}), page: query.page }, await buyerContext());
  if (result.ok) return { ok: true, answer: result.data };
  const display = errorDisplay(result.error);
  return { ok: false, unauthorized: result.error.status === 401, message: display.kind === 'server' ? display.message : null };
}
