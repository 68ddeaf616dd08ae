import { describe, expect, it } from '@jest/globals';
import {
  anonymousCachePath,
  cachedRouteContext,
  fromSegment,
  isAnonymousCachePath,
  marketViewFromQuery,
  marketViewSegment,
  parseMarketViewSegment,
  toSegment,
  type AnonymousCacheRequest,
} from '@/lib/guards/anonymous-cache';

const ORIGIN = 'http://localhost:3000';
const ORIGIN_SEGMENT = toSegment(ORIGIN);

function request(url: string, options: { method?: string; cookies?: Record<string, string>; queryLocale?: AnonymousCacheRequest['queryLocale'] } = {}): AnonymousCacheRequest {
  const parsed = new URL(url, ORIGIN);
  return {
    method: options.method ?? 'GET',
    pathname: parsed.pathname,
    search: parsed.searchParams,
    cookie: (name) => options.cookies?.[name],
    queryLocale: options.queryLocale ?? null,
    origin: ORIGIN,
  };
}

describe('anonymousCachePath', () => {
  it('rewrites an anonymous market view to its cached route, locale ja by default', () => {
    expect(anonymousCachePath(request('/demo/market'))).toBe(`/_anon/${ORIGIN_SEGMENT}/ja/demo/market/all.1`);
  });

  it('carries the normalised query: kind, page and trimmed keyword; junk values fall back', () => {
    expect(anonymousCachePath(request('/demo/market?kind=ticket&page=3&keyword=%20tea%20'))).toBe(`/_anon/${ORIGIN_SEGMENT}/ja/demo/market/ticket.3.tea`);
    expect(anonymousCachePath(request('/demo/market?kind=nope&page=-2&keyword=%20%20'))).toBe(`/_anon/${ORIGIN_SEGMENT}/ja/demo/market/all.1`);
    // Parameters the page does not read (channel source, tracking) share the entry.
    expect(anonymousCachePath(request('/demo/market?source=line&fbclid=x'))).toBe(`/_anon/${ORIGIN_SEGMENT}/ja/demo/market/all.1`);
  });

  it('takes the locale from a fresh ?locale= first, then the cookie', () => {
    expect(anonymousCachePath(request('/demo/market', { cookies: { kirari_locale: 'en' } }))).toContain('/en/demo/market/');
    expect(anonymousCachePath(request('/demo/market', { cookies: { kirari_locale: 'en' }, queryLocale: 'zh-TW' }))).toContain('/zh-TW/demo/market/');
    expect(anonymousCachePath(request('/demo/market', { cookies: { kirari_locale: 'klingon' } }))).toContain('/ja/demo/market/');
  });

  it('rewrites a product page with a canonical numeric id only', () => {
    expect(anonymousCachePath(request('/demo/market/product/101'))).toBe(`/_anon/${ORIGIN_SEGMENT}/ja/demo/market/product/101`);
    for (const path of ['/demo/market/product/abc', '/demo/market/product/0101', '/demo/market/product/101/x', '/demo/market/info']) {
      expect(anonymousCachePath(request(path))).toBeNull();
    }
  });

  it('keeps the dynamic page for anything personal or not a cached page', () => {
    expect(anonymousCachePath(request('/demo/market', { cookies: { kirari_token: 't' } }))).toBeNull();
    expect(anonymousCachePath(request('/demo/market', { cookies: { kirari_guest_token: 'g' } }))).toBeNull();
    expect(anonymousCachePath(request('/demo/market', { method: 'POST' }))).toBeNull();
    expect(anonymousCachePath(request('/demo/market', { method: 'HEAD' }))).not.toBeNull();
    for (const flag of ['loginRequired=true', 'login_status=failed', 'verify_status=success', 'passwordReset=success', 'loginRequired=']) {
      expect(anonymousCachePath(request(`/demo/market?${flag}`))).toBeNull();
    }
    expect(anonymousCachePath(request('/demo/market?page=1234567890'))).toBeNull();
    for (const path of ['/demo', '/demo/shopping', '/demo/live/9001', '/', '/member/reset-password', '/_anon/x/ja/demo/market/all.1']) {
      expect(anonymousCachePath(request(path))).toBeNull();
    }
  });
});

describe('market view segments', () => {
  it('round-trip any keyword through one segment of safe characters', () => {
    for (const keyword of ['抹茶', 'a/b', '100%', 'x.y', '~tilde', "it's (new)*!", 'a b+c&d=e?f#g']) {
      const segment = marketViewSegment({ kind: 'all', page: 2, keyword });
      expect(segment.split('.')).toHaveLength(3);
      expect(segment.split('.')[2]).toMatch(/^[A-Za-z0-9_~-]+$/);
      expect(parseMarketViewSegment(segment)).toEqual({ kind: 'all', page: 2, keyword });
    }
    expect(parseMarketViewSegment('product.1')).toEqual({ kind: 'product', page: 1 });
  });

  it('rejects segments that are not the canonical form of a view', () => {
    for (const segment of ['all', 'all.0', 'all.01', 'bogus.1', 'all.1.', 'all.1.a.b', 'all.1.~ZZ', `all.1.${toSegment(' padded ')}`, 'all.1.a%2Fb']) {
      expect(parseMarketViewSegment(segment)).toBeNull();
    }
  });

  it('reads the query as the market page does', () => {
    expect(marketViewFromQuery(new URLSearchParams('keyword=a&keyword=b&page=2&kind=product'))).toEqual({ kind: 'product', page: 2, keyword: 'a' });
    expect(marketViewFromQuery(new URLSearchParams('page=99999999999'))).toBeNull();
    expect(marketViewFromQuery(new URLSearchParams(`keyword=${'x'.repeat(150)}`))?.keyword).toHaveLength(100);
  });
});

describe('segments and guards of the internal route', () => {
  it('decodes origin and locale, refusing anything else', () => {
    expect(cachedRouteContext({ origin: ORIGIN_SEGMENT, locale: 'zh-TW' })).toEqual({ origin: ORIGIN, locale: 'zh-TW' });
    expect(cachedRouteContext({ origin: toSegment('https://shop.example'), locale: 'ja' })).toEqual({ origin: 'https://shop.example', locale: 'ja' });
    expect(cachedRouteContext({ origin: ORIGIN_SEGMENT, locale: 'zh-tw' })).toBeNull();
    expect(cachedRouteContext({ origin: toSegment('javascript:alert(1)'), locale: 'ja' })).toBeNull();
    expect(cachedRouteContext({ origin: toSegment('https://a.example/path'), locale: 'ja' })).toBeNull();
    expect(cachedRouteContext({ origin: 'not~valid~', locale: 'ja' })).toBeNull();
  });

  it('segment coding is reversible and total', () => {
    expect(fromSegment(toSegment('http://[::1]:3000'))).toBe('http://[::1]:3000');
    expect(fromSegment('a.b')).toBeNull();
    expect(fromSegment('~E6')).toBeNull();
  });

  it('recognises requests for the internal route, however its first segment is spelled', () => {
    for (const path of ['/_anon', '/_anon/x', '/_ANON/x', '/%5Fanon/x', '/%5fAnon']) expect(isAnonymousCachePath(path)).toBe(true);
    for (const path of ['/', '/demo/market', '/anon/x', '/_anonymous', '/%E0%A4%A']) expect(isAnonymousCachePath(path)).toBe(false);
  });
});
