import type { ApiError, Result } from '@/lib/api/result';
import { errorDisplay } from '@/lib/format/error-message';
import type { MySubscriptionsAnswer, SubscriptionPlansAnswer } from '@/lib/schemas';
import { subscribedPlanIds, toPlanView, type PlanFormat, type PlanView } from './plans';

/**
 * The subscription page (commerce §2) as two sections: the buyer's own subscriptions and the
 * store's plans, each a list or the failure that replaces it.
 */

/** Why a plan cannot be chosen: the buyer already has it ongoing, or the plan is closed. */
export type PlanBlock = 'subscribed' | 'closed' | null;

/** A failed section carries the server's message when worth showing (null: the page's general text). */
export type OverviewSection<T> = { kind: 'failed'; message: string | null } | { kind: 'list'; entries: T[] };

export interface OverviewPlan {
  plan: PlanView;
  block: PlanBlock;
}

export interface SubscriptionOverview {
  /** The store's introduction to its plans; null when absent or the plans failed. */
  description: string | null;
  mine: OverviewSection<PlanView>;
  plans: OverviewSection<OverviewPlan>;
}

export function failureMessage(error: ApiError): string | null {
  const display = errorDisplay(error);
  return display.kind === 'server' ? display.message : null;
}

function section<T, U>(result: Result<T>, entries: (data: T) => U[]): OverviewSection<U> {
  return result.ok ? { kind: 'list', entries: entries(result.data) } : { kind: 'failed', message: failureMessage(result.error) };
}

/** `mine` is null for a visitor without a member token: an empty list, not a failure. */
export function subscriptionOverview(plans: Result<SubscriptionPlansAnswer>, mine: Result<MySubscriptionsAnswer> | null, format: PlanFormat): SubscriptionOverview {
  const subscribed = mine?.ok ? subscribedPlanIds(mine.data.data) : new Set<number>();
  const block = (plan: PlanView): PlanBlock => (subscribed.has(plan.id) ? 'subscribed' : plan.active ? null : 'closed');
  return {
    description: (plans.ok && plans.data.description) || null,
    mine: mine ? section(mine, (answer) => answer.data.map((raw) => toPlanView(raw, format))) : { kind: 'list', entries: [] },
    plans: section(plans, (answer) => answer.data.map((raw) => toPlanView(raw, format)).map((plan) => ({ plan, block: block(plan) }))),
  };
}
