import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SubscriptionRecordView } from '@/components/subscription/SubscriptionRecordView';
import subscriptionStyles from '@/components/subscription/subscription.module.css';
import type { MySubscriptions } from '@/lib/member/my-subscriptions';
import styles from './member.module.css';

/** The member's own subscriptions, each in the subscription record view, and the way to the plans. */
export async function MemberSubscriptions({ slug, mine }: { slug: string; mine: MySubscriptions }) {
  const t = await getTranslations('member');
  return (
    <section className={styles.card} aria-labelledby="member-subscriptions">
      <h2 id="member-subscriptions" className="visually-hidden">
        {t('subscription.title')}
      </h2>
      {mine.kind === 'failed' ? (
        <p className={styles.alert} role="alert">
          {mine.message ?? t('subscription.failed')}
        </p>
      ) : mine.records.length === 0 ? (
        <p className={styles.muted}>{t('subscription.none')}</p>
      ) : (
        <ul className={subscriptionStyles.list}>
          {mine.records.map((record) => (
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
        <Link href={`/${encodeURIComponent(slug)}/shopping/subscription`} prefetch={false}>
          {t('subscription.browse')}
        </Link>
      </p>
    </section>
  );
}
