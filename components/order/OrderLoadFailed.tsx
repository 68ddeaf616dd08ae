import type { SafeHref } from '@/lib/url/safe-href';
import { SessionExpired } from './SessionExpired';
import type { OrdersT } from './labels';
import styles from './order.module.css';

/** An order page whose call failed: the server's message where there is one, and a retry. */
export function OrderLoadFailed({ unauthorized, message, retryHref, t }: { unauthorized: boolean; message: string | null; retryHref: SafeHref; t: OrdersT }) {
  return (
    <div className={styles.status} role="alert">
      {unauthorized ? <SessionExpired /> : null}
      <p className={styles.error}>{t('loadFailed')}</p>
      {message ? <p>{message}</p> : null}
      <a className="button button--ghost" href={retryHref}>
        {t('retry')}
      </a>
    </div>
  );
}
