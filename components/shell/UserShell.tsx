import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { Toaster } from '@/components/ui/Toaster';
import { DEFAULT_LOCALE, toLocale } from '@/lib/i18n/locales';
import { EntryNotices } from './EntryNotices';
import { LocaleSwitcher } from './LocaleSwitcher';
import styles from './shell.module.css';

/**
 * The user layout's frame (commerce §2): account pages outside any store, such as
 * /member/reset-password. A slim header with the Kirari brand (home) and the locale switcher,
 * the page, and the toast host with the entry notices. Strings reach client pieces as props.
 */
export async function UserShell({ children }: { children: React.ReactNode }) {
  const [shell, toast, meta, password, locale] = await Promise.all([
    getTranslations('shell'),
    getTranslations('toast'),
    getTranslations('meta'),
    getTranslations('password'),
    getLocale(),
  ]);
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Link href="/" className={styles.brand} aria-label={password('brandHome')}>
          <span className={styles.storeName}>{meta('siteName')}</span>
        </Link>
        <div className={styles.tools}>
          <LocaleSwitcher locale={toLocale(locale) ?? DEFAULT_LOCALE} label={shell('language')} />
        </div>
      </header>
      <div className={styles.content}>{children}</div>
      <Toaster dismissLabel={toast('dismiss')} />
      <EntryNotices labels={{ verifySuccess: toast('verify_success_login'), verifyFailed: toast('verifyFailed'), passwordChanged: toast('passwordChanged') }} />
    </div>
  );
}
