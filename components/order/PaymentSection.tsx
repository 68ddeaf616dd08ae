import { paymentDetails } from '@/lib/order/payment-details';
import type { Order } from '@/lib/schemas';
import { cvsLabel, isoDate, orderDate, type OrdersT } from './labels';
import styles from './order.module.css';

function Field({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </>
  );
}

function Time({ value, timeZone }: { value: string; timeZone: string }) {
  return <time dateTime={isoDate(value)}>{orderDate(value, timeZone)}</time>;
}

/** Method and status, then what the method needs: the till's numbers and deadline, the card, the paid time. */
export function PaymentSection({ order, timeZone, t }: { order: Order; timeZone: string; t: OrdersT }) {
  const details = paymentDetails(order);
  return (
    <section className={styles.section} aria-labelledby="order-payment">
      <h2 id="order-payment">{t('payment.heading')}</h2>
      <dl className={styles.fields}>
        <Field label={t('payment.method')}>{order.payment_type ? t(`paymentType.${order.payment_type}`) : t('payment.none')}</Field>
        <Field label={t('paymentStatusLabel')}>{t(`paymentStatus.${order.payment_status}`)}</Field>
        {details.kind === 'cvs' && details.account ? (
          <>
            {details.account.convenience || details.account.convenienceCode ? (
              <Field label={t('payment.convenience')}>{cvsLabel(t, details.account.convenience, details.account.convenienceCode)}</Field>
            ) : null}
            {details.account.receiptNo ? (
              <Field label={t('payment.receiptNo')} testId="cvs-receipt">
                <span className={styles.account}>{details.account.receiptNo}</span>
              </Field>
            ) : null}
            {details.account.confirmationNo ? (
              <Field label={t('payment.confirmationNo')} testId="cvs-confirmation">
                <span className={styles.account}>{details.account.confirmationNo}</span>
              </Field>
            ) : null}
          </>
        ) : null}
        {details.kind === 'cvs' && details.expireAt ? (
          <Field label={t('payment.expireAt')}>
            <Time value={details.expireAt} timeZone={timeZone} />
          </Field>
        ) : null}
        {details.kind === 'card' && details.card ? <Field label={t('payment.card')}>{details.card}</Field> : null}
        {'paidAt' in details && details.paidAt ? (
          <Field label={t('payment.paidAt')}>
            <Time value={details.paidAt} timeZone={timeZone} />
          </Field>
        ) : null}
      </dl>
      {details.kind === 'cvs' && !details.account && order.payment_status !== 'paid' ? <p className={styles.muted}>{t('payment.noAccount')}</p> : null}
    </section>
  );
}
