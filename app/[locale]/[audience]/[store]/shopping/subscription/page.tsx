import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ChoosePlanButton } from '@/components/subscription/ChoosePlanButton';
import { SubscriptionPlanView } from '@/components/subscription/SubscriptionPlanView';
import { SubscriptionRecordView } from '@/components/subscription/SubscriptionRecordView';
import styles from '@/components/subscription/subscription.module.css';
import { getMySubscriptions, getSubscriptionPlans } from '@/lib/api/member';
import { buyerContext } from '@/lib/api/server-context';
import type { ApiError } from '@/lib/api/result';
import { errorDisplay } from '@/lib/format/error-message';
import { isEnabled } from '@/lib/store-settings';
import { subscribedPlanIds, toPlanView } from '@/lib/subscription/plans';
import { loadStore } from '../../store-data';
import { chooseSubscriptionAction } from './actions';

interface SubscriptionPageProps {
  params: Promise<{ store: string }>;
}

export async function generateMetadata({ params }: SubscriptionPageProps): Promise<Metadata> {
  const [store, t] = await Promise.all([loadStore((await params).store), getTranslations('subscription')]);
  return { title: `${t('title')} | ${store.name}`, robots: { index: false } };
}

/** /{store}/shopping/subscription (member only): the store's plans and the buyer's own subscriptions. */
export default async function SubscriptionPage({ params }: SubscriptionPageProps) {
  const { store: slug } = await params;
  const store = await loadStore(slug);
  // The store's subscription flag (commerce §6, default off): no flag, no subscription page.
  if (!isEnabled(store.settings, 'subscription')) notFound();
  const ctx = await buyerContext();
  const [plans, mine, t] = await Promise.all([
    getSubscriptionPlans(store.slug, ctx),
    ctx.token ? getMySubscriptions(store.slug, ctx) : Promise.resolve(null),
    getTranslations('subscription'),
  ]);
  const format = { currency: store.currency, timeZone: store.timezone };
  const failure = (error: ApiError) => {
    const display = errorDisplay(error);
    return display.kind === 'server' ? display.message : t('loadFailed');
  };
  const frequency = (months: number) => (months > 0 ? t('frequency', { count: months }) : t('frequencyNone'));
  const subscribed = mine?.ok ? subscribedPlanIds(mine.data.data) : new Set<number>();
  const records = mine?.ok ? mine.data.data.map((plan) => toPlanView(plan, format)) : [];

  return (
    <main className="page">
      <h2>{t('title')}</h2>
      {plans.ok && plans.data.description ? <p className={styles.intro}>{plans.data.description}</p> : null}

      <section className={styles.section} aria-labelledby="subscription-mine">
        <h3 id="subscription-mine">{t('mine')}</h3>
        {mine && !mine.ok ? (
          <p className={styles.error} role="alert">
            {failure(mine.error)}
          </p>
        ) : records.length === 0 ? (
          <p className={styles.empty}>{t('mineEmpty')}</p>
        ) : (
          <ul className={styles.list}>
            {records.map((record) => (
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
        <h3 id="subscription-plans">{t('plans')}</h3>
        {!plans.ok ? (
          <p className={styles.error} role="alert">
            {failure(plans.error)}
          </p>
        ) : plans.data.data.length === 0 ? (
          <p className={styles.empty}>{t('plansEmpty')}</p>
        ) : (
          <ul className={styles.list}>
            {plans.data.data.map((plan) => {
              const view = toPlanView(plan, format);
              return (
                <SubscriptionPlanView
                  key={view.id}
                  plan={view}
                  frequency={frequency(view.frequency)}
                  labels={{ price: t('price'), frequency: t('frequencyLabel'), subscribers: view.count === null ? null : t('subscribers') }}
                >
                  <ChoosePlanButton
                    store={store.slug}
                    planId={view.id}
                    planName={view.name}
                    blocked={subscribed.has(view.id) ? t('subscribed') : view.active ? null : t('planClosed')}
                    choose={chooseSubscriptionAction}
                    strings={{ choose: t('choose'), choosing: t('choosing'), general: t('chooseFailed') }}
                  />
                </SubscriptionPlanView>
              );
            })}
          </ul>
        )}
      </section>
    </main>
  );
}
