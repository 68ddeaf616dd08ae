import type { ApiError, Result } from '@/lib/api/result';
import type { Product, ProductsQuery } from '@/lib/schemas';

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
    products.push(...result.data.data.filter((product) => product.status !== 'deleted'));
    if (result.data.meta.current_page >= result.data.meta.last_page) break;
  }
  return products;
}
