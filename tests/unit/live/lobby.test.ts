import { describe, expect, it } from '@jest/globals';
import { latestLiveHref, ticketIdParam } from '@/lib/live/lobby';

describe('ticketIdParam', () => {
  it('takes positive digits, the first of repeated values', () => {
    expect(ticketIdParam('42')).toBe(42);
    expect(ticketIdParam(['7', '8'])).toBe(7);
    expect(ticketIdParam('123456789012345')).toBe(123456789012345);
  });

  it('anything else is no ticket', () => {
    expect([undefined, '', '0', '-1', '1e3', '12a', ' 12', '1234567890123456', []].map(ticketIdParam)).toEqual(Array(9).fill(null));
  });
});

describe('latestLiveHref', () => {
  it('goes to the latest post, or to the store root without one', () => {
    expect(latestLiveHref('demo', 9001)).toBe('/demo/live/9001');
    expect(latestLiveHref('demo', null)).toBe('/demo');
  });

  it('encodes the store segment', () => {
    expect(latestLiveHref('a/b ?', 1)).toBe('/a%2Fb%20%3F/live/1');
    expect(latestLiveHref('a/b', null)).toBe('/a%2Fb');
  });
});
