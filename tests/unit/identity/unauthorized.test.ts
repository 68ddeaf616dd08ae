import { describe, expect, it } from '@jest/globals';
import {
  RELOAD_WINDOW_MS,
  parseReloadCounter,
  serializeReloadCounter,
  shouldReloadOnUnauthorized,
  type ReloadCounter,
} from '@/lib/identity/unauthorized';

const T0 = Date.UTC(2026, 0, 1);

/** Runs n 401s at the given times and collects the reload decisions. */
function run(times: number[], start: ReloadCounter | null = null): boolean[] {
  let stored = start;
  return times.map((now) => {
    const decision = shouldReloadOnUnauthorized(stored, now);
    stored = decision.next;
    return decision.reload;
  });
}

describe('shouldReloadOnUnauthorized', () => {
  it('uses a window of 2.4 % of a day (2073.6 s)', () => {
    expect(RELOAD_WINDOW_MS).toBe(2_073_600);
  });

  it('reloads twice in a window, then stops', () => {
    expect(run([T0, T0 + 1000, T0 + 2000, T0 + 3000])).toEqual([true, true, false, false]);
  });

  it('starts a new window once the counter expires', () => {
    expect(run([T0, T0 + 1, T0 + 2, T0 + RELOAD_WINDOW_MS - 1, T0 + RELOAD_WINDOW_MS])).toEqual([true, true, false, false, true]);
  });

  it('stores the count and keeps the first reload time as the window start', () => {
    const first = shouldReloadOnUnauthorized(null, T0);
    expect(first.next).toEqual({ count: 1, expiresAt: T0 + RELOAD_WINDOW_MS });
    const second = shouldReloadOnUnauthorized(first.next, T0 + 500);
    expect(second.next).toEqual({ count: 2, expiresAt: T0 + RELOAD_WINDOW_MS });
    const third = shouldReloadOnUnauthorized(second.next, T0 + 600);
    expect(third).toEqual({ reload: false, next: second.next });
  });
});

describe('stored counter', () => {
  it('round-trips through storage', () => {
    const counter = { count: 2, expiresAt: T0 };
    expect(parseReloadCounter(serializeReloadCounter(counter))).toEqual(counter);
  });
  it('treats anything unreadable as no counter', () => {
    for (const raw of [null, '', 'x', '1', '{"count":"1","expiresAt":1}', '{"count":-1,"expiresAt":1}', '{"count":1}', 'null']) {
      expect(parseReloadCounter(raw)).toBeNull();
    }
  });
});
