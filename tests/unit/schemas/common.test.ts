import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import {
  alwaysEmptyArray,
  dataOf,
  ISO_DATE_MESSAGE,
  isoDate,
  listOf,
  nonNegativeInt,
  pagedList,
  pageMeta,
  positiveInt,
  ReplayUrl,
  successAnswer,
  timestamp,
  urlString,
} from '@/lib/schemas';
import { links, meta } from './fixtures';

describe('isoDate', () => {
  it.each(['2026-03-01', '2026-03-01T10:00:00Z', '2026-03-01 10:00:00', '2026-03-01T10:00:00.123+09:00', 1767225600000])(
    'accepts %p',
    (value) => {
      expect(isoDate.safeParse(value).success).toBe(true);
    },
  );

  it('accepts a valid Date and rejects an invalid one', () => {
    expect(isoDate.safeParse(new Date('2026-03-01T00:00:00Z')).success).toBe(true);
    expect(isoDate.safeParse(new Date('nope')).success).toBe(false);
  });

  it.each(['yesterday', '2026-13-45', '01/03/2026', '', Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects %p with the spec message',
    (value) => {
      const result = isoDate.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(ISO_DATE_MESSAGE);
    },
  );

  it('uses the exact message of commerce §5', () => {
    expect(ISO_DATE_MESSAGE).toBe('Not a iso8601 string or Date');
  });

  it.each([null, {}, true])('rejects the non-date %p with the same message', (value) => {
    expect(isoDate.safeParse(value).error?.issues[0].message).toBe(ISO_DATE_MESSAGE);
  });

  it('keeps the value unchanged', () => {
    expect(isoDate.parse('2026-03-01T10:00:00Z')).toBe('2026-03-01T10:00:00Z');
  });

  it('as a timestamp allows null and absence', () => {
    expect(timestamp.safeParse(null).success).toBe(true);
    expect(timestamp.safeParse(undefined).success).toBe(true);
    expect(timestamp.safeParse('later').success).toBe(false);
  });
});

describe('integer checks', () => {
  it('nonNegativeInt takes 0 and positive integers only', () => {
    expect(nonNegativeInt.safeParse(0).success).toBe(true);
    expect(nonNegativeInt.safeParse(42).success).toBe(true);
    expect(nonNegativeInt.safeParse(-1).success).toBe(false);
    expect(nonNegativeInt.safeParse(1.5).success).toBe(false);
    expect(nonNegativeInt.safeParse('3').success).toBe(false);
  });

  it('positiveInt rejects 0', () => {
    expect(positiveInt.safeParse(1).success).toBe(true);
    expect(positiveInt.safeParse(0).success).toBe(false);
    expect(positiveInt.safeParse(2.5).success).toBe(false);
  });
});

describe('urlString', () => {
  it('accepts absolute URLs only', () => {
    expect(urlString.safeParse('https://example.com/a').success).toBe(true);
    expect(urlString.safeParse('/relative/path').success).toBe(false);
  });
});

describe('pagedList', () => {
  const Numbers = pagedList(z.number());

  it('parses data, links and meta', () => {
    const parsed = Numbers.parse({ data: [1, 2], links, meta });
    expect(parsed.data).toEqual([1, 2]);
    expect(parsed.links.prev).toBeNull();
    expect(parsed.meta.last_page).toBe(3);
  });

  it('allows null from/to on an empty page', () => {
    expect(Numbers.safeParse({ data: [], links, meta: { ...meta, from: null, to: null, total: 0 } }).success).toBe(true);
  });

  it('rejects negative or fractional meta numbers and a non-URL link', () => {
    expect(Numbers.safeParse({ data: [], links, meta: { ...meta, total: -1 } }).success).toBe(false);
    expect(Numbers.safeParse({ data: [], links, meta: { ...meta, per_page: 2.5 } }).success).toBe(false);
    expect(Numbers.safeParse({ data: [], links: { ...links, first: 'page 1' }, meta }).success).toBe(false);
  });

  it('rejects items of the wrong kind', () => {
    expect(Numbers.safeParse({ data: ['1'], links, meta }).success).toBe(false);
  });

  it('takes an extended meta', () => {
    const WithCount = pagedList(z.number(), pageMeta.extend({ extra: z.string() }));
    expect(WithCount.safeParse({ data: [], links, meta: { ...meta, extra: 'x' } }).success).toBe(true);
    expect(WithCount.safeParse({ data: [], links, meta }).success).toBe(false);
  });
});

describe('wrappers', () => {
  it('dataOf and listOf wrap under data', () => {
    expect(dataOf(z.number()).parse({ data: 1 })).toEqual({ data: 1 });
    expect(listOf(z.number()).safeParse({ data: 1 }).success).toBe(false);
    expect(listOf(z.number()).parse({ data: [1] })).toEqual({ data: [1] });
  });

  it('successAnswer needs a boolean success', () => {
    expect(successAnswer.parse({ success: false, message: 'no' })).toEqual({ success: false, message: 'no' });
    expect(successAnswer.safeParse({ success: 'true' }).success).toBe(false);
  });
});

describe('alwaysEmptyArray and replay_url', () => {
  it('alwaysEmptyArray accepts [] only', () => {
    expect(alwaysEmptyArray.safeParse([]).success).toBe(true);
    expect(alwaysEmptyArray.safeParse([1]).success).toBe(false);
    expect(alwaysEmptyArray.safeParse({}).success).toBe(false);
  });

  it('replay_url is a URL or []', () => {
    expect(ReplayUrl.safeParse('https://media.example.com/100/index.m3u8').success).toBe(true);
    expect(ReplayUrl.safeParse([]).success).toBe(true);
    expect(ReplayUrl.safeParse(['https://media.example.com/a.m3u8']).success).toBe(false);
    expect(ReplayUrl.safeParse('').success).toBe(false);
    expect(ReplayUrl.safeParse(null).success).toBe(false);
  });
});
