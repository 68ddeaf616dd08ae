import { getTranslations } from 'next-intl/server';
import type { SubscriptionOverview } from '@/lib/subscription/overview';
import { ChoosePlanButton, type ChoosePlanButtonProps } from './ChoosePlanButton';
import { SubscriptionPlanView } from './SubscriptionPlanView';
import { SubscriptionRecordView } from './SubscriptionRecordView';
import styles from './subscription.module.css';

export interface SubscriptionViewProps {
  /** The store's slug. */
  store: string;
  overview: SubscriptionOverview;
  /** The server action, handed in by the route. */
  choose: ChoosePlanButtonProps['choose'];
}

/** The subscription page: the buyer's own subscriptions, then the store's plans with their choose buttons. */
export async function SubscriptionView({ store, overview, choose }: SubscriptionViewProps) {
  const t = await getTranslations('subscription');
  const { description, mine, plans } = overview;
  const frequency = (months: number) => (months > 0 ? t('frequency', { count: months }) : t('frequencyNone'));
  const failed = (message: string | null) => (
    <p className={styles.error} role="alert">
      {message ?? t('loadFailed')}
    </p>
  );

  return (
    <main className="page">
      <h1>{t('title')}</h1>
      {description ? <p className={styles.intro}>{description}</p> : null}

      <section className={styles.section} aria-labelledby="subscription-mine">
        <h2 id="subscription-mine">{t('mine')}</h2>
        {mine.kind === 'failed' ? (
          failed(mine.message)
        ) : mine.entries.length === 0 ? (
          <p className={styles.empty}>{t('mineEmpty')}</p>
        ) : (
          <ul className={styles.list}>
            {mine.entries.map((record) => (
              <SubscriptionRecordView
                key={record.id}
                record={record}
                frequency={frequency(record.frequency)}
                labels={{
                  price: t('price'),
                  frequency: t('frequencyLabel'),
                  startedAt: t('startedAt'),
                  nextAt: t('nextAt'),
                  status: t('status'),
                  statusText: record.active ? t('statusOngoing') : t('statusInactive'),
                  notSet: t('notSet'),
                }}
              />
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-labelledby="subscription-plans">
        <h2 id="subscription-plans">{t('plans')}</h2>
        {plans.kind === 'failed' ? (
          failed(plans.message)
        ) : plans.entries.length === 0 ? (
          <p className={styles.empty}>{t('plansEmpty')}</p>
        ) : (
          <ul className={styles.list}>
            {plans.entries.map(({ plan, block }) => (
              <SubscriptionPlanView
                key={plan.id}
                plan={plan}
                frequency={frequency(plan.frequency)}
                labels={{ price: t('price'), frequency: t('frequencyLabel'), subscribers: plan.count === null ? null : t('subscribers') }}
              >
                <ChoosePlanButton
                  store={store}
                  planId={plan.id}
                  planName={plan.name}
                  blocked={block === 'subscribed' ? t('subscribed') : block === 'closed' ? t('planClosed') : null}
                  choose={choose}
                  strings={{ choose: t('choose'), choosing: t('choosing'), general: t('chooseFailed') }}
                />
              </SubscriptionPlanView>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
