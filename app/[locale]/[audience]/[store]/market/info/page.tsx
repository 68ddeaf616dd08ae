import type { Metadata } from 'next';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import styles from '@/components/market/info.module.css';
import { Image } from '@/components/ui/Image';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/origin';
import { requestOrigin } from '@/lib/seo/request-origin';
import { SUPPORTED_REGION } from '@/lib/guards/store-check';
import { loadStore } from '../../store-data';

interface InfoProps {
  params: Promise<{ store: string }>;
}

export async function generateMetadata({ params }: InfoProps): Promise<Metadata> {
  const [store, t, locale, origin] = await Promise.all([loadStore((await params).store), getTranslations('seo'), getLocale(), requestOrigin()]);
  return pageMetadata({
    title: t('infoTitle', { store: store.name }),
    description: store.description?.trim() || t('infoDescription', { store: store.name }),
    url: absoluteUrl(origin, `/${encodeURIComponent(store.slug)}/market/info`),
    siteName: store.name,
    locale,
    image: store.image_url ?? null,
    imageAlt: store.name,
  });
}

/** /{store}/market/info: who the store is and how to reach it (store description, contact email). */
export default async function MarketInfoPage({ params }: InfoProps) {
  const [store, t] = await Promise.all([loadStore((await params).store), getTranslations('marketInfo')]);
  const base = `/${encodeURIComponent(store.slug)}`;
  const email = store.contact_email?.trim();
  return (
    <main className="page">
      <h2 className={styles.heading}>{t('heading')}</h2>
      <section className={`${styles.section} ${styles.about}`} aria-labelledby="info-about">
        <Image type="store" src={store.image_url} size={200} className={styles.cover} alt={store.name} priority />
        <div>
          <h3 id="info-about">{t('about')}</h3>
          {store.description?.trim() ? <p className={styles.text}>{store.description}</p> : <p className={styles.muted}>{t('noDescription')}</p>}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="info-contact">
        <h3 id="info-contact">{t('contact')}</h3>
        {email ? (
          <p className={styles.text}>
            {t('email')}: <a href={`mailto:${email}`}>{email}</a>
          </p>
        ) : (
          <p className={styles.muted}>{t('noContact')}</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="info-links">
        <h3 id="info-links">{t('links')}</h3>
        <ul className={styles.links}>
          <li>
            <Link href={`${base}/market`}>{t('market')}</Link>
          </li>
          {store.region === SUPPORTED_REGION ? (
            <li>
              <Link href={`${base}/jpcommercial`}>{t('commercial')}</Link>
            </li>
          ) : null}
        </ul>
      </section>
    </main>
  );
}
