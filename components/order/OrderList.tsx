import Link from 'next/link';
import { listView, succeed, type ListState } from '@/lib/order/list-state';
import { orderListHref, orderPager, orderTabs, type OrderListQuery, type OrderPage } from '@/lib/order/list-query';
import type { Order, Store } from '@/lib/schemas';
import { appPath } from '@/lib/url/safe-href';
import type { OrdersT } from './labels';
import { OrderCard } from './OrderCard';
import { OrderLoadFailed } from './OrderLoadFailed';
import { OrderPager } from './OrderPager';
import { OrderTabs } from './OrderTabs';
import styles from './order.module.css';

/** A page of the buyer's orders, or why there is none (a 401 runs the shell's session rule). */
export type OrderListLoad = { ok: true; page: OrderPage } | { ok: false; unauthorized: boolean; message: string | null };

export interface OrderListProps {
  store: Pick<Store, 'slug' | 'currency' | 'timezone'>;
  query: OrderListQuery;
  load: OrderListLoad;
  t: OrdersT;
}

/** The order list page: tabs with counts, then the orders, the empty view or the error, and the pager. */
export function OrderList({ store, query, load, t }: OrderListProps) {
  const state: ListState<Order> = load.ok ? succeed(load.page.orders) : { status: 'failed', error: null };
  const view = listView(state);
  return (
    <main className="page">
      <h1 className={styles.heading}>{t('title')}</h1>
      {load.ok ? <OrderTabs tabs={orderTabs(store.slug, load.page.counts, query.status)} t={t} /> : null}
      {!load.ok ? <OrderLoadFailed unauthorized={load.unauthorized} message={load.message} retryHref={orderListHref(store.slug, query)} t={t} /> : null}
      {view === 'empty' ? (
        <div className={styles.status} data-testid="orders-empty">
          <p>{query.page > 1 ? t('emptyPage') : t(`empty.${query.status ?? 'all'}`)}</p>
          {query.page > 1 ? (
            <Link className="button button--ghost" href={orderListHref(store.slug, { status: query.status })}>
              {t('firstPage')}
            </Link>
          ) : (
            <Link className="button button--ghost" href={appPath(store.slug, 'market')}>
              {t('toMarket')}
            </Link>
          )}
        </div>
      ) : null}
      {view === 'list' && load.ok ? (
        <ol className={styles.list} aria-label={t('title')}>
          {load.page.orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} slug={store.slug} currency={store.currency} timeZone={store.timezone} t={t} />
            </li>
          ))}
        </ol>
      ) : null}
      {load.ok ? <OrderPager pager={orderPager(store.slug, query.status, load.page.pageInfo)} t={t} /> : null}
    </main>
  );
}
