import { describe, expect, it } from '@jest/globals';
import { parseStorePath, pathSegments, storeUrl } from '@/lib/guards/paths';

describe('parseStorePath', () => {
  it('splits the slug from the rest', () => {
    expect(parseStorePath('/demo')).toEqual({ slug: 'demo', rest: '/' });
    expect(parseStorePath('/demo/')).toEqual({ slug: 'demo', rest: '/' });
    expect(parseStorePath('/demo/order/12/payment')).toEqual({ slug: 'demo', rest: '/order/12/payment' });
    expect(parseStorePath('/my-shop_2/market')).toEqual({ slug: 'my-shop_2', rest: '/market' });
  });
  it('leaves root routes and non-slug segments alone', () => {
    for (const path of ['/', '', '/404', '/403', '/error/permission', '/member/reset-password', '/_next/static/x.js', '/api/x', '/robots.txt', '/%E2%9C%93/market', '/%zz', '/-bad']) {
      expect(parseStorePath(path)).toBeNull();
    }
  });
  it('ignores empty segments and builds encoded store URLs', () => {
    expect(pathSegments('//order//1/')).toEqual(['order', '1']);
    expect(storeUrl('demo', '/market')).toBe('/demo/market');
  });
});
