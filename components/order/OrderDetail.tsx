import Link from 'next/link';
import { paymentNotice, detailActions, orderNumber, orderPaths, type OrderAction } from '@/lib/order/status';
import { currentPayment } from '@/lib/order/payment-details';
import type { Order } from '@/lib/schemas';
import { AmountList } from './AmountList';
import { isoDate, orderDate, type OrdersT } from './labels';
import { OrderItems } from './OrderItems';
import { PaymentSection } from './PaymentSection';
import { ShippingSection } from './ShippingSection';
import { StatusBadges } from './StatusBadges';
import styles from './order.module.css';

interface DetailProps {
  order: Order;
  slug: string;
  currency: string;
  timeZone: string;
  t: OrdersT;
}

const ACTION_HREF: Record<OrderAction, keyof ReturnType<typeof orderPaths>> = {
  pay: 'payment',
  choosePayment: 'choosePayment',
  changePayment: 'choosePayment',
  message: 'message',
};

/** Where the payment stands; after a card payment returns here, the paid state is the first thing seen. */
function PaymentNoticeBanner({ order, timeZone, t }: Omit<DetailProps, 'slug' | 'currency'>) {
  const notice = paymentNotice(order);
  if (!notice) return null;
  const payment = currentPayment(order);
  const tone = notice === 'paid' || notice === 'refunded' ? styles.noticePaid : notice === 'failed' ? styles.noticeProblem : '';
  const detail =
    notice === 'paid' && payment?.paid_at
      ? t('notice.paidAt', { date: orderDate(payment.paid_at, timeZone) })
      : notice === 'payAtStore' && payment?.expire_at
        ? t('notice.payBy', { date: orderDate(payment.expire_at, timeZone) })
        : null;
  return (
    <div className={`${styles.notice} ${tone}`} role="status" data-testid="payment-notice" data-notice={notice}>
      <p className={styles.noticeTitle}>{t(`notice.${notice}`)}</p>
      {detail ? <p>{detail}</p> : null}
    </div>
  );
}

function Actions({ order, slug, t }: Pick<DetailProps, 'order' | 'slug' | 't'>) {
  const paths = orderPaths(slug, order.id);
  return (
    <nav className={styles.actions} aria-label={t('actionsLabel')}>
      {detailActions(order).map((action) => (
        <Link key={action} className={action === 'pay' ? 'button' : 'button button--ghost'} href={paths[ACTION_HREF[action]]}>
          {t(`action.${action}`)}
          {action === 'message' && order.buyer_message_status === 'unread' ? ` · ${t('newMessage')}` : null}
        </Link>
      ))}
    </nav>
  );
}

function Related({ order, slug, t }: Pick<DetailProps, 'order' | 'slug' | 't'>) {
  const parent = order.parent ?? (order.parent_id ? { id: order.parent_id, slug: '' } : null);
  const children = order.children ?? [];
  if (!parent && children.length === 0) return null;
  const link = (related: { id: number; slug: string }) => (
    <Link href={orderPaths(slug, related.id).detail}>{t('orderNumber', { number: orderNumber(related) })}</Link>
  );
  return (
    <section className={styles.section} aria-labelledby="order-related">
      <h2 id="order-related">{t('related.heading')}</h2>
      <dl className={styles.fields}>
        {parent ? (
          <>
            <dt>{t('related.parent')}</dt>
            <dd>{link(parent)}</dd>
          </>
        ) : null}
        {children.length ? (
          <>
            <dt>{t('related.children')}</dt>
            <dd>
              <ul className={styles.related}>
                {children.map((child) => (
                  <li key={child.id}>{link(child)}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

function Subscription({ order, timeZone, t }: Omit<DetailProps, 'slug' | 'currency'>) {
  const subscription = order.subscription;
  if (!subscription) return null;
  const row = (label: string, value: Order['created_at']) =>
    value ? (
      <>
        <dt>{label}</dt>
        <dd>
          <time dateTime={isoDate(value)}>{orderDate(value, timeZone)}</time>
        </dd>
      </>
    ) : null;
  return (
    <section className={styles.section} aria-labelledby="order-subscription">
      <h2 id="order-subscription">{t('subscription.heading')}</h2>
      <dl className={styles.fields} data-testid="order-subscription">
        {row(t('subscription.startedAt'), subscription.plan_started_at)}
        {row(t('subscription.nextAt'), subscription.next_deferred_at)}
      </dl>
    </section>
  );
}

function Notes({ order, t }: Pick<DetailProps, 'order' | 't'>) {
  const notes = [
    ['memo', order.memo],
    ['reason', order.reason],
    ['completeMemo', order.complete_memo],
  ].filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '');
  if (!notes.length) return null;
  return (
    <section className={styles.section} aria-labelledby="order-notes">
      <h2 id="order-notes">{t('notes.heading')}</h2>
      <dl className={styles.fields}>
        {notes.map(([key, text]) => (
          <div key={key}>
            <dt>{t(`notes.${key}`)}</dt>
            <dd className={styles.pre}>{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Every field of the order a buyer needs, with the actions its state allows. */
export function OrderDetail({ order, slug, currency, timeZone, t }: DetailProps) {
  const number = orderNumber(order);
  return (
    <div className={styles.detail}>
      <div>
        <h1 className={styles.heading}>{t('orderNumber', { number })}</h1>
        <p className={styles.muted}>
          {t('orderedAt')}: <time dateTime={isoDate(order.created_at)}>{orderDate(order.created_at, timeZone)}</time>
        </p>
        <StatusBadges order={order} t={t} />
      </div>
      <PaymentNoticeBanner order={order} timeZone={timeZone} t={t} />
      <Actions order={order} slug={slug} t={t} />
      <section className={styles.section} aria-labelledby="order-items">
        <h2 id="order-items">{t('itemsLabel')}</h2>
        <OrderItems items={order.items ?? []} currency={currency} t={t} />
      </section>
      <AmountList order={order} currency={currency} t={t} />
      <PaymentSection order={order} timeZone={timeZone} t={t} />
      <ShippingSection order={order} timeZone={timeZone} t={t} />
      <Subscription order={order} timeZone={timeZone} t={t} />
      <Related order={order} slug={slug} t={t} />
      <Notes order={order} t={t} />
    </div>
  );
}
