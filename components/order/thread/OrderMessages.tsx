import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { OrderThread, type OrderThreadProps, type ThreadStrings } from '@/components/order/OrderThread';
import styles from '@/components/order/order.module.css';
import { MESSAGE_MAX_LENGTH, type ThreadOutcome } from '@/lib/order/message-rules';
import { orderNumber } from '@/lib/order/status';
import type { Order } from '@/lib/schemas';
import type { SafeHref } from '@/lib/url/safe-href';

async function threadStrings(): Promise<ThreadStrings> {
  const [t, common] = await Promise.all([getTranslations('orders'), getTranslations('common')]);
  return {
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
    // Raw: the thread fills {count} and {max} in as the buyer types.
    count: t.raw('message.count') as string,
    shortcut: t('message.shortcut'),
    sent: t('message.sent'),
    failed: t('message.failed'),
    loadFailed: t('message.loadFailed'),
    stale: t('message.stale'),
    notFound: t('message.notFound'),
    retry: common('retry'),
  };
}

interface OrderMessagesProps extends Pick<OrderThreadProps, 'loadThread' | 'sendMessage'> {
  order: Order;
  timeZone: string;
  initial: ThreadOutcome;
  backHref: SafeHref;
}

/** An order's message thread with the seller: the server-rendered frame around the thread that hydrates to send and poll. */
export async function OrderMessages({ order, timeZone, initial, backHref, loadThread, sendMessage }: OrderMessagesProps) {
  const [t, strings] = await Promise.all([getTranslations('orders'), threadStrings()]);
  return (
    <main className="page">
      <Link className={styles.back} href={backHref}>
        ← {t('message.backToOrder')}
      </Link>
      <h1 className={styles.heading}>{t('message.heading')}</h1>
      <p className={styles.lead}>{t('message.about', { number: orderNumber(order) })}</p>
      <OrderThread orderId={order.id} timeZone={timeZone} initial={initial} strings={strings} loadThread={loadThread} sendMessage={sendMessage} />
    </main>
  );
}
