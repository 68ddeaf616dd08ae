import { cache } from 'react';
import { cachedProducts } from '@/lib/cache/public-reads';
import { resolveRequestLocale } from '@/lib/i18n/request-locale';
import { collectCatalogue } from '@/lib/market/catalogue';
import { report } from '@/lib/report';
import type { Product } from '@/lib/schemas';

/**
 * Every product of a store (deleted ones excepted). Shared by the product page (does the product
 * belong to this store?) and the store's sitemap; each page from the shared cache (tag
 * `products:{slug}`). null on failure.
 */
export const listStoreProducts = cache(async (slug: string): Promise<Product[] | null> => {
  const locale = await resolveRequestLocale();
  return collectCatalogue(
    (query) => cachedProducts(slug, query, locale),
    (page, error) => void report(new Error('store products fetch failed'), { where: 'catalogue.list', extra: { slug, page, error } }),
  );
});
