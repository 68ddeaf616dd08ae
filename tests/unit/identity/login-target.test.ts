import { describe, expect, it } from '@jest/globals';
import { loginTarget } from '@/lib/identity/login-target';

describe('loginTarget (where a buyer goes after logging in)', () => {
  it('goes to the first candidate that is a path of this store, query and fragment kept', () => {
    expect(loginTarget('demo', ['/demo/order?status=unpaid'])).toBe('/demo/order?status=unpaid');
    expect(loginTarget('demo', [undefined, null, '', '/demo/member'])).toBe('/demo/member');
    expect(loginTarget('demo', ['/demo/live/9001#chat', '/demo/member'])).toBe('/demo/live/9001#chat');
    expect(loginTarget('demo', ['/demo'])).toBe('/demo');
  });

  it('never goes back to the login page', () => {
    expect(loginTarget('demo', ['/demo/login'])).toBe('/demo/market');
    expect(loginTarget('demo', ['/demo/login/', '/demo/login?redirect=/demo/order', '/demo/cart'])).toBe('/demo/cart');
    // Only the first segment after the store is the login page.
    expect(loginTarget('demo', ['/demo/market/login'])).toBe('/demo/market/login');
  });

  it('never leaves the store or the site', () => {
    expect(loginTarget('demo', ['//evil.example/demo', 'https://evil.example/demo/order', '/other/market', '/%2F%2Fevil.example', 'demo/order'])).toBe('/demo/market');
    expect(loginTarget('demo', ['/403', '/member/reset-password'])).toBe('/demo/market');
  });

  it("falls back to the store's product list", () => {
    expect(loginTarget('demo', [])).toBe('/demo/market');
  });
});
