import { formatCurrency } from '@/lib/format/currency';
import { amountRows } from '@/lib/order/amounts';
import type { Order } from '@/lib/schemas';
import type { OrdersT } from './labels';
import styles from './order.module.css';

/** The amounts that apply to this order (lib/order/amounts decides which). */
export function AmountList({ order, currency, t }: { order: Order; currency: string; t: OrdersT }) {
  return (
    <section className={styles.section} aria-labelledby="order-amounts">
      <h2 id="order-amounts">{t('amountsHeading')}</h2>
      <dl className={styles.amounts} data-testid="order-amounts">
        {amountRows(order).map((row) => {
          const money = formatCurrency(row.value, currency) ?? '';
          const emphasis = row.emphasis ? styles.emphasis : undefined;
          return (
            <div key={row.key}>
              <dt className={emphasis}>
                {t(`amount.${row.key}`)}
                {row.key === 'coupon' && order.coupon?.name ? `（${order.coupon.name}）` : null}
                {row.key === 'usedPoint' ? `（${t('pointCount', { count: row.value })}）` : null}
              </dt>
              <dd className={emphasis}>{row.deduction ? `−${money}` : money}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
