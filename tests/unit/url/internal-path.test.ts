import { describe, expect, it } from '@jest/globals';
import { sameSitePath, safeInternalPath, storeMarketPath } from '@/lib/url/internal-path';
import { appPath, withQuery } from '@/lib/url/safe-href';

/** Same-site paths that must come back (normalised as a browser would). */
const KEPT: Array<[string, string]> = [
  ['/demo/market', '/demo/market'],
  ['/demo/order?page=2#top', '/demo/order?page=2#top'],
  ['/demo/../demo/market', '/demo/market'],
  ['/demo/./market', '/demo/market'],
  ['/demo/market/product/101?sku=1022', '/demo/market/product/101?sku=1022'],
  ['/demo/market?keyword=%E3%81%8A%E8%8C%B6', '/demo/market?keyword=%E3%81%8A%E8%8C%B6'],
  ['/demo/market?keyword=a b', '/demo/market?keyword=a%20b'],
  ['/demo/live/9001?next=//evil.example', '/demo/live/9001?next=//evil.example'],
  ['/demo/market#//evil.example', '/demo/market#//evil.example'],
  ['/', '/'],
  ['/demo', '/demo'],
  ['/demo/%E5%95%86%E5%93%81', '/demo/%E5%95%86%E5%93%81'],
  ['/demo/market?keyword=100%25', '/demo/market?keyword=100%25'],
  ['/demo/market?keyword=%0a', '/demo/market?keyword=%0a'],
];

/** Tricks that must never come back as a path (each would leave the origin somewhere). */
const TRICKS: Array<[unknown, string]> = [
  ['//evil.example', 'scheme-relative'],
  ['//evil.example/demo/market', 'scheme-relative with path'],
  ['///evil.example', 'triple slash'],
  ['////evil.example', 'four slashes'],
  ['/.//evil.example/demo/market', 'dot segment rebuilding //'],
  ['/./..//evil.example', 'dot and dot-dot rebuilding //'],
  ['/a/..//evil.example', 'dot-dot after a segment rebuilding //'],
  ['/demo/../..//evil.example', 'dot-dot past the root'],
  ['/%2e//evil.example', 'encoded dot segment'],
  ['/%2E//evil.example', 'encoded dot segment, upper case'],
  ['/%2e%2e//evil.example', 'encoded dot-dot segment'],
  ['/.%2e//evil.example', 'half-encoded dot-dot'],
  ['/%2f%2fevil.example', 'encoded slashes'],
  ['/%2F%2Fevil.example', 'encoded slashes, upper case'],
  ['/%2fevil.example', 'encoded second slash'],
  ['/%252f%252fevil.example', 'double-encoded slashes'],
  ['/%25252f%25252fevil.example', 'triple-encoded slashes'],
  ['/%2e%2e%2f%2fevil.example', 'encoded dot-dot and slashes'],
  ['/a/%2e%2e/%2fevil.example', 'encoded dot-dot then encoded slash'],
  ['/\\evil.example', 'backslash'],
  ['\\\\evil.example', 'two backslashes'],
  ['/\\/evil.example', 'slash backslash slash'],
  ['/%5cevil.example', 'encoded backslash'],
  ['/%5Cevil.example', 'encoded backslash, upper case'],
  ['/%255cevil.example', 'double-encoded backslash'],
  ['/demo\\..\\..\\evil', 'backslash dot-dot'],
  ['/\t/evil.example', 'tab'],
  ['/\n/evil.example', 'newline'],
  ['/\r/evil.example', 'carriage return'],
  ['/%09/evil.example', 'encoded tab'],
  ['/%0a/evil.example', 'encoded newline'],
  ['/%0d%0aSet-Cookie:x=1', 'header injection'],
  ['/%00/evil.example', 'encoded NUL'],
  ['/\u0000/evil.example', 'NUL'],
  ['/\u007f/evil.example', 'DEL'],
  ['/\u0085/evil.example', 'C1 next line'],
  ['/\u2028/evil.example', 'line separator'],
  ['/%e2%80%a8/evil.example', 'encoded line separator'],
  [' /demo/market', 'leading space'],
  ['\t/demo/market', 'leading tab'],
  ['/@evil.example', 'userinfo-looking path'],
  ['/%40evil.example', 'encoded at sign'],
  ['/demo@evil.example/market', 'at sign inside'],
  ['https://evil.example/', 'absolute https'],
  ['http://evil.example', 'absolute http'],
  ['HTTPS://evil.example', 'upper-case scheme'],
  ['javascript:alert(1)', 'script scheme'],
  ['JavaScript:alert(1)', 'mixed-case script scheme'],
  ['data:text/html,<script>alert(1)</script>', 'data scheme'],
  ['vbscript:msgbox(1)', 'vbscript'],
  ['evil.example', 'bare host'],
  ['demo/market', 'relative path'],
  ['./demo', 'dot-relative path'],
  ['../demo', 'dot-dot-relative path'],
  ['?redirect=//evil.example', 'query only'],
  ['#//evil.example', 'fragment only'],
  ['http:/evil.example', 'scheme with one slash'],
  ['https:evil.example', 'scheme without slashes'],
  ['//user:pass@evil.example', 'scheme-relative userinfo'],
  ['/%', 'broken escape'],
  ['/%zz', 'invalid escape'],
  ['/%e3%81', 'truncated UTF-8'],
  ['/%25%25%25', 'escape of an escape of a broken escape'],
  ['/%2525252f%2525252fevil.example', 'encoding nested past the limit'],
  [`/${'a'.repeat(2050)}`, 'too long'],
  ['', 'empty'],
  [null, 'null'],
  [undefined, 'undefined'],
  [42, 'number'],
  [['/demo'], 'array'],
  [{ toString: () => '/demo' }, 'object with toString'],
];

