import Link from 'next/link';
import type { OrderPager as Pager } from '@/lib/order/list-query';
import type { OrdersT } from './labels';
import styles from './order.module.css';

/** Previous / next page of the order list, from the answer's links and meta. */
export function OrderPager({ pager, t }: { pager: Pager | null; t: OrdersT }) {
  if (!pager) return null;
  return (
    <nav className={styles.pager} aria-label={t('pagerLabel')}>
      {pager.prevHref ? (
        <Link className="button button--ghost" href={pager.prevHref} rel="prev">
          {t('prev')}
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">{t('pageOf', { page: pager.page, last: pager.lastPage })}</span>
      {pager.nextHref ? (
        <Link className="button button--ghost" href={pager.nextHref} rel="next">
          {t('next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
