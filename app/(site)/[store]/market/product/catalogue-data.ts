import { cache } from 'react';
import { getProducts } from '@/lib/api/products';
import { productsTag, publicContext } from '@/lib/api/server-context';
import { report } from '@/lib/report';
import type { Product } from '@/lib/schemas';

/** Stops a runaway paging loop; `all` normally answers in one page. */
const MAX_PAGES = 50;

/**
 * Every product of a store (deleted ones excepted), paging through the products call with `all`.
 * Shared by the product page (does the product belong to this store?) and the store's sitemap;
 * cached per request and, through the data cache, for PUBLIC_REVALIDATE_SECONDS. null on failure.
 */
export const listStoreProducts = cache(async (slug: string): Promise<Product[] | null> => {
  const ctx = await publicContext([productsTag(slug)]);
  const products: Product[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await getProducts(slug, page === 1 ? { all: true } : { all: true, page }, ctx);
    if (!result.ok) {
      void report(new Error('store products fetch failed'), { where: 'catalogue.list', extra: { slug, page, error: result.error } });
      return null;
    }
    products.push(...result.data.data.filter((product) => product.status !== 'deleted'));
    if (result.data.meta.current_page >= result.data.meta.last_page) break;
  }
  return products;
});
