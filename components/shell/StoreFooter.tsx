import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Store } from '@/lib/schemas';
import styles from './shell.module.css';

/** The footer: the commercial-law page is a legal duty for stores selling in Japan. */
export async function StoreFooter({ store }: { store: Store }) {
  const t = await getTranslations('shell');
  return (
    <footer className={styles.footer}>
      {store.region === 'JP' ? <Link href={`/${encodeURIComponent(store.slug)}/jpcommercial`} prefetch={false}>{t('commercialLaw')}</Link> : null}
      <p className={styles.copyright}>© {store.name}</p>
    </footer>
  );
}
