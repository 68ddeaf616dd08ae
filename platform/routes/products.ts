import type { PlatformContext } from '../context';
import { notFound, type PlatformRequest, type Router } from '../http';
import { recount, type ProductRecord } from '../seed/product-builder';
import { isReply } from './identity';
import { productRecord, storeOf } from './lookup';
import { paginate } from './paging';
import { answer, flag, idParam } from './support';

/**
 * The catalogue. Filters of `GET /stores/{store}/products`:
 * - with_product / with_ticket pick the kinds (regular, ticket); neither given means both;
 * - with_market keeps only products listed on the market (not those sold only in a live post);
 * - vendor_id keeps one vendor's products; keyword matches the name, case-insensitive;
 * - all returns every match on one page; deleted products are never listed.
 */

function matches(record: ProductRecord, req: PlatformRequest): boolean {
  const { product } = record;
  if (product.status === 'deleted') return false;
  const withProduct = flag(req.query, 'with_product');
  const withTicket = flag(req.query, 'with_ticket');
  if ((withProduct || withTicket) && !(product.is_ticket ? withTicket : withProduct)) return false;
  if (flag(req.query, 'with_market') && !record.onMarket) return false;
  const vendorId = req.query.get('vendor_id');
  if (vendorId && String(record.vendor.id) !== vendorId) return false;
  const keyword = req.query.get('keyword')?.trim().toLowerCase();
  return !keyword || product.name.toLowerCase().includes(keyword);
}

/** Sale windows pass while the platform runs: re-derive the status before answering. */
function current(ctx: PlatformContext, record: ProductRecord): ProductRecord {
  recount(record, ctx.now());
  return record;
}

export function registerProductRoutes(router: Router, ctx: PlatformContext): void {
  router.get('/api/v1/stores/:store/products', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    const found = ctx.state.products
      .filter((record) => record.storeId === store.id)
      .map((record) => current(ctx, record))
      .filter((record) => matches(record, req))
      .map((record) => record.product);
    return answer(ctx, paginate(ctx, req, found, flag(req.query, 'all')));
  });

  router.get('/api/v1/products/:id', (req) => {
    const id = idParam(req);
    const record = id === null ? undefined : productRecord(ctx, id);
    if (!record || record.product.status === 'deleted') return notFound('Product not found');
    return answer(ctx, { data: current(ctx, record).product });
  });

  router.get('/api/v1/tickets/:productId', (req) => {
    const id = idParam(req, 'productId');
    const record = id === null ? undefined : productRecord(ctx, id);
    if (!record || !record.product.is_ticket || record.product.status === 'deleted') return notFound('Ticket not found');
    return answer(ctx, { data: current(ctx, record).product });
  });
}
