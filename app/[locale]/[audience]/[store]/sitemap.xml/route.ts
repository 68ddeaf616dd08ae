import { cachedReplayList, cachedStore } from '@/lib/cache/public-reads';
import { resolveRequestLocale } from '@/lib/i18n/request-locale';
import { collectReplayList, sitemapRows } from '@/lib/live/replay-list';
import { report } from '@/lib/report';
import { absoluteUrl } from '@/lib/seo/origin';
import { requestOrigin } from '@/lib/seo/request-origin';
import { sitemapXml, type SitemapEntry } from '@/lib/seo/sitemap';
import { listStoreProducts } from '../market/product/catalogue-data';

const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' };

/**
 * /{store}/sitemap.xml: the store's public pages, every product page (products paged with `all`),
 * the live lobby and the rooms of its public posts on air, coming up or watchable as replays (the
 * replay list's newest pages: lib/live/replay-list). A missing or non-JP store is a 404, as for its
 * pages; a failed product or replay list is a 503 so crawlers retry instead of forgetting pages.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ store: string }> }) {
  const { store: slug } = await params;
  const locale = await resolveRequestLocale();
  const store = await cachedStore(slug, locale);
  if (!store.ok || store.data.data.region !== 'JP') {
    return new Response('Not found', { status: store.ok || store.error.status === 404 ? 404 : 503 });
  }
  const storeSlug = store.data.data.slug;
  const [products, posts, origin] = await Promise.all([
    listStoreProducts(slug),
    collectReplayList(
      (page) => cachedReplayList(storeSlug, page, locale),
      (page, error) => void report(new Error('replay list fetch failed'), { where: 'sitemap.replays', extra: { slug, page, error } }),
    ),
    requestOrigin(),
  ]);
  if (!products || !posts) return new Response('Unavailable', { status: 503, headers: { 'Retry-After': '300' } });
  const base = `/${encodeURIComponent(storeSlug)}`;
  const entries: SitemapEntry[] = [
    { url: absoluteUrl(origin, `${base}/market`), changeFrequency: 'daily', priority: 1 },
    { url: absoluteUrl(origin, `${base}/market/info`), changeFrequency: 'monthly', priority: 0.3 },
    { url: absoluteUrl(origin, `${base}/jpcommercial`), changeFrequency: 'monthly', priority: 0.2 },
    ...products.map((product) => ({ url: absoluteUrl(origin, `${base}/market/product/${product.id}`), changeFrequency: 'daily' as const, priority: 0.8 })),
    { url: absoluteUrl(origin, `${base}/live-lobby`), changeFrequency: 'hourly', priority: 0.7 },
    ...sitemapRows(posts).map((row) => ({ url: absoluteUrl(origin, `${base}/live/${row.id}`), changeFrequency: row.kind === 'replay' ? ('weekly' as const) : ('hourly' as const), priority: 0.6 })),
  ];
  return new Response(sitemapXml(entries), { headers: XML_HEADERS });
}
