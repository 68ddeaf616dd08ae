import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Pager } from '@/components/market/Pager';
import { ProductGrid } from '@/components/market/ProductGrid';
import { SearchForm } from '@/components/market/SearchForm';
import styles from '@/components/market/market.module.css';
import { getProducts } from '@/lib/api/products';
import { productsTag, publicContext } from '@/lib/api/server-context';
import { keywordFromQuery, pageFromQuery, toProductCard, visibleProducts } from '@/lib/market/product-card';
import { loadStore, SUPPORTED_REGION } from '../store-data';

interface MarketProps {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: MarketProps): Promise<Metadata> {
  const store = await loadStore((await params).store);
  const t = await getTranslations('meta');
  const title = t('marketTitle', { store: store.name });
  const description = store.description || t('marketDescription', { store: store.name });
  const images = store.image_url ? [store.image_url] : undefined;
  return {
    title,
    description,
    alternates: { canonical: `/${store.slug}/market` },
    openGraph: { type: 'website', title, description, images, siteName: store.name },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description, images },
  };
}

export default async function MarketPage({ params, searchParams }: MarketProps) {
  const { store: slug } = await params;
  const query = await searchParams;
  const keyword = keywordFromQuery(query.keyword);
  const page = pageFromQuery(query.page);
  const [store, t, result] = await Promise.all([
    loadStore(slug),
    getTranslations('market'),
    getProducts(slug, { keyword, page }, await publicContext([productsTag(slug)])),
  ]);
  const basePath = `/${store.slug}/market`;
  const products = result.ok ? visibleProducts(result.data.data) : [];

  return (
    <main className="page">
      <SearchForm action={basePath} keyword={keyword} />
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
          <Pager basePath={basePath} page={result.data.meta.current_page} lastPage={result.data.meta.last_page} keyword={keyword} />
        </>
      )}
    </main>
  );
}
