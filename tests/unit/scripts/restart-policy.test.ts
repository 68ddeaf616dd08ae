/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { describeExit, RESTART_POLICY, restartDecision } from '@/scripts/restart-policy.mjs';

const MIN = 60_000;

describe('restartDecision', () => {
  it('restarts the first crash after the base delay', () => {
    expect(restartDecision([1_000], 1_000)).toEqual({ restart: true, delayMs: RESTART_POLICY.baseDelayMs, attempt: 1, maxRestarts: RESTART_POLICY.maxRestarts });
  });

  it('doubles the pause with each crash inside the window, up to the maximum', () => {
    const delays = [1, 2, 3, 4, 5].map((n) => {
      const crashes = Array.from({ length: n }, (_, i) => i * 1_000);
      const decision = restartDecision(crashes, crashes[n - 1], { maxDelayMs: 4_000 });
      return decision.restart ? decision.delayMs : null;
    });
    expect(delays).toEqual([500, 1_000, 2_000, 4_000, 4_000]);
  });

  it('gives up when the crashes inside the window pass the limit', () => {
    const crashes = [0, 1, 2, 3, 4, 5].map((i) => i * 1_000);
    expect(restartDecision(crashes, 5_000)).toEqual({ restart: false, crashes: 6, windowMs: MIN });
  });

  it('forgets crashes older than the window: a platform that crashes once an hour is always restarted quickly', () => {
    const hourly = Array.from({ length: 50 }, (_, i) => i * 60 * MIN);
    const decision = restartDecision(hourly, hourly[49]);
    expect(decision).toMatchObject({ restart: true, attempt: 1, delayMs: RESTART_POLICY.baseDelayMs });
  });
});

describe('describeExit', () => {
  it('names the exit code or the signal', () => {
    expect(describeExit('the platform', 1, null)).toBe('The platform stopped unexpectedly (exit code 1)');
    expect(describeExit('the platform', null, 'SIGKILL')).toBe('The platform stopped unexpectedly (signal SIGKILL)');
  });
});
