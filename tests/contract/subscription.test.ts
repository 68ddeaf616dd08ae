/** @jest-environment node */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createSubscriptionCart, getCart, getMySubscriptions, getSubscriptionPlans, login } from '@/lib/api';
import { CartAnswer, MySubscriptionsAnswer, SubscriptionCartAnswer, SubscriptionPlansAnswer } from '@/lib/schemas';
import { demoToken, expectAnswer, expectFailure, startHarness, stopHarness, type Harness } from './harness';

let harness: Harness;
let token: string;

beforeAll(async () => {
  harness = await startHarness();
});
beforeEach(async () => {
  harness.platform.ctx.reset();
  token = await demoToken(login);
});
afterAll(() => stopHarness(harness));

describe('GET /api/v1/stores/{store}/subscriptions and /subscriptions/me', () => {
  it('answers the plans with a description, and the member’s own ongoing plan', async () => {
    const plans = expectAnswer(SubscriptionPlansAnswer, await getSubscriptionPlans('demo'));
    expect(plans.data.map((p) => p.id)).toEqual([4001, 4002]);
    expect(plans.description).toEqual(expect.any(String));
    const mine = expectAnswer(MySubscriptionsAnswer, await getMySubscriptions('demo', { token }));
    expect(mine.data).toEqual([expect.objectContaining({ id: 4001, status: 'ongoing' })]);
  });

  it('gives a store without plans an empty list and no description', async () => {
    expect(expectAnswer(SubscriptionPlansAnswer, await getSubscriptionPlans('taiwan'))).toEqual({ data: [], description: null });
  });
});

describe('POST /api/v1/stores/{store}/carts/subscription', () => {
  it('puts the plan in the subscription cart and answers the storefront checkout path', async () => {
    const answer = expectAnswer(SubscriptionCartAnswer, await createSubscriptionCart('demo', { id: 4002 }, { token }));
    expect(answer.success).toBe(true);
    const match = /^\/demo\/shopping\/checkout\?type=subscription&items=(\d+)$/.exec(answer.url ?? '');
    expect(match).not.toBeNull();
    const itemId = Number(match?.[1]);

    const subscriptionCart = expectAnswer(CartAnswer, await getCart('demo', { type: 'subscription' }, { token }));
    expect(subscriptionCart.data?.items).toEqual([expect.objectContaining({ id: itemId, sku_id: 1082, quantity: 1, added_from: 'subscription' })]);
    // The ordinary cart does not show subscription lines.
    const cart = expectAnswer(CartAnswer, await getCart('demo', {}, { token }));
    expect(cart.data?.items.some((i) => i.id === itemId)).toBe(false);
  });

  it('reuses the line when the same plan is chosen again', async () => {
    const first = expectAnswer(SubscriptionCartAnswer, await createSubscriptionCart('demo', { id: '4002' }, { token }));
    const second = expectAnswer(SubscriptionCartAnswer, await createSubscriptionCart('demo', { id: 4002 }, { token }));
    expect(second.url).toBe(first.url);
    const cart = expectAnswer(CartAnswer, await getCart('demo', { type: 'subscription' }, { token }));
    expect(cart.data?.items).toHaveLength(1);
  });

  it('refuses an empty id with a field message, an unknown plan with 404, and a plan already ongoing', async () => {
    const empty = expectFailure(await createSubscriptionCart('demo', { id: '' }, { token }), 422);
    expect(Object.keys(empty.errors ?? {})).toEqual(['id']);
    expectFailure(await createSubscriptionCart('demo', { id: 9999 }, { token }), 404);
    expectFailure(await createSubscriptionCart('demo', { id: 4001 }, { token }), 422, 'SUBSCRIPTION_ALREADY_ONGOING');
  });

  it('is member-only, and refused where the store’s subscription flag is off', async () => {
    expectFailure(await createSubscriptionCart('demo', { id: 4002 }, { token: null }), 401);
    expect(expectFailure(await createSubscriptionCart('taiwan', { id: 4002 }, { token }), 422).message).toMatch(/not available/);
  });
});
