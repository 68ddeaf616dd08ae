import type { SubscriptionPlan } from '@/lib/schemas';
import { DAY, type Clock } from './clock';
import { STORE_IDS } from './stores';
import { DEMO_MEMBER_ID } from './users';

/** Subscription plans (the coffee subscription of product 108) and the demo member's subscription. */

export interface PlanRecord {
  storeId: number;
  productId: number;
  plan: SubscriptionPlan;
}

export interface MemberSubscription {
  userId: number;
  storeId: number;
  plan: SubscriptionPlan;
}

export const SUBSCRIPTION_DESCRIPTION = '定期便はいつでも解約・スキップできます。次回お届けの5日前までにご連絡ください。';

export function seedPlans(): PlanRecord[] {
  const plan = (id: number, name: string, price: number, frequency: number, count: number): PlanRecord => ({
    storeId: STORE_IDS.demo,
    productId: 108,
    plan: { id, name, price, subscription_frequency: frequency, plan_started_at: null, next_deferred_at: null, status: 'ongoing', active: true, subscription_count: count },
  });
  return [plan(4001, '自家焙煎コーヒー 毎月お届け', 2800, 1, 128), plan(4002, '自家焙煎コーヒー 2か月ごと', 5200, 2, 64)];
}

export function seedMemberSubscriptions(at: Clock): MemberSubscription[] {
  return [
    {
      userId: DEMO_MEMBER_ID,
      storeId: STORE_IDS.demo,
      plan: {
        id: 4001,
        name: '自家焙煎コーヒー 毎月お届け',
        price: 2800,
        subscription_frequency: 1,
        plan_started_at: at(-25 * DAY),
        next_deferred_at: at(5 * DAY),
        status: 'ongoing',
        active: true,
        subscription_count: 1,
      },
    },
  ];
}
