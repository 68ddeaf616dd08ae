import { OrderFilterStatus, type Order, type OrderStatus } from '@/lib/schemas';
import type { PlatformContext } from '../context';
import { notFound, type Router } from '../http';
import { isReply, requireMember } from './identity';
import { storeOf } from './lookup';
import { paginate } from './paging';
import { answer, idParam, invalid } from './support';

/**
 * The buyer's orders. The list filter (unpaid, undelivered, completed, canceled) groups the order
 * statuses; the grouping is ours, the spec names only the filter values.
 */

export const FILTER_GROUPS: Record<OrderFilterStatus, OrderStatus[]> = {
  unpaid: ['init', 'unpaid'],
  undelivered: ['undelivered', 'delivering', 'waiting'],
  completed: ['completed', 'delivered', 'received'],
  canceled: ['canceled', 'missing', 'returning', 'returned', 'received_return'],
};

const newestFirst = (a: Order, b: Order) => String(b.created_at).localeCompare(String(a.created_at)) || b.id - a.id;

export function statusCounts(orders: Order[]): Record<OrderFilterStatus, number> {
  const count = (filter: OrderFilterStatus) => orders.filter((o) => FILTER_GROUPS[filter].includes(o.status)).length;
  return { unpaid: count('unpaid'), undelivered: count('undelivered'), completed: count('completed'), canceled: count('canceled') };
}

export function registerOrderRoutes(router: Router, ctx: PlatformContext): void {
  router.get('/api/v1/stores/:store/orders/buyer', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    const member = requireMember(ctx, req);
    if (isReply(member)) return member;
    const status = req.query.get('status') || null;
    const filter = status === null ? null : OrderFilterStatus.safeParse(status);
    if (filter && !filter.success) return invalid({ status: ['The selected status is invalid.'] });
    const mine = ctx.state.orders.filter((o) => o.store_id === store.id && o.buyer_id === member.user.id).sort(newestFirst);
    const shown = filter?.success ? mine.filter((o) => FILTER_GROUPS[filter.data].includes(o.status)) : mine;
    const page = paginate(ctx, req, shown);
    return answer(ctx, { ...page, meta: { ...page.meta, status_counts: statusCounts(mine) } });
  });

  // Someone else's order is a 404, so ids do not reveal which orders exist.
  router.get('/api/v1/orders/:id', (req) => {
    const member = requireMember(ctx, req);
    if (isReply(member)) return member;
    const id = idParam(req);
    const order = ctx.state.orders.find((o) => o.id === id && o.buyer_id === member.user.id);
    return order ? answer(ctx, { data: order }) : notFound('Order not found');
  });

  router.get('/api/v1/stores/:store/orders/latest', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    const member = requireMember(ctx, req);
    if (isReply(member)) return member;
    const latest = ctx.state.orders.filter((o) => o.store_id === store.id && o.buyer_id === member.user.id).sort(newestFirst)[0];
    return answer(ctx, { data: latest ?? null });
  });
}
