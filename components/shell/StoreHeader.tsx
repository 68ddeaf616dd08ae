import { IntentLink } from '@/components/ui/IntentLink';
import { getLocale, getTranslations } from 'next-intl/server';
import { Image } from '@/components/ui/Image';
import { isEnterpriseStore } from '@/lib/enterprise/enterprise-store';
import { toLocale, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { lobbyHref } from '@/lib/live/lobby-paging';
import type { Store } from '@/lib/schemas';
import { isEnabled } from '@/lib/store-settings';
import { appPath } from '@/lib/url/safe-href';
import { HeaderCartLink } from './HeaderCartLink';
import type { HeaderSessionLabels } from './HeaderSession';
import { LoginButton } from './LoginButton';
import { PersonalHeaderSlot } from './PersonalHeaderSlot';
import { SessionSync } from './SessionSync';
import { LocaleSwitcher } from './LocaleSwitcher';
import styles from './shell.module.css';

/**
 * The store header: avatar and name, locale switcher, cart badge, member menu or login button.
 * On a phone the name takes a row of its own (shell.module.css), so it is never squeezed away.
 * Nothing here reads the request, so the page stays one cached copy: a public visitor (no token)
 * gets the signed-out session, a visitor with a token their own, read in the browser (PersonalHeader).
 */
export async function StoreHeader({ store, personal }: { store: Store; personal: boolean }) {
  const [t, toast, locale] = await Promise.all([getTranslations('shell'), getTranslations('toast'), getLocale()]);
  const labels: HeaderSessionLabels = {
    cart: t('cart'),
    cartWithCount: t('cartWithCount', { count: '{count}' }),
    orders: t('orders'),
    member: t('member'),
    account: {
      login: t('login'),
      accountMenu: t('accountMenu'),
      logout: t('logout'),
      loggedOut: toast('loggedOut'),
    },
  };
  const enterprise = isEnterpriseStore(store) ? { store: store.slug, failed: (await getTranslations('enterprise'))('cartFailed') } : null;
  // The store's show_lobby flag (commerce §6; its effect is our design): a link to the live lobby.
  const lobby = isEnabled(store.settings, 'show_lobby') ? (await getTranslations('lobby'))('headerLink') : null;
  return (
    // The store name is no heading: each page (and the room) brings its own h1.
    <header className={`${styles.header} ${lobby ? styles.withLobby : ''}`}>
      <IntentLink href={appPath(store.slug, 'market')} className={styles.brand}>
        <Image type="store" src={store.avatar_url} size={40} round className={styles.avatar} alt="" loading="eager" />
        <span className={styles.storeName} data-testid="header-store-name">
          {store.name}
        </span>
      </IntentLink>
      <div className={styles.tools} data-testid="header-tools">
        {lobby ? (
          <IntentLink href={lobbyHref(store.slug)} className={styles.lobbyLink} data-testid="header-lobby-link">
            {lobby}
          </IntentLink>
        ) : null}
        <LocaleSwitcher locale={toLocale(locale) ?? DEFAULT_LOCALE} label={t('language')} />
        <HeaderCartLink href={appPath(store.slug, 'shopping')} label={labels.cart} countLabel={labels.cartWithCount} initialCount={null} enterprise={enterprise} />
        {personal ? (
          <PersonalHeaderSlot slug={store.slug} labels={labels} unauthorizedMessage={toast('unauthorized')} />
        ) : (
          // Signed out: no member menu code on the page (it comes with PersonalHeader's chunk).
          <>
            <LoginButton slug={store.slug} label={labels.account.login} />
            <SessionSync user={null} guest={null} cartCount={null} rejected={false} />
          </>
        )}
        <span className={styles.toolsEnd} />
      </div>
    </header>
  );
}
