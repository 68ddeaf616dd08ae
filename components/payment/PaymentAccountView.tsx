import { formatDate } from '@/lib/format/date';
import type { PaymentAccount } from '@/lib/checkout/payment-account';
import styles from './payment.module.css';

export interface PaymentAccountViewProps {
  account: PaymentAccount;
  timezone: string;
  labels: { heading: string; convenience: string; receiptNo: string; confirmationNo: string; expireAt: string; note: string };
}

/** The convenience-store payment account: where, which numbers, until when (server-rendered). */
export function PaymentAccountView({ account, timezone, labels }: PaymentAccountViewProps) {
  return (
    <section className={styles.account} aria-labelledby="payment-account-heading" data-testid="payment-account">
      <h2 id="payment-account-heading" className={styles.heading}>
        {labels.heading}
      </h2>
      <dl className={styles.summary}>
        <dt>{labels.convenience}</dt>
        <dd>{account.convenience}</dd>
        <dt>{labels.receiptNo}</dt>
        <dd className={styles.code} data-testid="receipt-no">
          {account.receiptNo}
        </dd>
        {account.confirmationNo ? (
          <>
            <dt>{labels.confirmationNo}</dt>
            <dd className={styles.code}>{account.confirmationNo}</dd>
          </>
        ) : null}
        {account.expireAt ? (
          <>
            <dt>{labels.expireAt}</dt>
            <dd>{formatDate(account.expireAt, timezone, 'yyyy/LL/dd HH:mm')}</dd>
          </>
        ) : null}
      </dl>
      <p className={styles.note}>{labels.note}</p>
    </section>
  );
}
