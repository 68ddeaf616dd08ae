import { describe, expect, it } from '@jest/globals';
import { startsAtText } from '@/lib/live/starts-at';

describe('startsAtText', () => {
  const start = Date.UTC(2026, 0, 2, 11, 30); // 20:30 in Tokyo

  it('shows the start in the store time zone, with the zone', () => {
    expect(startsAtText('{date}({zone})', start, 'Asia/Tokyo')).toBe('2026/01/02 20:30(Asia/Tokyo)');
    expect(startsAtText('{date} {zone}', start, 'America/New_York')).toBe('2026/01/02 06:30 America/New_York');
  });

  it('falls back to Japanese time for a broken zone', () => {
    expect(startsAtText('{date}', start, 'Not/AZone')).toBe('2026/01/02 20:30');
  });
});
