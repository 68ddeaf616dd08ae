import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SubscriptionView } from '@/components/subscription/SubscriptionView';
import { isEnabled } from '@/lib/store-settings';
import { loadStore } from '../../store-data';
import { chooseSubscriptionAction } from './actions';
import { loadSubscriptionOverview } from './subscription-data';

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
  const overview = await loadSubscriptionOverview(store);
  return <SubscriptionView store={store.slug} overview={overview} choose={chooseSubscriptionAction} />;
}
