import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { KindTabs } from '@/components/market/KindTabs';
import { Pager } from '@/components/market/Pager';
import { ProductGrid } from '@/components/market/ProductGrid';
import { SearchForm } from '@/components/market/SearchForm';
import styles from '@/components/market/market.module.css';
import { getProducts } from '@/lib/api/products';
import { productsTag, publicContext } from '@/lib/api/server-context';
import { kindFromQuery, marketProductsQuery, showsKindTabs } from '@/lib/market/market-query';
import { keywordFromQuery, pageFromQuery, toProductCard, visibleProducts } from '@/lib/market/product-card';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/origin';
import { requestOrigin } from '@/lib/seo/request-origin';
import { loadStore, SUPPORTED_REGION } from '../store-data';

interface MarketProps {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: MarketProps): Promise<Metadata> {
  const [store, t, locale, origin] = await Promise.all([loadStore((await params).store), getTranslations('meta'), getLocale(), requestOrigin()]);
  return pageMetadata({
    title: t('marketTitle', { store: store.name }),
    description: store.description || t('marketDescription', { store: store.name }),
    // Keyword, kind and page variants all point at the one list page.
    url: absoluteUrl(origin, `/${encodeURIComponent(store.slug)}/market`),
    siteName: store.name,
    locale,
    image: store.image_url ?? null,
    imageAlt: store.name,
  });
}

export default async function MarketPage({ params, searchParams }: MarketProps) {
  const { store: slug } = await params;
  const query = await searchParams;
  const keyword = keywordFromQuery(query.keyword);
  const page = pageFromQuery(query.page);
  const store = await loadStore(slug);
  const kind = store.is_ticket_mode ? 'all' : kindFromQuery(query.kind);
  const [t, result] = await Promise.all([
    getTranslations('market'),
    getProducts(slug, marketProductsQuery(store, { keyword, page, kind }), await publicContext([productsTag(slug)])),
  ]);
  const basePath = `/${store.slug}/market`;
  const products = result.ok ? visibleProducts(result.data.data) : [];

  return (
    <main className="page">
      <SearchForm action={basePath} keyword={keyword} kind={kind} />
      {showsKindTabs(store) ? <KindTabs basePath={basePath} kind={kind} keyword={keyword} /> : null}
      <h2>{keyword ? t('resultsFor', { keyword }) : t('heading')}</h2>
      {!result.ok ? (
        <p className={styles.status} role="alert">
          {t('loadFailed')}
        </p>
      ) : products.length === 0 ? (
        <p className={styles.status}>{keyword ? t('noResults', { keyword }) : t('empty')}</p>
      ) : (
        <>
          <ProductGrid cards={products.map((p) => toProductCard(p, store.slug))} currency={store.currency} showTaxNote={store.region === SUPPORTED_REGION} />
          <Pager basePath={basePath} page={result.data.meta.current_page} lastPage={result.data.meta.last_page} keyword={keyword} kind={kind} />
        </>
      )}
    </main>
  );
}
