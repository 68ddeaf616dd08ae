import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getLatestOrder } from '@/lib/api/orders';
import { buyerContext } from '@/lib/api/server-context';
import { formatCurrency } from '@/lib/format/currency';
import { formatDate } from '@/lib/format/date';
import { dataWithId, recordOf } from '@/lib/format/field';
import { orderNumber } from '@/lib/order/status';
import type { Store } from '@/lib/schemas';
import styles from './member.module.css';

/**
 * The member's latest order in this store (GET /api/v1/stores/{store}/orders/latest), at the top of
 * the profile where a member looks first; links to the order page. Status words come from the
 * orders area's messages (`orders.status`) when present.
 */
export async function LatestOrder({ store }: { store: Store }) {
  const [t, orderT, result] = await Promise.all([getTranslations('member'), getTranslations('orders'), buyerContext().then((ctx) => getLatestOrder(store.slug, ctx))]);
  const base = `/${encodeURIComponent(store.slug)}/order`;
  // data null is no order yet; an answer without an order to link to (an empty body, a malformed
  // order: the client reported the mismatch) reads as a failed load.
  const none = result.ok && recordOf(result.data)?.data === null;
  const order = result.ok ? dataWithId(result.data) : null;
  let body: React.ReactNode;
  if (none) {
    body = <p className={styles.muted}>{t('latestOrder.none')}</p>;
  } else if (!order) {
    body = (
      <p className={styles.muted} role="status">
        {t('latestOrder.failed')}
      </p>
    );
  } else {
    const number = orderNumber(order);
    const statusKey = `status.${order.status}`;
    const status = orderT.has(statusKey) ? orderT(statusKey) : null;
    body = (
      <div className={styles.orderCard} data-testid="latest-order">
        <span className={styles.orderNumber}>{t('latestOrder.number', { number })}</span>
        <span className={styles.muted}>{t('latestOrder.date', { date: formatDate(order.created_at ?? null, store.timezone, 'yyyy/LL/dd HH:mm') })}</span>
        <dl className={styles.facts}>
          {status ? (
            <>
              <dt>{t('latestOrder.status')}</dt>
              <dd>{status}</dd>
            </>
          ) : null}
          <dt>{t('latestOrder.total')}</dt>
          <dd>{formatCurrency(order.total_amount, store.currency) ?? ''}</dd>
        </dl>
        <p className={styles.row}>
          <Link className="button" href={`${base}/${order.id}`} prefetch={false}>
            {t('latestOrder.view', { number })}
          </Link>
          <Link href={base} prefetch={false}>
            {t('latestOrder.all')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="member-latest-order">
      <h2 id="member-latest-order">{t('latestOrder.heading')}</h2>
      {body}
    </section>
  );
}
