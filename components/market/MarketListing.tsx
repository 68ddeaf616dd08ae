import type { Metadata } from 'next';
import { LiveStrip } from '@/components/live/lobby/LiveStrip';
import { getLocale, getTranslations } from 'next-intl/server';
import { loadMarketProducts } from '@/lib/cache/market-products';
import { resolveRequestLocale } from '@/lib/i18n/request-locale';
import { SUPPORTED_REGION } from '@/lib/guards/store-check';
import { showsKindTabs, type MarketView } from '@/lib/market/market-query';
import { pagesOf } from '@/lib/format/field';
import { readableProducts, toProductCard } from '@/lib/market/product-card';
import type { Store } from '@/lib/schemas';
import { storeOgImage } from '@/lib/og/og-image';
import { isEnabled } from '@/lib/store-settings';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/origin';
import { appPath } from '@/lib/url/safe-href';
import { KindTabs } from './KindTabs';
import { Pager } from './Pager';
import { ProductGrid } from './ProductGrid';
import { SearchForm } from './SearchForm';
import styles from './market.module.css';

/** The market page's content and metadata (app/[locale]/[audience]/[store]/market). */

export async function marketMetadata(store: Store, origin: string): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations('meta'), getLocale()]);
  return pageMetadata({
    title: t('marketTitle', { store: store.name }),
    description: store.description || t('marketDescription', { store: store.name }),
    // Keyword, kind and page variants all point at the one list page.
    url: absoluteUrl(origin, `/${encodeURIComponent(store.slug)}/market`),
    siteName: store.name,
    locale,
    image: storeOgImage(origin, store),
  });
}

export async function MarketListing({ store, view }: { store: Store; view: MarketView }) {
  const { keyword } = view;
  const kind = store.is_ticket_mode ? 'all' : view.kind;
  const locale = await resolveRequestLocale();
  const [t, result] = await Promise.all([getTranslations('market'), loadMarketProducts(store, { ...view, kind }, locale)]);
  const basePath = appPath(store.slug, 'market');
  // A 200 answer with no readable products (the client reported the mismatch) is a failed load.
  const products = result.ok ? readableProducts(result.data) : null;

  return (
    <>
      {/* show_lobby (our design): the lives on air and coming up, above the first page of the plain list (its own landmark, not the listing). */}
      {isEnabled(store.settings, 'show_lobby') && !keyword && view.page <= 1 ? <LiveStrip store={store} locale={locale} /> : null}
      <main className="page">
        <h1 className={styles.title}>{t('title', { store: store.name })}</h1>
        <SearchForm action={basePath} keyword={keyword} kind={kind} />
        {showsKindTabs(store) ? <KindTabs basePath={basePath} kind={kind} keyword={keyword} /> : null}
        <h2>{keyword ? t('resultsFor', { keyword }) : t('heading')}</h2>
        {!products ? (
          <p className={styles.status} role="alert">
            {t('loadFailed')}
          </p>
        ) : products.length === 0 ? (
          <p className={styles.status}>{keyword ? t('noResults', { keyword }) : t('empty')}</p>
        ) : (
          <>
            <ProductGrid cards={products.map((p) => toProductCard(p, store.slug))} currency={store.currency} showTaxNote={store.region === SUPPORTED_REGION} />
            <Pager basePath={basePath} {...pagesOf(result.ok ? result.data : null)} keyword={keyword} kind={kind} />
          </>
        )}
      </main>
    </>
  );
}
