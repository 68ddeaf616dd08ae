import type { ApiError, Result } from '@/lib/api/result';
import { pagesOf } from '@/lib/format/field';
import type { Product, ProductsQuery } from '@/lib/schemas';
import { readableProducts } from './product-card';

/** Stops a runaway paging loop; `all` normally answers in one page. */
export const MAX_CATALOGUE_PAGES = 50;

interface CataloguePage {
  data: Product[];
  meta: { current_page: number; last_page: number };
}

/**
 * Every product of a store (deleted ones excepted), paging through the products call with `all`.
 * `loadPage` makes the call (cached or not, as the caller needs); null when a page fails, after
 * `onFailure` hears which.
 */
export async function collectCatalogue(
  loadPage: (query: ProductsQuery) => Promise<Result<CataloguePage>>,
  onFailure: (page: number, error: ApiError) => void = () => undefined,
): Promise<Product[] | null> {
  const products: Product[] = [];
  for (let page = 1; page <= MAX_CATALOGUE_PAGES; page++) {
    const result = await loadPage(page === 1 ? { all: true } : { all: true, page });
    if (!result.ok) {
      onFailure(page, result.error);
      return null;
    }
    // No readable list in a 200 answer (the client reported the mismatch): the catalogue is unknown.
    const list = readableProducts(result.data);
    if (!list) return null;
    products.push(...list);
    const { page: current, lastPage } = pagesOf(result.data);
    if (current >= lastPage) break;
  }
  return products;
}
