import { describe, expect, it } from '@jest/globals';
import { DEFAULT_PLATFORM_TIMEOUT_MS, platformTimeoutMs } from '@/lib/config/platform-timeout';

describe('platformTimeoutMs', () => {
  it('reads whole milliseconds', () => {
    expect(platformTimeoutMs('1500')).toBe(1500);
  });
  it.each([undefined, '', 'abc', '12.5', '-1', '0', '50', '9999999'])('falls back to 8 s for %p', (value) => {
    expect(platformTimeoutMs(value)).toBe(DEFAULT_PLATFORM_TIMEOUT_MS);
  });
});

describe('ssrTimeoutMs', () => {
  it('reads PLATFORM_TIMEOUT_MS on each call (edge variables arrive with the request, after the module loaded)', async () => {
    const { ssrTimeoutMs } = await import('@/lib/api/server-context');
    const before = process.env.PLATFORM_TIMEOUT_MS;
    try {
      process.env.PLATFORM_TIMEOUT_MS = '1500';
      expect(ssrTimeoutMs()).toBe(1500);
      process.env.PLATFORM_TIMEOUT_MS = '2500';
      expect(ssrTimeoutMs()).toBe(2500);
    } finally {
      if (before === undefined) delete process.env.PLATFORM_TIMEOUT_MS;
      else process.env.PLATFORM_TIMEOUT_MS = before;
    }
  });
});
