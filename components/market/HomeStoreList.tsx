import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { cachedStore } from '@/lib/cache/public-reads';
import { homeStoreSlugs, homeStores } from '@/lib/config/home-stores';
import { resolveRequestLocale } from '@/lib/i18n/request-locale';
import { appPath } from '@/lib/url/safe-href';
import { Image } from '@/components/ui/Image';
import styles from './market.module.css';

/** The home page's store cards, each store from the shared cache. */
export async function HomeStoreList() {
  const [t, faults, locale] = await Promise.all([getTranslations('home'), getTranslations('faults'), resolveRequestLocale()]);
  const { stores, failed } = homeStores(await Promise.all(homeStoreSlugs(process.env.HOME_STORES).map((slug) => cachedStore(slug, locale))));
  return (
    <>
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
    </>
  );
}
