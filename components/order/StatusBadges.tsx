import { textOrNull } from '@/lib/format/field';
import type { Order } from '@/lib/schemas';
import { orderStatusTone, paymentStatusTone, type StatusTone } from '@/lib/order/status';
import { shippingStatusLabel, type OrdersT } from './labels';
import styles from './order.module.css';

function Badge({ label, value, tone }: { label: string; value: string; tone: StatusTone }) {
  return (
    <li className={`${styles.badge} ${styles[`tone-${tone}`]}`}>
      <span className="visually-hidden">{label}: </span>
      {value}
    </li>
  );
}

/** Order status, payment status and (when known) shipping status, each in the buyer's language. */
export function StatusBadges({ order, t }: { order: Pick<Order, 'status' | 'payment_status' | 'shipping_status'>; t: OrdersT }) {
  const shipping = textOrNull(order.shipping_status);
  return (
    <ul className={styles.badges}>
      <Badge label={t('statusLabel')} value={t(`status.${order.status}`)} tone={orderStatusTone(order.status)} />
      <Badge label={t('paymentStatusLabel')} value={t(`paymentStatus.${order.payment_status}`)} tone={paymentStatusTone(order.payment_status)} />
      {shipping ? <Badge label={t('shippingStatusLabel')} value={shippingStatusLabel(t, shipping)} tone="progress" /> : null}
    </ul>
  );
}
