import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Image } from '@/components/ui/Image';
import { SUPPORTED_REGION } from '@/lib/guards/store-check';
import type { Store } from '@/lib/schemas';
import styles from '../info.module.css';

/** Who the store is and how to reach it: its description, contact e-mail and links. */
export async function StoreInfo({ store }: { store: Store }) {
  const t = await getTranslations('marketInfo');
  const base = `/${encodeURIComponent(store.slug)}`;
  const email = store.contact_email?.trim();
  return (
    <main className="page">
      <h1 className={styles.heading}>{t('heading')}</h1>
      <section className={`${styles.section} ${styles.about}`} aria-labelledby="info-about">
        <Image type="store" src={store.image_url} size={200} className={styles.cover} alt={store.name} priority />
        <div>
          <h2 id="info-about">{t('about')}</h2>
          {store.description?.trim() ? <p className={styles.text}>{store.description}</p> : <p className={styles.muted}>{t('noDescription')}</p>}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="info-contact">
        <h2 id="info-contact">{t('contact')}</h2>
        {email ? (
          <p className={styles.text}>
            {t('email')}: <a href={`mailto:${email}`}>{email}</a>
          </p>
        ) : (
          <p className={styles.muted}>{t('noContact')}</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="info-links">
        <h2 id="info-links">{t('links')}</h2>
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
