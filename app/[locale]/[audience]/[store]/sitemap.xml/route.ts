import { cachedStore } from '@/lib/cache/public-reads';
import { resolveRequestLocale } from '@/lib/i18n/request-locale';
import { absoluteUrl } from '@/lib/seo/origin';
import { requestOrigin } from '@/lib/seo/request-origin';
import { sitemapXml, type SitemapEntry } from '@/lib/seo/sitemap';
import { listStoreProducts } from '../market/product/catalogue-data';

const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' };

/**
 * /{store}/sitemap.xml: the store's public pages and every product page (products paged with
 * `all`). A missing or non-JP store is a 404, as for its pages; a failed product list is a 503 so
 * crawlers retry instead of forgetting the products.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ store: string }> }) {
  const { store: slug } = await params;
  const store = await cachedStore(slug, await resolveRequestLocale());
  if (!store.ok || store.data.data.region !== 'JP') {
    return new Response('Not found', { status: store.ok || store.error.status === 404 ? 404 : 503 });
  }
  const [products, origin] = await Promise.all([listStoreProducts(slug), requestOrigin()]);
  if (!products) return new Response('Unavailable', { status: 503, headers: { 'Retry-After': '300' } });
  const base = `/${encodeURIComponent(store.data.data.slug)}`;
  const entries: SitemapEntry[] = [
    { url: absoluteUrl(origin, `${base}/market`), changeFrequency: 'daily', priority: 1 },
    { url: absoluteUrl(origin, `${base}/market/info`), changeFrequency: 'monthly', priority: 0.3 },
    { url: absoluteUrl(origin, `${base}/jpcommercial`), changeFrequency: 'monthly', priority: 0.2 },
    ...products.map((product) => ({ url: absoluteUrl(origin, `${base}/market/product/${product.id}`), changeFrequency: 'daily' as const, priority: 0.8 })),
  ];
  return new Response(sitemapXml(entries), { headers: XML_HEADERS });
}
