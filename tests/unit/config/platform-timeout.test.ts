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
