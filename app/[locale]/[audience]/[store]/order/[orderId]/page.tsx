import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { OrderDetail } from '@/components/order/OrderDetail';
import { OrderLoadFailed } from '@/components/order/OrderLoadFailed';
import styles from '@/components/order/order.module.css';
import { orderListHref } from '@/lib/order/list-query';
import { orderNumber } from '@/lib/order/status';
import { appPath } from '@/lib/url/safe-href';
import { loadStore } from '../../store-data';
import { loadOrder } from './order-data';

interface OrderDetailProps {
  params: Promise<{ store: string; orderId: string }>;
}

export async function generateMetadata({ params }: OrderDetailProps): Promise<Metadata> {
  const { store: slug, orderId } = await params;
  const store = await loadStore(slug);
  const [loaded, t] = await Promise.all([loadOrder(store, orderId), getTranslations('orders')]);
  const number = loaded.kind === 'ok' ? orderNumber(loaded.order) : orderId;
  return { title: t('detailMetaTitle', { number, store: store.name }), robots: { index: false, follow: false } };
}

/** /{store}/order/{orderId} (member only): the order, its state and what the buyer can do next. */
export default async function OrderDetailPage({ params }: OrderDetailProps) {
  const { store: slug, orderId } = await params;
  const store = await loadStore(slug);
  const [loaded, t] = await Promise.all([loadOrder(store, orderId), getTranslations('orders')]);
  return (
    <main className="page">
      <Link className={styles.back} href={orderListHref(store.slug, {})}>
        ← {t('backToList')}
      </Link>
      {loaded.kind === 'ok' ? (
        <OrderDetail order={loaded.order} slug={store.slug} currency={store.currency} timeZone={store.timezone} t={t} />
      ) : (
        <OrderLoadFailed unauthorized={loaded.kind === 'unauthorized'} message={loaded.kind === 'error' ? loaded.message : null} retryHref={appPath(store.slug, 'order', orderId)} t={t} />
      )}
    </main>
  );
}
