import { describe, expect, it } from '@jest/globals';
import { createRateLimiter, retryAfterSeconds } from '@/lib/security/rate-limit';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('createRateLimiter (sliding window, injected clock)', () => {
  it('allows 5 attempts a minute per key, then refuses with the time until the oldest leaves the window', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, now: time.now });
    for (let i = 0; i < 5; i++) {
      expect(limiter.attempt('10.0.0.1')).toEqual({ allowed: true, remaining: 4 - i });
      time.advance(1_000);
    }
    // First attempt at t0; now t0 + 5 s: it leaves the window at t0 + 60 s.
    expect(limiter.attempt('10.0.0.1')).toEqual({ allowed: false, retryAfterMs: 55_000 });
    // Another client is not affected.
    expect(limiter.attempt('10.0.0.2').allowed).toBe(true);
  });

  it('slides: one slot opens as each attempt ages out, not the whole window at once', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: time.now });
    limiter.attempt('a');
    time.advance(30_000);
    limiter.attempt('a');
    expect(limiter.attempt('a').allowed).toBe(false);
    time.advance(29_999);
    expect(limiter.attempt('a')).toEqual({ allowed: false, retryAfterMs: 1 });
    time.advance(1);
    expect(limiter.attempt('a').allowed).toBe(true);
    // The attempt at +30 s is still inside the window.
    expect(limiter.attempt('a').allowed).toBe(false);
  });

  it('does not count refused attempts: hammering does not extend the wait', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 10_000, now: time.now });
    limiter.attempt('a');
    for (let i = 0; i < 20; i++) {
      time.advance(400);
      limiter.attempt('a');
    }
    time.advance(2_000);
    expect(limiter.attempt('a').allowed).toBe(true);
  });

  it('keeps at most maxKeys clients, dropping the stalest', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: time.now, maxKeys: 2 });
    limiter.attempt('a');
    limiter.attempt('b');
    limiter.attempt('c');
    // "a" was forgotten: it may try again; "c" may not.
    expect(limiter.attempt('a').allowed).toBe(true);
    expect(limiter.attempt('c').allowed).toBe(false);
  });

  it('reset forgets one key or all', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => 0 });
    limiter.attempt('a');
    limiter.attempt('b');
    limiter.reset('a');
    expect(limiter.attempt('a').allowed).toBe(true);
    expect(limiter.attempt('b').allowed).toBe(false);
    limiter.reset();
    expect(limiter.attempt('b').allowed).toBe(true);
  });

  it('says at least one second', () => {
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(55_000)).toBe(55);
    expect(retryAfterSeconds(55_001)).toBe(56);
  });
});
