import { z } from 'zod';
import { id, listOf, money, nonNegativeInt, nullableString, timestamp } from './common';

/** A subscription plan; as "my subscription" it also carries the buyer's dates and status. */
export const SubscriptionPlan = z.object({
  id,
  name: z.string(),
  price: money,
  subscription_frequency: nonNegativeInt,
  plan_started_at: timestamp,
  next_deferred_at: timestamp,
  /** The plan is active when status is ongoing; other values are not shown in spec. */
  status: nullableString.optional(),
  active: z.boolean().optional(),
  subscription_count: nonNegativeInt.nullish(),
});
export type SubscriptionPlan = z.infer<typeof SubscriptionPlan>;

/** GET /api/v1/stores/{store}/subscriptions */
export const SubscriptionPlansAnswer = listOf(SubscriptionPlan).extend({ description: nullableString });
export type SubscriptionPlansAnswer = z.infer<typeof SubscriptionPlansAnswer>;

/** GET /api/v1/stores/{store}/subscriptions/me */
export const MySubscriptionsAnswer = listOf(SubscriptionPlan);
export type MySubscriptionsAnswer = z.infer<typeof MySubscriptionsAnswer>;
