import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MemberFrame } from '@/components/member/MemberFrame';
import { MemberSubscriptions } from '@/components/member/MemberSubscriptions';
import { loadStore } from '../../store-data';
import { loadMember } from '../member-data';
import { memberMetadata } from '../member-meta';
import { loadMySubscriptions } from './subscription-data';

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
  // loadMember is the member guard: its answer is not shown here.
  const [store, , t] = await Promise.all([loadStore(slug), loadMember(slug), getTranslations('member')]);
  const mine = await loadMySubscriptions(store);
  return (
    <MemberFrame slug={store.slug} active="subscriptions" title={t('subscription.title')}>
      <MemberSubscriptions slug={store.slug} mine={mine} />
    </MemberFrame>
  );
}
