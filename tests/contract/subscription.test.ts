/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { createSubscriptionCart, getCart, getMySubscriptions, getSubscriptionPlans } from '@/lib/api';
import { CartAnswer, MySubscriptionsAnswer, SubscriptionCartAnswer, SubscriptionPlansAnswer } from '@/lib/schemas';
import { expectAnswer, expectFailure, setupHarness } from './harness';

const harness = setupHarness({ reset: true, login: 'each' });

describe('GET /api/v1/stores/{store}/subscriptions and /subscriptions/me', () => {
  it('answers the plans with a description, and the member’s own ongoing plan', async () => {
    const plans = expectAnswer(SubscriptionPlansAnswer, await getSubscriptionPlans('demo'));
    expect(plans.data.map((p) => p.id)).toEqual([4001, 4002]);
    expect(plans.description).toEqual(expect.any(String));
    const mine = expectAnswer(MySubscriptionsAnswer, await getMySubscriptions('demo', { token: harness.token }));
    expect(mine.data).toEqual([expect.objectContaining({ id: 4001, status: 'ongoing' })]);
  });

  it('gives a store without plans an empty list and no description', async () => {
    expect(expectAnswer(SubscriptionPlansAnswer, await getSubscriptionPlans('taiwan'))).toEqual({ data: [], description: null });
  });
});

describe('POST /api/v1/stores/{store}/carts/subscription', () => {
  it('puts the plan in the subscription cart and answers the storefront checkout path', async () => {
    const answer = expectAnswer(SubscriptionCartAnswer, await createSubscriptionCart('demo', { id: 4002 }, { token: harness.token }));
    expect(answer.success).toBe(true);
    const match = /^\/demo\/shopping\/checkout\?type=subscription&items=(\d+)$/.exec(answer.url ?? '');
    expect(match).not.toBeNull();
    const itemId = Number(match?.[1]);

    const subscriptionCart = expectAnswer(CartAnswer, await getCart('demo', { type: 'subscription' }, { token: harness.token }));
    expect(subscriptionCart.data?.items).toEqual([expect.objectContaining({ id: itemId, sku_id: 1082, quantity: 1, added_from: 'subscription' })]);
    // The ordinary cart does not show subscription lines.
    const cart = expectAnswer(CartAnswer, await getCart('demo', {}, { token: harness.token }));
    expect(cart.data?.items.some((i) => i.id === itemId)).toBe(false);
  });

  it('reuses the line when the same plan is chosen again', async () => {
    const first = expectAnswer(SubscriptionCartAnswer, await createSubscriptionCart('demo', { id: '4002' }, { token: harness.token }));
    const second = expectAnswer(SubscriptionCartAnswer, await createSubscriptionCart('demo', { id: 4002 }, { token: harness.token }));
    expect(second.url).toBe(first.url);
    const cart = expectAnswer(CartAnswer, await getCart('demo', { type: 'subscription' }, { token: harness.token }));
    expect(cart.data?.items).toHaveLength(1);
  });

  it('refuses an empty id with a field message, an unknown plan with 404, and a plan already ongoing', async () => {
    const empty = expectFailure(await createSubscriptionCart('demo', { id: '' }, { token: harness.token }), 422);
    expect(Object.keys(empty.errors ?? {})).toEqual(['id']);
    expectFailure(await createSubscriptionCart('demo', { id: 9999 }, { token: harness.token }), 404);
    expectFailure(await createSubscriptionCart('demo', { id: 4001 }, { token: harness.token }), 422, 'SUBSCRIPTION_ALREADY_ONGOING');
  });

  it('is member-only, and refused where the store’s subscription flag is off', async () => {
    expectFailure(await createSubscriptionCart('demo', { id: 4002 }, { token: null }), 401);
    expect(expectFailure(await createSubscriptionCart('taiwan', { id: 4002 }, { token: harness.token }), 422).message).toMatch(/not available/);
  });
});
