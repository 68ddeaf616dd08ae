import { describe, expect, it } from '@jest/globals';
import { fail, ok } from '@/lib/api/result';
import { mySubscriptionsOf } from '@/lib/member/my-subscriptions';
import type { MySubscriptionsAnswer } from '@/lib/schemas';
import { subscriptionPlan } from '../subscription/fixtures';

const plan = subscriptionPlan;

const format = { currency: 'JPY', timeZone: 'Asia/Tokyo' };

describe('the member’s own subscriptions (GET …/subscriptions/me)', () => {
  it('maps each plan to its record view, in order', () => {
    const outcome = mySubscriptionsOf(ok<MySubscriptionsAnswer>({ data: [plan(), plan({ id: 4002, status: 'canceled' })] }), format);
    expect(outcome.kind).toBe('ok');
    if (outcome.kind !== 'ok') return;
    expect(outcome.records.map(({ id, active, price }) => ({ id, active, price }))).toEqual([
      { id: 4001, active: true, price: '¥2,800' },
      { id: 4002, active: false, price: '¥2,800' },
    ]);
  });

  it('an empty answer is no records, not a failure', () => {
    expect(mySubscriptionsOf(ok<MySubscriptionsAnswer>({ data: [] }), format)).toEqual({ kind: 'ok', records: [] });
  });

  it('a failure keeps the server’s message, else none (the page says it generally)', () => {
    expect(mySubscriptionsOf(fail({ kind: 'status', status: 422, message: ['期限切れです'] }), format)).toEqual({ kind: 'failed', message: '期限切れです' });
    expect(mySubscriptionsOf(fail({ kind: 'status', status: 503, message: 'HTTP 503' }), format)).toEqual({ kind: 'failed', message: null });
    expect(mySubscriptionsOf(fail({ kind: 'canceled', message: 'canceled' }), format)).toEqual({ kind: 'failed', message: null });
  });
});
