/**
 * A sliding-window rate limiter, in memory per storefront instance (issue 11 item 5): at most
 * `limit` attempts per key within any `windowMs`. Pure apart from its own map; the clock is
 * injected so tests need no timers.
 */

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Keys kept at most; the stalest go first, so a flood of addresses cannot grow memory. */
  maxKeys?: number;
}

export type RateLimitVerdict = { allowed: true; remaining: number } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  /** Counts an attempt for `key` when allowed; a refused attempt is not counted. */
  attempt(key: string): RateLimitVerdict;
  /** Forgets a key (tests; an operator unblocking a client). */
  reset(key?: string): void;
}

export function createRateLimiter({ limit, windowMs, now = Date.now, maxKeys = 10_000 }: RateLimitOptions): RateLimiter {
  // Key → attempt times, oldest first. Map order doubles as least-recently-used order.
  const attempts = new Map<string, number[]>();

  return {
    attempt(key) {
      const at = now();
      const recent = (attempts.get(key) ?? []).filter((time) => at - time < windowMs);
      attempts.delete(key);
      if (recent.length >= limit) {
        attempts.set(key, recent);
        return { allowed: false, retryAfterMs: recent[0] + windowMs - at };
      }
      recent.push(at);
      attempts.set(key, recent);
      while (attempts.size > maxKeys) attempts.delete(attempts.keys().next().value as string);
      return { allowed: true, remaining: limit - recent.length };
    },
    reset(key) {
      if (key === undefined) attempts.clear();
      else attempts.delete(key);
    },
  };
}

/** Whole seconds to wait, never 0 (a message saying "try again in 0 seconds" reads as a bug). */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}
