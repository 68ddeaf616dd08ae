import { describe, expect, it } from '@jest/globals';
import { createPrefetchBudget } from '@/lib/load/prefetch-budget';

describe('createPrefetchBudget', () => {
  it('prefetches each address once', () => {
    const budget = createPrefetchBudget({ now: () => 0 });
    expect(budget.take('/demo/market')).toBe(true);
    expect(budget.take('/demo/market')).toBe(false);
    expect(budget.take('/demo/live-lobby')).toBe(true);
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
