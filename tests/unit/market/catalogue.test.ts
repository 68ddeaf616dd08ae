import { describe, expect, it, jest } from '@jest/globals';
import type { Result } from '@/lib/api/result';
import { collectCatalogue, MAX_CATALOGUE_PAGES } from '@/lib/market/catalogue';
import type { Product, ProductsQuery } from '@/lib/schemas';
import { product } from './fixtures';

type Page = { data: Product[]; meta: { current_page: number; last_page: number } };
const page = (current: number, last: number, products: Product[]): Result<Page> => ({ ok: true, data: { data: products, meta: { current_page: current, last_page: last } } });

describe('collectCatalogue', () => {
  it('pages through `all` to the last page, leaving deleted products out', async () => {
    const queries: ProductsQuery[] = [];
    const pages = [page(1, 2, [product({ id: 1 }), product({ id: 2, status: 'deleted' })]), page(2, 2, [product({ id: 3 })])];
    const products = await collectCatalogue(async (query) => {
      queries.push(query);
      return pages[queries.length - 1];
    });
    expect(products?.map((p) => p.id)).toEqual([1, 3]);
    expect(queries).toEqual([{ all: true }, { all: true, page: 2 }]);
  });

  it('is null when a page fails, and says which', async () => {
    const onFailure = jest.fn();
    const error = { kind: 'status' as const, status: 500, message: 'down' };
    const products = await collectCatalogue(async (query) => (query.page === 2 ? { ok: false, error } : page(1, 3, [product({ id: 1 })])), onFailure);
    expect(products).toBeNull();
    expect(onFailure).toHaveBeenCalledWith(2, error);
  });

  it('stops a runaway paging loop', async () => {
    const load = jest.fn(async () => page(1, 999, [product({ id: 1 })]));
    await collectCatalogue(load);
    expect(load).toHaveBeenCalledTimes(MAX_CATALOGUE_PAGES);
  });
});
