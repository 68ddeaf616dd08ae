import { receiverAddress, trackingSteps } from '@/lib/order/shipping';
import type { Order } from '@/lib/schemas';
import { isoDate, orderDate, shippingStatusLabel, type OrdersT } from './labels';
import styles from './order.module.css';

/** Delivery method, receiver and address (or pick-up place), carrier, dates and the tracking log. */
export function ShippingSection({ order, timeZone, t }: { order: Order; timeZone: string; t: OrdersT }) {
  const shipping = order.shipping;
  if (!shipping) {
    return (
      <section className={styles.section} aria-labelledby="order-shipping">
        <h2 id="order-shipping">{t('shipping.heading')}</h2>
        {order.shipping_type ? <p className={styles.muted}>{t(`shippingType.${order.shipping_type}`)}</p> : <p className={styles.muted}>{t('shipping.none')}</p>}
      </section>
    );
  }
  const logs = trackingSteps(shipping.shipping_logs);
  const pickUp = shipping.type === 'self_pick_up';
  const address = receiverAddress(shipping.receiver_postcode, shipping.receiver_address);
  return (
    <section className={styles.section} aria-labelledby="order-shipping">
      <h2 id="order-shipping">{t('shipping.heading')}</h2>
      <dl className={styles.fields}>
        <dt>{t('shipping.method')}</dt>
        <dd>{t(`shippingType.${shipping.type}`)}</dd>
        {shipping.status ? (
          <>
            <dt>{t('shippingStatusLabel')}</dt>
            <dd>{shippingStatusLabel(t, shipping.status)}</dd>
          </>
        ) : null}
        <dt>{pickUp ? t('shipping.pickUp') : t('shipping.receiver')}</dt>
        <dd data-testid="shipping-receiver">
          {shipping.receiver_name ? <div>{shipping.receiver_name}</div> : null}
          {address ? <div>{address}</div> : null}
        </dd>
        {shipping.receiver_phone ? (
          <>
            <dt>{t('shipping.phone')}</dt>
            <dd>{shipping.receiver_phone}</dd>
          </>
        ) : null}
        {shipping.info?.company ? (
          <>
            <dt>{t('shipping.company')}</dt>
            <dd>{shipping.info.company}</dd>
          </>
        ) : null}
        {shipping.delivery_at ? (
          <>
            <dt>{t('shipping.deliveryAt')}</dt>
            <dd>
              <time dateTime={isoDate(shipping.delivery_at)}>{orderDate(shipping.delivery_at, timeZone)}</time>
            </dd>
          </>
        ) : null}
        {shipping.received_at ? (
          <>
            <dt>{t('shipping.receivedAt')}</dt>
            <dd>
              <time dateTime={isoDate(shipping.received_at)}>{orderDate(shipping.received_at, timeZone)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      <h3>{t('shipping.trackingHeading')}</h3>
      {logs.length ? (
        <ol className={styles.timeline} data-testid="tracking-logs">
          {logs.map((log) => (
            <li key={log.id}>
              <time dateTime={isoDate(log.created_at)}>{orderDate(log.created_at, timeZone)}</time>
              <span>{log.message || shippingStatusLabel(t, log.status)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>{t('shipping.noLogs')}</p>
      )}
    </section>
  );
}
