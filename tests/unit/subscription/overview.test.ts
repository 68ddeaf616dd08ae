import { describe, expect, it } from '@jest/globals';
import { fail, ok } from '@/lib/api/result';
import type { SubscriptionPlan } from '@/lib/schemas';
import { failureMessage, subscriptionOverview } from '@/lib/subscription/overview';

const plan = (id: number, over: Partial<SubscriptionPlan> = {}): SubscriptionPlan => ({
  id,
  name: `plan ${id}`,
  price: 2800,
  subscription_frequency: 1,
  plan_started_at: null,
  next_deferred_at: null,
  status: 'ongoing',
  active: true,
  subscription_count: 3,
  ...over,
});

const format = { currency: 'JPY', timeZone: 'Asia/Tokyo' };
const serverError = { kind: 'status' as const, status: 422, message: 'no plans here' };
const gatewayError = { kind: 'status' as const, status: 503, message: 'HTTP 503' };

describe('subscriptionOverview', () => {
  it('blocks plans the buyer has ongoing and closed plans; the rest can be chosen', () => {
    const overview = subscriptionOverview(
      ok({ data: [plan(1), plan(2, { status: 'canceled' }), plan(3)], description: 'Monthly coffee' }),
      ok({ data: [plan(1), plan(3, { status: 'canceled' })] }),
      format,
    );
    expect(overview.description).toBe('Monthly coffee');
    expect(overview.plans.kind === 'list' && overview.plans.entries.map(({ plan: view, block }) => [view.id, block])).toEqual([
      [1, 'subscribed'],
      [2, 'closed'],
      [3, null],
    ]);
    expect(overview.mine.kind === 'list' && overview.mine.entries.map((view) => [view.id, view.price, view.active])).toEqual([
      [1, '¥2,800', true],
      [3, '¥2,800', false],
    ]);
  });

  it('shows an empty own list to a visitor without a member token', () => {
    expect(subscriptionOverview(ok({ data: [], description: null }), null, format)).toEqual({ description: null, mine: { kind: 'list', entries: [] }, plans: { kind: 'list', entries: [] } });
  });

  it('replaces a failed section with its message, the server’s when worth showing', () => {
    const overview = subscriptionOverview(fail(gatewayError), fail(serverError), format);
    expect(overview).toEqual({ description: null, mine: { kind: 'failed', message: 'no plans here' }, plans: { kind: 'failed', message: null } });
  });

  it('drops an empty description', () => {
    expect(subscriptionOverview(ok({ data: [], description: '' }), null, format).description).toBeNull();
  });
});

describe('failureMessage', () => {
  it('keeps a server message and leaves gateway failures to the general text', () => {
    expect(failureMessage(serverError)).toBe('no plans here');
    expect(failureMessage(gatewayError)).toBeNull();
  });
});
