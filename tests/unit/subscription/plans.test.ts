import { describe, expect, it } from '@jest/globals';
import { fail, ok } from '@/lib/api/result';
import type { SubscriptionPlan } from '@/lib/schemas';
import { chooseOutcome, isChooseRequest } from '@/lib/subscription/choose';
import { isOngoing, isSubscriptionCartId, subscribedPlanIds, toPlanView } from '@/lib/subscription/plans';
import { trusted } from '../url/trusted';
import { subscriptionPlan } from './fixtures';

const plan = (over: Partial<SubscriptionPlan> = {}): SubscriptionPlan => subscriptionPlan({ active: true, subscription_count: 3, ...over });

const format = { currency: 'JPY', timeZone: 'Asia/Tokyo' };

describe('subscription plans (commerce §3/§4)', () => {
  it('is active only when the status is ongoing, whatever the active field says', () => {
    expect(isOngoing(plan())).toBe(true);
    expect(isOngoing(plan({ status: 'canceled', active: true }))).toBe(false);
    expect(isOngoing(plan({ status: null }))).toBe(false);
    expect(isOngoing(plan({ status: undefined }))).toBe(false);
  });

  it('formats the plan view: price through lib/format, dates in the store’s zone', () => {
    expect(toPlanView(plan(), format)).toEqual({
      id: 4001,
      name: '自家焙煎コーヒー 毎月お届け',
      price: '¥2,800',
      frequency: 1,
      startedAt: '2026/10/27',
      // 15:30 UTC is past midnight in Tokyo.
      nextAt: '2026/11/27',
      active: true,
      count: 3,
    });
    expect(toPlanView(plan({ price: 180, subscription_frequency: 2 }), { currency: 'TWD', timeZone: 'Asia/Taipei' })).toMatchObject({ price: 'NT$180', frequency: 2 });
  });

  it('leaves absent dates and counts blank, and a bad frequency as none', () => {
    const view = toPlanView(plan({ plan_started_at: null, next_deferred_at: undefined, subscription_count: null, subscription_frequency: -1 }), format);
    expect(view).toMatchObject({ startedAt: '', nextAt: '', count: null, frequency: 0 });
  });

  it('lists the plans the buyer already has ongoing', () => {
    expect([...subscribedPlanIds([plan(), plan({ id: 4002, status: 'canceled' })])]).toEqual([4001]);
  });

  it('accepts a non-empty cart (plan) id only (commerce §5)', () => {
    expect(isSubscriptionCartId(4001)).toBe(true);
    expect(isSubscriptionCartId('4001')).toBe(true);
    expect(isSubscriptionCartId(0)).toBe(true);
    expect(isSubscriptionCartId('')).toBe(false);
    expect(isSubscriptionCartId('   ')).toBe(false);
    expect(isSubscriptionCartId(-1)).toBe(false);
    expect(isSubscriptionCartId(1.5)).toBe(false);
    expect(isSubscriptionCartId(null)).toBe(false);
    expect(isSubscriptionCartId(undefined)).toBe(false);
  });
});

describe('choosing a plan', () => {
  const origin = 'https://shop.kirari.example';
  const safe = (url: string) => (url.startsWith('https://pay.example/') ? trusted(url) : null);

  it('checks the request before any call', () => {
    expect(isChooseRequest({ store: 'demo', planId: 4002 })).toBe(true);
    expect(isChooseRequest({ store: 'demo', planId: '' })).toBe(false);
    expect(isChooseRequest({ store: '../x', planId: 1 })).toBe(false);
    expect(isChooseRequest(null)).toBe(false);
  });

  it('follows the answer’s url: a storefront path inside the app, a checked URL outside', () => {
    expect(chooseOutcome(ok({ success: true, url: '/demo/shopping/checkout?type=subscription&items=61001' }), origin, safe)).toEqual({
      kind: 'navigate',
      target: { kind: 'internal', path: '/demo/shopping/checkout?type=subscription&items=61001' },
    });
    expect(chooseOutcome(ok({ success: true, url: `${origin}/demo/shopping/checkout?type=subscription&items=1` }), origin, safe)).toEqual({
      kind: 'navigate',
      target: { kind: 'internal', path: '/demo/shopping/checkout?type=subscription&items=1' },
    });
    expect(chooseOutcome(ok({ success: true, url: 'https://pay.example/s/1' }), origin, safe)).toEqual({ kind: 'navigate', target: { kind: 'external', url: 'https://pay.example/s/1' } });
  });

  it('refuses a url that fails the check, or none at all', () => {
    expect(chooseOutcome(ok({ success: true, url: 'https://evil.example/x' }), origin, safe)).toEqual({ kind: 'no-url' });
    expect(chooseOutcome(ok({ success: true, url: '//evil.example/x' }), origin, safe)).toEqual({ kind: 'no-url' });
    expect(chooseOutcome(ok({ success: true, url: null }), origin, safe)).toEqual({ kind: 'no-url' });
    expect(chooseOutcome(ok({ success: true }), origin, safe)).toEqual({ kind: 'no-url' });
  });

  it('shows the server’s message for a refusal and hands a 401 to the 401 rule', () => {
    expect(chooseOutcome(ok({ success: false, message: 'Plan closed.' }), origin, safe)).toEqual({ kind: 'error', message: 'Plan closed.' });
    expect(chooseOutcome(ok({ success: false }), origin, safe)).toEqual({ kind: 'error', message: null });
    expect(chooseOutcome(fail({ kind: 'status', status: 422, message: 'You already subscribe to this plan.' }), origin, safe)).toEqual({
      kind: 'error',
      message: 'You already subscribe to this plan.',
    });
    expect(chooseOutcome(fail({ kind: 'status', status: 401, message: 'Unauthenticated.' }), origin, safe)).toEqual({ kind: 'unauthorized' });
    expect(chooseOutcome(fail({ kind: 'network', message: 'fetch failed' }), origin, safe)).toEqual({ kind: 'error', message: null });
    expect(chooseOutcome(fail({ kind: 'canceled', message: 'canceled' }), origin, safe)).toEqual({ kind: 'silent' });
  });
});

describe('SubscriptionCartAnswer (schema addition)', () => {
  it('takes an absolute URL or a storefront path, not a protocol-relative one', async () => {
    const { SubscriptionCartAnswer } = await import('@/lib/schemas');
    expect(SubscriptionCartAnswer.safeParse({ success: true, url: '/demo/shopping/checkout?type=subscription&items=1' }).success).toBe(true);
    expect(SubscriptionCartAnswer.safeParse({ success: true, url: 'https://shop.example/checkout' }).success).toBe(true);
    expect(SubscriptionCartAnswer.safeParse({ success: true, url: null }).success).toBe(true);
    expect(SubscriptionCartAnswer.safeParse({ success: true, url: '//evil.example/x' }).success).toBe(false);
    expect(SubscriptionCartAnswer.safeParse({ success: true, url: '/\\evil.example' }).success).toBe(false);
    expect(SubscriptionCartAnswer.safeParse({ success: true, url: 'checkout' }).success).toBe(false);
  });
});
