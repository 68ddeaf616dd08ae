import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { CommercialLawList } from '@/components/market/CommercialLawList';
import styles from '@/components/market/info.module.css';
import { cachedCommercialLaw } from '@/lib/cache/public-reads';
import { resolveRequestLocale } from '@/lib/i18n/request-locale';
import { COMMERCIAL_LAW_FIELDS, commercialLawView } from '@/lib/market/commercial-law';
import { storeOgImage } from '@/lib/og/og-image';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/origin';
import { requestOrigin } from '@/lib/seo/request-origin';
import { loadStore } from '../store-data';

interface CommercialProps {
  params: Promise<{ store: string }>;
}

export async function generateMetadata({ params }: CommercialProps): Promise<Metadata> {
  const [store, t, locale, origin] = await Promise.all([loadStore((await params).store), getTranslations('seo'), getLocale(), requestOrigin()]);
  return pageMetadata({
    title: t('commercialTitle', { store: store.name }),
    description: t('commercialDescription', { store: store.name }),
    url: absoluteUrl(origin, `/${encodeURIComponent(store.slug)}/jpcommercial`),
    siteName: store.name,
    locale,
    image: storeOgImage(origin, store),
  });
}

/** /{store}/jpcommercial: the Japanese commercial-law disclosure (buyer-jp-commercial). */
export default async function CommercialLawPage({ params }: CommercialProps) {
  const { store: slug } = await params;
  // The store first: a store that is not found (or the build's sample) asks nothing more of the platform.
  await loadStore(slug);
  const [t, errors, result] = await Promise.all([
    getTranslations('jpcommercial'),
    getTranslations('errors'),
    cachedCommercialLaw(slug, await resolveRequestLocale()),
  ]);
  const view = commercialLawView(result);
  const labels = Object.fromEntries(COMMERCIAL_LAW_FIELDS.map((field) => [field, t(`fields.${field}`)]));
  return (
    <main className="page">
      <h1 className={styles.heading}>{t('heading')}</h1>
      {view.kind === 'failed' ? (
        <p className={styles.muted} role="alert">
          {errors('genericBody')}
        </p>
      ) : view.kind === 'rows' ? (
        <CommercialLawList rows={view.rows} labels={labels} missing={t('notProvided')} />
      ) : (
        <p className={styles.muted}>{t('empty')}</p>
      )}
    </main>
  );
}
