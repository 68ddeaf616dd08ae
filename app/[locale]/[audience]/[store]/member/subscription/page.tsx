import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { MemberFrame } from '@/components/member/MemberFrame';
import styles from '@/components/member/member.module.css';
import { SubscriptionRecordView } from '@/components/subscription/SubscriptionRecordView';
import subscriptionStyles from '@/components/subscription/subscription.module.css';
import { getMySubscriptions } from '@/lib/api/member';
import { buyerContext } from '@/lib/api/server-context';
import { errorDisplay } from '@/lib/format/error-message';
import { toPlanView } from '@/lib/subscription/plans';
import { loadStore } from '../../store-data';
import { loadMember } from '../member-data';
import { memberMetadata } from '../member-meta';

interface SubscriptionPageProps {
  params: Promise<{ store: string }>;
}

export async function generateMetadata({ params }: SubscriptionPageProps): Promise<Metadata> {
  return memberMetadata((await params).store, 'subscription.title');
}

/**
 * /{store}/member/subscription: the member's own subscriptions (GET …/subscriptions/me), each in
 * the subscription record view: active when its status is ongoing, with its plan dates.
 */
export default async function MemberSubscriptionPage({ params }: SubscriptionPageProps) {
  const { store: slug } = await params;
  const [store, , t, ctx] = await Promise.all([loadStore(slug), loadMember(slug), getTranslations('member'), buyerContext()]);
  const mine = await getMySubscriptions(store.slug, ctx);
  const format = { currency: store.currency, timeZone: store.timezone };
  const records = mine.ok ? mine.data.data.map((plan) => toPlanView(plan, format)) : [];
  const failure = !mine.ok ? errorDisplay(mine.error) : null;
  return (
    <MemberFrame slug={store.slug} active="subscriptions" title={t('subscription.title')}>
      <section className={styles.card} aria-labelledby="member-subscriptions">
        <h3 id="member-subscriptions" className="visually-hidden">
          {t('subscription.title')}
        </h3>
        {failure ? (
          <p className={styles.alert} role="alert">
            {failure.kind === 'server' ? failure.message : t('subscription.failed')}
          </p>
        ) : records.length === 0 ? (
          <p className={styles.muted}>{t('subscription.none')}</p>
        ) : (
          <ul className={subscriptionStyles.list}>
            {records.map((record) => (
              <SubscriptionRecordView
                key={record.id}
                record={record}
                frequency={record.frequency > 0 ? t('subscription.every', { count: record.frequency }) : t('subscription.noFrequency')}
                labels={{
                  price: t('subscription.price'),
                  frequency: t('subscription.frequency'),
                  startedAt: t('subscription.startedAt'),
                  nextAt: t('subscription.nextAt'),
                  status: t('subscription.status'),
                  statusText: record.active ? t('subscription.active') : t('subscription.inactive'),
                  notSet: t('notSet'),
                }}
              />
            ))}
          </ul>
        )}
        <p className={styles.row}>
          <Link href={`/${encodeURIComponent(store.slug)}/shopping/subscription`} prefetch={false}>
            {t('subscription.browse')}
          </Link>
        </p>
      </section>
    </MemberFrame>
  );
}
