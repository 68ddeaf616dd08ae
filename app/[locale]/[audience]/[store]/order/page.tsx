import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { OrderCard } from '@/components/order/OrderCard';
import { OrderPager } from '@/components/order/OrderPager';
import { OrderTabs } from '@/components/order/OrderTabs';
import { SessionExpired } from '@/components/order/SessionExpired';
import styles from '@/components/order/order.module.css';
import { getOrders } from '@/lib/api/orders';
import { buyerContext } from '@/lib/api/server-context';
import { errorDisplay } from '@/lib/format/error-message';
import { listView, succeed, type ListState } from '@/lib/order/list-state';
import { orderListHref, orderListQuery, orderPager, orderTabs } from '@/lib/order/list-query';
import type { Order } from '@/lib/schemas';
import { loadStore } from '../store-data';

interface OrderListProps {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: OrderListProps): Promise<Metadata> {
  const [store, t] = await Promise.all([loadStore((await params).store), getTranslations('orders')]);
  return { title: t('metaTitle', { store: store.name }), robots: { index: false, follow: false } };
}

/** /{store}/order (member only): the buyer's orders by filter status, server-rendered, paged by URL. */
export default async function OrderListPage({ params, searchParams }: OrderListProps) {
  const { store: slug } = await params;
  const query = orderListQuery(await searchParams);
  const [store, t] = await Promise.all([loadStore(slug), getTranslations('orders')]);
  const result = await getOrders(store.slug, { ...(query.status ? { status: query.status } : {}), page: query.page }, await buyerContext());
  const state: ListState<Order> = result.ok ? succeed(result.data.data) : { status: 'failed', error: null };
  const view = listView(state);
  const counts = result.ok ? result.data.meta.status_counts : null;
  const failure = result.ok ? null : errorDisplay(result.error);

  return (
    <main className="page">
      <h1 className={styles.heading}>{t('title')}</h1>
      {result.ok ? <OrderTabs tabs={orderTabs(store.slug, counts, query.status)} t={t} /> : null}
      {view === 'error' ? (
        <div className={styles.status} role="alert">
          {!result.ok && result.error.status === 401 ? <SessionExpired /> : null}
          <p className={styles.error}>{t('loadFailed')}</p>
          {failure?.kind === 'server' ? <p>{failure.message}</p> : null}
          <a className="button button--ghost" href={orderListHref(store.slug, query)}>
            {t('retry')}
          </a>
        </div>
      ) : null}
      {view === 'empty' ? (
        <div className={styles.status} data-testid="orders-empty">
          <p>{query.page > 1 ? t('emptyPage') : t(`empty.${query.status ?? 'all'}`)}</p>
          {query.page > 1 ? (
            <Link className="button button--ghost" href={orderListHref(store.slug, { status: query.status })}>
              {t('firstPage')}
            </Link>
          ) : (
            <Link className="button button--ghost" href={`/${encodeURIComponent(store.slug)}/market`}>
              {t('toMarket')}
            </Link>
          )}
        </div>
      ) : null}
      {view === 'list' && result.ok ? (
        <ol className={styles.list} aria-label={t('title')}>
          {result.data.data.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} slug={store.slug} currency={store.currency} timeZone={store.timezone} t={t} />
            </li>
          ))}
        </ol>
      ) : null}
      {result.ok ? <OrderPager pager={orderPager(store.slug, query.status, result.data)} t={t} /> : null}
    </main>
  );
}
