import { describe, expect, it } from '@jest/globals';
import { DEFAULT_DATE_FORMAT, formatDate, isValidTimeZone } from '@/lib/format/date';

const INSTANT = '2026-03-01T15:04:05Z';

describe('formatDate', () => {
  it('uses yyyy/LL/dd HH:mm:ss in the given time zone', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('yyyy/LL/dd HH:mm:ss');
    expect(formatDate(INSTANT, 'Asia/Tokyo')).toBe('2026/03/02 00:04:05');
    expect(formatDate(INSTANT, 'Asia/Taipei')).toBe('2026/03/01 23:04:05');
    expect(formatDate(INSTANT, 'UTC')).toBe('2026/03/01 15:04:05');
  });
  it('accepts Dates, epoch milliseconds and platform timestamps', () => {
    expect(formatDate(new Date(INSTANT), 'UTC')).toBe('2026/03/01 15:04:05');
    expect(formatDate(Date.parse(INSTANT), 'UTC')).toBe('2026/03/01 15:04:05');
    expect(formatDate('2026-03-01T15:04:05.000000Z', 'Asia/Tokyo')).toBe('2026/03/02 00:04:05');
    expect(formatDate('2026-03-01T15:04:05+09:00', 'Asia/Tokyo')).toBe('2026/03/01 15:04:05');
  });
  it('reads offset-less strings as wall time in the zone', () => {
    expect(formatDate('2026-03-01 10:00:00', 'Asia/Tokyo')).toBe('2026/03/01 10:00:00');
    expect(formatDate('2026-03-01T10:00:00', 'Asia/Taipei')).toBe('2026/03/01 10:00:00');
  });
  it('takes another pattern', () => {
    expect(formatDate(INSTANT, 'Asia/Tokyo', 'yyyy/LL/dd')).toBe('2026/03/02');
  });
  it('gives an empty string for an invalid date', () => {
    for (const value of ['not a date', '', '  ', null, undefined, Number.NaN, Infinity, new Date('x'), '2026-13-45']) {
      expect(formatDate(value, 'Asia/Tokyo')).toBe('');
    }
  });
  it('falls back to Japanese time for a broken time zone, and defaults to it', () => {
    expect(formatDate(INSTANT, 'Mars/Olympus')).toBe('2026/03/02 00:04:05');
    expect(formatDate(INSTANT, '')).toBe('2026/03/02 00:04:05');
    expect(formatDate(INSTANT)).toBe('2026/03/02 00:04:05');
    expect(isValidTimeZone('Asia/Tokyo')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});
