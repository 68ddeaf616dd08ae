import { cache } from 'react';
import { notFound } from 'next/navigation';
import { cachedProduct } from '@/lib/cache/public-reads';
import { dataRecord } from '@/lib/format/field';
import { resolveRequestLocale } from '@/lib/i18n/request-locale';
import { productIdFromParam } from '@/lib/market/product-detail';
import { report } from '@/lib/report';
import type { Product } from '@/lib/schemas';
import { listStoreProducts } from '../catalogue-data';

export class ProductLoadError extends Error {
  constructor(readonly status: number | undefined) {
    super('product fetch failed');
    this.name = 'ProductLoadError';
  }
}

/**
 * The product of the route, shared by page and metadata within a request. Missing, deleted or
 * another store's product: 404. The product answer names no store, so ownership is checked
 * against the store's product list; if that list cannot be loaded the product is still shown
 * (adding another store's SKU would fail on the platform anyway).
 */
export const loadProduct = cache(async (slug: string, idParam: string): Promise<Product> => {
  const id = productIdFromParam(idParam);
  if (id === null) notFound();
  const [result, storeProducts] = await Promise.all([cachedProduct(id, slug, await resolveRequestLocale()), listStoreProducts(slug)]);
  if (!result.ok) {
    if (result.error.status === 404) notFound();
    // Reported here, where the cause is known; the error boundary then offers a retry.
    void report(new ProductLoadError(result.error.status), { where: 'product.load', extra: { slug, id, error: result.error } });
    throw new ProductLoadError(result.error.status);
  }
  // No product in a 200 answer (the client reported the mismatch): the error boundary's retry.
  const product = dataRecord(result.data);
  if (!product) throw new ProductLoadError(undefined);
  if (product.status === 'deleted') notFound();
  if (storeProducts && !storeProducts.some((p) => p.id === product.id)) notFound();
  return product;
});
