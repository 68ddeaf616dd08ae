import { describe, expect, it } from '@jest/globals';
import { createPrefetchBudget, PREFETCH_RETRY_BASE_MS } from '@/lib/load/prefetch-budget';

describe('createPrefetchBudget', () => {
  it('prefetches an address once, then not again before its backoff', () => {
    let now = 0;
    const budget = createPrefetchBudget({ now: () => now, random: () => 0.5 });
    expect(budget.take('/demo/market')).toBe(true);
    expect(budget.take('/demo/market')).toBe(false);
    expect(budget.take('/demo/live-lobby')).toBe(true);
    now = PREFETCH_RETRY_BASE_MS - 1;
    expect(budget.take('/demo/market')).toBe(false);
  });

  it('asks for an address again on a later intent after a jittered, doubling backoff, a bounded number of times', () => {
    let now = 0;
    const budget = createPrefetchBudget({ retryBaseMs: 1000, maxAttempts: 3, windowMs: 10, now: () => now, random: () => 0.5 });
    expect(budget.take('/a')).toBe(true); // attempt 1; again from 1000 (1000 × 2⁰ × 1.0)
    now = 999;
    expect(budget.take('/a')).toBe(false);
    now = 1000;
    expect(budget.take('/a')).toBe(true); // attempt 2; again from 1000 + 2000
    now = 2999;
    expect(budget.take('/a')).toBe(false);
    now = 3000;
    expect(budget.take('/a')).toBe(true); // attempt 3: the last
    now = 1_000_000;
    expect(budget.take('/a')).toBe(false);
  });

  it('spreads a crowd’s retries over [½, 1½) of the backoff', () => {
    const first = (random: number) => {
      let now = 0;
      const budget = createPrefetchBudget({ retryBaseMs: 1000, now: () => now, random: () => random });
      budget.take('/a');
      for (now = 0; now < 10_000; now += 1) if (budget.take('/a')) return now;
      return null;
    };
    expect(first(0)).toBe(500);
    expect(first(0.999)).toBe(1499);
  });

  it('allows at most `max` per window, then again once the window has passed', () => {
    let now = 0;
    const budget = createPrefetchBudget({ max: 2, windowMs: 1000, now: () => now });
    expect([budget.take('/a'), budget.take('/b'), budget.take('/c')]).toEqual([true, true, false]);
    now = 999;
    expect(budget.take('/c')).toBe(false);
    now = 1000;
    expect(budget.take('/c')).toBe(true);
  });
});