describe('safeInternalPath', () => {
  it.each(KEPT)('keeps %j as %j', (input, expected) => {
    expect(safeInternalPath(input)).toBe(expected);
  });

  it(`refuses every trick of the corpus (${TRICKS.length})`, () => {
    expect(TRICKS.length).toBeGreaterThanOrEqual(60);
    const passed = TRICKS.filter(([input]) => safeInternalPath(input) !== null).map(([, name]) => name);
    expect(passed).toEqual([]);
  });

  it('never returns anything a browser would resolve off the origin', () => {
    for (const [input] of [...TRICKS, ...KEPT]) {
      const path = safeInternalPath(input);
      if (path === null) continue;
      expect(new URL(path, 'https://shop.example').origin).toBe('https://shop.example');
      expect(path.startsWith('//')).toBe(false);
    }
  });

  it('returns the fallback when refused', () => {
    expect(safeInternalPath('//evil.example', storeMarketPath('demo'))).toBe('/demo/market');
  });
});

describe('sameSitePath', () => {
  it('falls back to the store market for anything that would leave the origin', () => {
    for (const [input] of TRICKS) expect(sameSitePath(input, 'demo')).toBe('/demo/market');
  });
  it('keeps a same-site path', () => {
    expect(sameSitePath('/demo/shopping', 'demo')).toBe('/demo/shopping');
  });
  it('encodes the slug of the fallback', () => {
    expect(sameSitePath('//x', 'a/b')).toBe('/a%2Fb/market');
    expect(sameSitePath('//x', '')).toBe('/_/market');
  });
});

describe('appPath', () => {
  it('encodes every segment so none adds a slash, a backslash or a scheme', () => {
    expect(appPath('demo', 'live', 9001)).toBe('/demo/live/9001');
    expect(appPath('/evil.example', 'x')).toBe('/%2Fevil.example/x');
    expect(appPath('\\evil', 'x')).toBe('/%5Cevil/x');
    expect(appPath('', 'market')).toBe('/_/market');
    expect(safeInternalPath(appPath('..', '..', 'x'))).toBe('/x');
  });
  it('adds a query before the fragment', () => {
    expect(withQuery(appPath('demo', 'login'), { redirect: '/demo/cart?x=1', empty: null })).toBe('/demo/login?redirect=%2Fdemo%2Fcart%3Fx%3D1');
    expect(withQuery(safeInternalPath('/demo/market?page=2#top')!, { keyword: 'tea' })).toBe('/demo/market?page=2&keyword=tea#top');
  });
});
