import type { SubscriptionPlan } from '@/lib/schemas';

/** A monthly plan as the platform answers it (store and member lists). */
export const subscriptionPlan = (over: Partial<SubscriptionPlan> = {}): SubscriptionPlan => ({
  id: 4001,
  name: '自家焙煎コーヒー 毎月お届け',
  price: 2800,
  subscription_frequency: 1,
  plan_started_at: '2026-10-27T03:00:00.000Z',
  next_deferred_at: '2026-11-26T15:30:00.000Z',
  status: 'ongoing',
  ...over,
});
