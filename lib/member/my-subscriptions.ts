import type { Result } from '@/lib/api/result';
import { errorDisplay } from '@/lib/format/error-message';
import { dataList, entriesWithIds } from '@/lib/format/field';
import type { MySubscriptionsAnswer } from '@/lib/schemas';
import { toPlanView, type PlanFormat, type PlanView } from '@/lib/subscription/plans';

/** The member's own subscriptions page: its records, or why they could not be read. */
export type MySubscriptions =
  | { kind: 'ok'; records: PlanView[] }
  /** `message` is the server's words when it sent some; otherwise the page says it generally. */
  | { kind: 'failed'; message: string | null };

export function mySubscriptionsOf(result: Result<MySubscriptionsAnswer>, format: PlanFormat): MySubscriptions {
  if (!result.ok) {
    const display = errorDisplay(result.error);
    return { kind: 'failed', message: display.kind === 'server' ? display.message : null };
  }
  // No readable records in a 200 answer (the client reported the mismatch): the general failure.
  const plans = entriesWithIds(dataList(result.data));
  return plans ? { kind: 'ok', records: plans.map((plan) => toPlanView(plan, format)) } : { kind: 'failed', message: null };
}
