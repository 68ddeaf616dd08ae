import { describe, expect, it } from '@jest/globals';
import { formatDuration } from '@/lib/format/duration';

describe('formatDuration', () => {
  it('shows hh:mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(59)).toBe('00:00:59');
    expect(formatDuration(61)).toBe('00:01:01');
    expect(formatDuration(3661)).toBe('01:01:01');
    expect(formatDuration(86399)).toBe('23:59:59');
  });
  it('lets hours grow past a day and drops fractions', () => {
    expect(formatDuration(100 * 3600 + 5)).toBe('100:00:05');
    expect(formatDuration(59.99)).toBe('00:00:59');
    expect(formatDuration('125')).toBe('00:02:05');
  });
  it('shows zero for negative or non-numeric input', () => {
    for (const value of [-5, Number.NaN, Infinity, null, undefined, '', 'abc']) expect(formatDuration(value)).toBe('00:00:00');
  });
});
