import { cache } from 'react';
import { cachedProducts } from '@/lib/cache/public-reads';
import { resolveRequestLocale } from '@/lib/i18n/request-locale';
import { report } from '@/lib/report';
import type { Product } from '@/lib/schemas';

/** Stops a runaway paging loop; `all` normally answers in one page. */
const MAX_PAGES = 50;

/**
 * Every product of a store (deleted ones excepted), paging through the products call with `all`.
 * Shared by the product page (does the product belong to this store?) and the store's sitemap;
 * each page from the shared cache (tag `products:{slug}`). null on failure.
 */
export const listStoreProducts = cache(async (slug: string): Promise<Product[] | null> => {
  const locale = await resolveRequestLocale();
  const products: Product[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await cachedProducts(slug, page === 1 ? { all: true } : { all: true, page }, locale);
    if (!result.ok) {
      void report(new Error('store products fetch failed'), { where: 'catalogue.list', extra: { slug, page, error: result.error } });
      return null;
    }
    products.push(...result.data.data.filter((product) => product.status !== 'deleted'));
    if (result.data.meta.current_page >= result.data.meta.last_page) break;
  }
  return products;
});
