import Link from 'next/link';
import { formatCurrency } from '@/lib/format/currency';
import { headlineAmount, itemCount } from '@/lib/order/amounts';
import { nextAction, nextActionHref, orderNumber, orderPaths } from '@/lib/order/status';
import type { Order } from '@/lib/schemas';
import { isoDate, orderDate, type OrdersT } from './labels';
import { OrderItems } from './OrderItems';
import { StatusBadges } from './StatusBadges';
import styles from './order.module.css';

/** Items a list card shows before "and n more". */
export const CARD_ITEM_LIMIT = 3;

/** One order of the list: number, date, states, items, the figure that matters and its next action. */
export function OrderCard({ order, slug, currency, timeZone, t }: { order: Order; slug: string; currency: string; timeZone: string; t: OrdersT }) {
  const number = orderNumber(order);
  const paths = orderPaths(slug, order.id);
  const action = nextAction(order);
  const headline = headlineAmount(order);
  const items = order.items ?? [];
  return (
    <article className={styles.card} data-testid={`order-${order.id}`}>
      <div className={styles.cardHead}>
        <h2 className={styles.number}>
          <Link href={paths.detail}>{t('orderNumber', { number })}</Link>
        </h2>
        <span className={styles.date}>
          <span className="visually-hidden">{t('orderedAt')}: </span>
          <time dateTime={isoDate(order.created_at)}>{orderDate(order.created_at, timeZone)}</time>
        </span>
      </div>
      <StatusBadges order={order} t={t} />
      <OrderItems items={items} currency={currency} t={t} limit={CARD_ITEM_LIMIT} />
      <div className={styles.cardFoot}>
        <p className={styles.headline}>
          <span>
            {t(`amount.${headline.key}`)} · {t('itemCount', { count: itemCount(items) })}
          </span>
          {formatCurrency(headline.value, currency) ?? ''}
        </p>
        <div className={styles.actions}>
          {order.buyer_message_status === 'unread' ? (
            <Link className={styles.unread} href={paths.message}>
              {t('newMessage')}
              <span className="visually-hidden"> ({t('orderNumber', { number })})</span>
            </Link>
          ) : null}
          <Link className={action === 'view' ? 'button button--ghost' : 'button'} href={nextActionHref(slug, order.id, action)}>
            {t(`action.${action}`)}
            <span className="visually-hidden"> ({t('orderNumber', { number })})</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
