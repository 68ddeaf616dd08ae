import { getMySubscriptions, getSubscriptionPlans } from '@/lib/api/member';
import { buyerContext } from '@/lib/api/server-context';
import type { Store } from '@/lib/schemas';
import { subscriptionOverview, type SubscriptionOverview } from '@/lib/subscription/overview';

/** The store's plans and, for a member, their own subscriptions, in parallel. */
export async function loadSubscriptionOverview(store: Store): Promise<SubscriptionOverview> {
  const ctx = await buyerContext();
  const [plans, mine] = await Promise.all([getSubscriptionPlans(store.slug, ctx), ctx.token ? getMySubscriptions(store.slug, ctx) : Promise.resolve(null)]);
  return subscriptionOverview(plans, mine, { currency: store.currency, timeZone: store.timezone });
}
