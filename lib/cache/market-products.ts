import { getProducts } from '@/lib/api/products';
import { ssrTimeoutMs } from '@/lib/api/server-context';
import { pagesOf } from '@/lib/format/field';
import { boundedPage, marketProductsQuery, type MarketView } from '@/lib/market/market-query';
import type { Store } from '@/lib/schemas';
import { cachedProducts } from './public-reads';

type ProductsAnswer = Awaited<ReturnType<typeof getProducts>>;

/**
 * The market's product page with bounded cache keys: a keyword search goes to the platform
 * uncached (its values are unbounded); a page beyond the last is loaded as the last (the first
 * page, cached anyway, names it).
 */
export async function loadMarketProducts(store: Pick<Store, 'slug' | 'is_ticket_mode'>, view: MarketView, locale: string): Promise<ProductsAnswer> {
  if (view.keyword) {
    return getProducts(store.slug, marketProductsQuery(store, view), { token: null, guestToken: null, locale, timeoutMs: ssrTimeoutMs(), cache: 'no-store' });
  }
  const first = await cachedProducts(store.slug, marketProductsQuery(store, { ...view, page: 1 }), locale);
  if (view.page <= 1 || !first.ok) return first;
  const page = boundedPage(view.page, pagesOf(first.data).lastPage);
  return page === 1 ? first : cachedProducts(store.slug, marketProductsQuery(store, { ...view, page }), locale);
}
