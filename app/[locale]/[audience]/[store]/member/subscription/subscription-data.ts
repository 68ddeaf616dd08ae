import { getMySubscriptions } from '@/lib/api/member';
import { buyerContext } from '@/lib/api/server-context';
import { mySubscriptionsOf, type MySubscriptions } from '@/lib/member/my-subscriptions';
import type { Store } from '@/lib/schemas';

/** The member's own subscriptions (GET …/subscriptions/me), dates and prices in the store's zone and currency. */
export async function loadMySubscriptions(store: Store): Promise<MySubscriptions> {
  const mine = await getMySubscriptions(store.slug, await buyerContext());
  return mySubscriptionsOf(mine, { currency: store.currency, timeZone: store.timezone });
}
