import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { OrderLoadFailed } from '@/components/order/OrderLoadFailed';
import { OrderThread, type ThreadStrings } from '@/components/order/OrderThread';
import styles from '@/components/order/order.module.css';
import { getOrderMessages } from '@/lib/api/orders';
import { buyerContext } from '@/lib/api/server-context';
import { orderIdParam } from '@/lib/checkout/order-load';
import { MESSAGE_MAX_LENGTH } from '@/lib/order/message-rules';
import { orderNumber, orderPaths } from '@/lib/order/status';
import { threadOutcomeOf } from '@/lib/order/thread';
import { loadStore } from '../../../store-data';
import { loadThreadAction, sendMessageAction } from '../../actions';
import { loadOrder } from '../order-data';

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
  const [loaded, t, common] = await Promise.all([loadOrder(store, orderId), getTranslations('orders'), getTranslations('common')]);
  const paths = orderPaths(store.slug, orderIdParam(orderId) ?? 0);
  if (loaded.kind !== 'ok') {
    return (
      <main className="page">
        <OrderLoadFailed unauthorized={loaded.kind === 'unauthorized'} message={loaded.kind === 'error' ? loaded.message : null} retryHref={paths.message} t={t} />
      </main>
    );
  }
  const { order } = loaded;
  const initial = threadOutcomeOf(await getOrderMessages(order.id, await buyerContext()), store.timezone);
  const strings: ThreadStrings = {
    threadLabel: t('message.threadLabel'),
    you: t('message.you'),
    seller: t('message.seller'),
    empty: t('message.empty'),
    label: t('message.label'),
    placeholder: t('message.placeholder'),
    send: t('message.send'),
    sending: t('message.sending'),
    required: t('message.required'),
    tooLong: t('message.tooLong', { max: MESSAGE_MAX_LENGTH }),
    count: t.raw('message.count') as string,
    shortcut: t('message.shortcut'),
    sent: t('message.sent'),
    failed: t('message.failed'),
    loadFailed: t('message.loadFailed'),
    stale: t('message.stale'),
    notFound: t('message.notFound'),
    retry: common('retry'),
  };
  return (
    <main className="page">
      <Link className={styles.back} href={paths.detail}>
        ← {t('message.backToOrder')}
      </Link>
      <h1 className={styles.heading}>{t('message.heading')}</h1>
      <p className={styles.lead}>{t('message.about', { number: orderNumber(order) })}</p>
      <OrderThread orderId={order.id} timeZone={store.timezone} initial={initial} strings={strings} loadThread={loadThreadAction} sendMessage={sendMessageAction} />
    </main>
  );
}
