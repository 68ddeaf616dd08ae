import Link from 'next/link';
import { Suspense } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { Image } from '@/components/ui/Image';
import { isEnterpriseStore } from '@/lib/enterprise/enterprise-store';
import { toLocale, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import type { Store } from '@/lib/schemas';
import { appPath } from '@/lib/url/safe-href';
import { CartLink } from './CartLink';
import { HeaderSession, HeaderSessionView, type HeaderSessionLabels } from './HeaderSession';
import { GHOST_SESSION } from './session-data';
import { LocaleSwitcher } from './LocaleSwitcher';
import styles from './shell.module.css';

/**
 * The store header: avatar and name, locale switcher, cart badge, member menu or login button.
 * The session part waits on the platform for signed-in buyers only, so it sits in Suspense and
 * never holds back the page. A public visitor (no token) gets the signed-out session directly.
 */
export async function StoreHeader({ store, personal }: { store: Store; personal: boolean }) {
  const [t, locale] = await Promise.all([getTranslations('shell'), getLocale()]);
  const base = `/${encodeURIComponent(store.slug)}`;
  const labels: HeaderSessionLabels = {
    cart: t('cart'),
    cartWithCount: t('cartWithCount', { count: '{count}' }),
    orders: t('orders'),
    member: t('member'),
    account: {
      login: t('login'),
      accountMenu: t('accountMenu'),
      logout: t('logout'),
      loggedOut: (await getTranslations('toast'))('loggedOut'),
    },
  };
  const enterprise = isEnterpriseStore(store) ? { store: store.slug, failed: (await getTranslations('enterprise'))('cartFailed') } : null;
  return (
    <header className={styles.header}>
      <Link href={`${base}/market`} className={styles.brand}>
        <Image type="store" src={store.avatar_url} size={40} round className={styles.avatar} alt="" loading="eager" />
        <h1 className={styles.storeName}>{store.name}</h1>
      </Link>
      <div className={styles.tools}>
        <LocaleSwitcher locale={toLocale(locale) ?? DEFAULT_LOCALE} label={t('language')} />
        <Suspense fallback={<CartLink href={appPath(store.slug, 'shopping')} label={labels.cart} countLabel={labels.cartWithCount} initialCount={null} enterprise={enterprise} />}>
          {personal ? (
            <HeaderSession slug={store.slug} labels={labels} enterprise={enterprise} />
          ) : (
            <HeaderSessionView slug={store.slug} labels={labels} enterprise={enterprise} session={GHOST_SESSION} />
          )}
        </Suspense>
      </div>
    </header>
  );
}
