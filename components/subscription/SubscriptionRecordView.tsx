import type { PlanView } from '@/lib/subscription/plans';
import styles from './subscription.module.css';

export interface RecordViewLabels {
  price: string;
  frequency: string;
  startedAt: string;
  nextAt: string;
  status: string;
  /** The status word for this record (active when ongoing). */
  statusText: string;
  notSet: string;
}

/** The buyer's own subscription (commerce §2 "subscription record view"). */
export function SubscriptionRecordView({ record, frequency, labels }: { record: PlanView; frequency: string; labels: RecordViewLabels }) {
  const headingId = `record-${record.id}`;
  return (
    <li className={styles.card} data-testid="subscription-record">
      <div className={styles.cardHead}>
        <h3 id={headingId} className={styles.name}>
          {record.name}
        </h3>
        <span className={`${styles.status} ${record.active ? styles.statusActive : ''}`}>
          <span className="visually-hidden">{labels.status} </span>
          {labels.statusText}
        </span>
      </div>
      <dl className={styles.facts}>
        <dt>{labels.price}</dt>
        <dd>{record.price}</dd>
        <dt>{labels.frequency}</dt>
        <dd>{frequency}</dd>
        <dt>{labels.startedAt}</dt>
        <dd>{record.startedAt || labels.notSet}</dd>
        <dt>{labels.nextAt}</dt>
        <dd>{record.nextAt || labels.notSet}</dd>
      </dl>
    </li>
  );
}
