import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { EntryNotices } from '@/components/shell/EntryNotices';
import { Toaster } from '@/components/ui/Toaster';
import { getStore } from '@/lib/api/store';
import { publicContext, storeTag } from '@/lib/api/server-context';
import { homeStoreSlugs, homeStores } from '@/lib/config/home-stores';
import styles from '@/components/market/market.module.css';
import { Image } from '@/components/ui/Image';
import { appPath } from '@/lib/url/safe-href';

export default async function Home() {
  const [t, toast, faults] = await Promise.all([getTranslations('home'), getTranslations('toast'), getTranslations('faults')]);
  const slugs = homeStoreSlugs(process.env.HOME_STORES);
  const results = await Promise.all(slugs.map(async (slug) => getStore(slug, await publicContext([storeTag(slug)]))));
  const { stores, failed } = homeStores(results);
  return (
    <main className="page">
      {/* The home page has no shell: it hosts the entry notices itself (passwordReset=success after a reset without a store). */}
      <Toaster dismissLabel={toast('dismiss')} />
      <EntryNotices labels={{ verifySuccess: toast('verify_success_login'), verifyFailed: toast('verifyFailed'), passwordChanged: toast('passwordChanged') }} />
      <h1>{t('heading')}</h1>
      <p>{t('intro')}</p>
      {failed ? (
        <p className={styles.status} role="alert">
          {faults('storesFailed')}
        </p>
      ) : null}
      {stores.length === 0 ? <p className={styles.status}>{t('empty')}</p> : null}
      <ul className={styles.grid}>
        {stores.map((store) => (
          <li key={store.slug}>
            <Link className={styles.card} href={appPath(store.slug, 'market')}>
              <Image type="store" src={store.image_url} size={350} alt="" />
              <div className={styles.cardBody}>
                <h2 className={styles.name}>{store.name}</h2>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
