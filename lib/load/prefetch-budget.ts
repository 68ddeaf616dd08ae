import { retryDelayMs } from './retry-delay.mjs';

/**
 * Prefetch with intent (issue 27): a link is prefetched when the viewer shows they may follow it
 * (pointer over it, focus, a touch starting on it), at most `max` per `windowMs`, so a page never
 * turns a crowd's arrival into a crowd of prefetches. An address is asked for again only on a later
 * intent after a backoff spread by jitter (lib/load/retry-delay.mjs, from `retryBaseMs`,
 * doubled each time, up to `maxAttempts`): a prefetch an overloaded server shed (503) is retried
 * then, and the crowd does not come back at the same moment. One that succeeded is in the router's
 * cache by then, and asking again sends nothing. Pure, with an injectable clock and randomness.
 */
export interface PrefetchBudget {
  /** True when `href` may be prefetched now (and counts it). */
  take(href: string): boolean;
}

/** Next's router keeps a failed prefetch for 10 s before it asks again: a retry waits that out. */
export const PREFETCH_RETRY_BASE_MS = 12_000;

export function createPrefetchBudget({
  max = 4,
  windowMs = 60_000,
  retryBaseMs = PREFETCH_RETRY_BASE_MS,
  maxAttempts = 3,
  now = Date.now,
  random = Math.random,
}: { max?: number; windowMs?: number; retryBaseMs?: number; maxAttempts?: number; now?: () => number; random?: () => number } = {}): PrefetchBudget {
  /** Per address: how many times it was asked for, and from when it may be asked again (null: never). */
  const asked = new Map<string, { attempts: number; againAt: number | null }>();
  let times: number[] = [];
  return {
    take(href) {
      const at = now();
      const previous = asked.get(href);
      if (previous && (previous.againAt === null || at < previous.againAt)) return false;
      times = times.filter((time) => at - time < windowMs);
      if (times.length >= max) return false;
      times.push(at);
      const attempts = (previous?.attempts ?? 0) + 1;
      const delay = retryDelayMs({ attempt: attempts - 1, retryAfter: null, baseMs: retryBaseMs, maxAttempts: maxAttempts - 1, random });
      asked.set(href, { attempts, againAt: delay === null ? null : at + delay });
      return true;
    },
  };
}
