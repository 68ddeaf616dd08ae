import { formatCurrency } from '@/lib/format/currency';
import { formatDate } from '@/lib/format/date';
import type { SubscriptionPlan } from '@/lib/schemas';

/**
 * Subscription plans (commerce §3/§4): a plan is active when its status is ongoing. The plan view
 * and the record view (the buyer's own subscription) show the same plan with formatted fields.
 */

export const ONGOING = 'ongoing';

export const isOngoing = (plan: Pick<SubscriptionPlan, 'status'>): boolean => plan.status === ONGOING;

export interface PlanView {
  id: number;
  name: string;
  /** Formatted in the store's currency ('' when the amount is unusable). */
  price: string;
  /** Months between deliveries; 0 when the plan gives none. */
  frequency: number;
  /** yyyy/LL/dd in the store's time zone; '' when absent. */
  startedAt: string;
  nextAt: string;
  active: boolean;
  /** How many subscribe (plans) or have received (records); null when not given. */
  count: number | null;
}

export interface PlanFormat {
  currency: string;
  timeZone: string;
}

const DAY_FORMAT = 'yyyy/LL/dd';

export function toPlanView(plan: SubscriptionPlan, { currency, timeZone }: PlanFormat): PlanView {
  return {
    id: plan.id,
    name: plan.name,
    price: formatCurrency(plan.price, currency) ?? '',
    frequency: Number.isInteger(plan.subscription_frequency) && plan.subscription_frequency > 0 ? plan.subscription_frequency : 0,
    startedAt: formatDate(plan.plan_started_at ?? null, timeZone, DAY_FORMAT),
    nextAt: formatDate(plan.next_deferred_at ?? null, timeZone, DAY_FORMAT),
    active: isOngoing(plan),
    count: plan.subscription_count ?? null,
  };
}

/** Plans the buyer already has ongoing: choosing them again is pointless. */
export function subscribedPlanIds(mine: readonly SubscriptionPlan[]): Set<number> {
  return new Set(mine.filter(isOngoing).map((plan) => plan.id));
}

/** Commerce §5: the cart (plan) id of a subscription purchase is non-empty. */
export function isSubscriptionCartId(value: unknown): value is number | string {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0;
  return typeof value === 'string' && value.trim() !== '' && value.length <= 64;
}
