import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrderLoadFailed } from '@/components/order/OrderLoadFailed';
import { OrderMessages } from '@/components/order/thread/OrderMessages';
import { orderIdParam } from '@/lib/checkout/order-load';
import { orderNumber, orderPaths } from '@/lib/order/status';
import { loadStore } from '../../../store-data';
import { loadThreadAction, sendMessageAction } from '../../actions';
import { loadOrder } from '../order-data';
import { loadInitialThread } from './message-data';

interface MessagePageProps {
  params: Promise<{ store: string; orderId: string }>;
}

export async function generateMetadata({ params }: MessagePageProps): Promise<Metadata> {
  const { store: slug, orderId } = await params;
  const store = await loadStore(slug);
  const [loaded, t] = await Promise.all([loadOrder(store, orderId), getTranslations('orders')]);
  const number = loaded.kind === 'ok' ? orderNumber(loaded.order) : orderId;
  return { title: t('messageMetaTitle', { number, store: store.name }), robots: { index: false, follow: false } };
}

/** /{store}/order/{orderId}/message (member only): the thread with the seller; it hydrates to send and poll. */
export default async function OrderMessagePage({ params }: MessagePageProps) {
  const { store: slug, orderId } = await params;
  const store = await loadStore(slug);
  // The order first: a missing or foreign order is the not-found state, not an empty thread.
  const [loaded, t] = await Promise.all([loadOrder(store, orderId), getTranslations('orders')]);
  const paths = orderPaths(store.slug, orderIdParam(orderId) ?? 0);
  if (loaded.kind !== 'ok') {
    return (
      <main className="page">
        <OrderLoadFailed unauthorized={loaded.kind === 'unauthorized'} message={loaded.kind === 'error' ? loaded.message : null} retryHref={paths.message} t={t} />
      </main>
    );
  }
  const initial = await loadInitialThread(loaded.order, store.timezone);
  return (
    <OrderMessages order={loaded.order} timeZone={store.timezone} initial={initial} backHref={paths.detail} loadThread={loadThreadAction} sendMessage={sendMessageAction} />
  );
}
