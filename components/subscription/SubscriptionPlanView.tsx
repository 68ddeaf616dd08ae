import type { ReactNode } from 'react';
import type { PlanView } from '@/lib/subscription/plans';
import styles from './subscription.module.css';

export interface PlanViewLabels {
  price: string;
  frequency: string;
  subscribers: string | null;
}

/** One plan of the store (commerce §2 "subscription plan view"); the choose button comes as children. */
export function SubscriptionPlanView({ plan, frequency, labels, children }: { plan: PlanView; frequency: string; labels: PlanViewLabels; children?: ReactNode }) {
  const headingId = `plan-${plan.id}`;
  return (
    <li className={styles.card} data-testid="subscription-plan">
      <div className={styles.cardHead}>
        <h3 id={headingId} className={styles.name}>
          {plan.name}
        </h3>
        <span className={styles.price}>
          <span className="visually-hidden">{labels.price} </span>
          {plan.price}
        </span>
      </div>
      <dl className={styles.facts}>
        <dt>{labels.frequency}</dt>
        <dd>{frequency}</dd>
        {labels.subscribers ? (
          <>
            <dt>{labels.subscribers}</dt>
            <dd>{plan.count}</dd>
          </>
        ) : null}
      </dl>
      {children}
    </li>
  );
}
