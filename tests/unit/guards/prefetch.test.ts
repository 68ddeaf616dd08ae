import { describe, expect, it } from '@jest/globals';
import { isActionRequest, isBackgroundRequest } from '@/lib/guards/prefetch';
import { runGuards } from '@/lib/guards/run-guards';

const headers = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe('isBackgroundRequest', () => {
  it('recognises prefetches and in-page fetches', () => {
    expect(isBackgroundRequest(headers({ 'next-router-prefetch': '1' }))).toBe(true);
    expect(isBackgroundRequest(headers({ 'next-router-prefetch': '3' }))).toBe(true);
    expect(isBackgroundRequest(headers({ 'next-router-segment-prefetch': '/_tree' }))).toBe(true);
    expect(isBackgroundRequest(headers({ 'sec-purpose': 'prefetch;prerender' }))).toBe(true);
    // What middleware actually sees for a Next prefetch: its router headers are stripped.
    expect(isBackgroundRequest(headers({ 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' }))).toBe(true);
  });
  it('treats document navigations, and clients without Fetch Metadata that ask for HTML, as visits', () => {
    expect(isBackgroundRequest(headers({ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }))).toBe(false);
    expect(isBackgroundRequest(headers({ accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }))).toBe(false);
  });
  it('without Fetch Metadata, tells a router fetch or an action from a navigation by what it asks for', () => {
    // Safari before 16.4: Next's RSC fetch (its RSC header stripped before middleware) asks for anything.
    expect(isBackgroundRequest(headers({ accept: '*/*' }))).toBe(true);
    expect(isBackgroundRequest(headers({}))).toBe(true);
    expect(isBackgroundRequest(headers({ accept: 'text/x-component', 'next-action': 'abc' }))).toBe(true);
    expect(isBackgroundRequest(headers({ accept: 'text/html', 'next-action': 'abc' }))).toBe(true);
    expect(isBackgroundRequest(headers({ 'next-url': '/demo/market' }))).toBe(true);
  });
});

describe('isActionRequest', () => {
  it('is a POST (or any write) or a request naming an action, whatever the Fetch Metadata says', () => {
    expect(isActionRequest('POST', headers({ 'next-action': 'abc', accept: 'text/x-component' }))).toBe(true);
    expect(isActionRequest('POST', headers({}))).toBe(true);
    expect(isActionRequest('GET', headers({ 'next-action': 'abc' }))).toBe(true);
    expect(isActionRequest('GET', headers({ 'sec-fetch-mode': 'navigate' }))).toBe(false);
    expect(isActionRequest('HEAD', headers({}))).toBe(false);
  });
});

describe('runGuards for background requests', () => {
  const store = { kind: 'found' as const, store: { slug: 'demo', name: 'Demo', region: 'JP' } };
  const request = (pathname: string, background: boolean) => ({ pathname, search: new URLSearchParams(), host: 'shop.example', cookie: () => undefined, background });
  const target = (pathname: string, background: boolean) => {
    const plan = runGuards(request(pathname, background), { store });
    return plan.kind === 'not-found' ? undefined : plan.cookies.find((cookie) => cookie.name === 'kirari_target_path')?.value;
  };
  it('remembers a page from a navigation, not from a prefetch', () => {
    expect(target('/demo/market/product/101', false)).toBe('/demo/market/product/101');
    expect(target('/demo/market/product/101', true)).toBeUndefined();
  });
  it('remembers a members-page target even from a client-side navigation, so login returns there', () => {
    expect(target('/demo/order', true)).toBe('/demo/order');
  });
  it('writes nothing on a server action: no visit, no locale, not even on a members-page redirect', () => {
    for (const pathname of ['/demo/live/9001', '/demo/order']) {
      const plan = runGuards({ ...request(pathname, true), search: new URLSearchParams('locale=en&source=x'), action: true }, { store });
      expect(plan.kind === 'not-found' ? null : plan.cookies).toEqual([]);
    }
    // The same request as a navigation does write them (the test above is not vacuous).
    const navigation = runGuards({ ...request('/demo/live/9001', false), search: new URLSearchParams('locale=en') }, { store });
    expect(navigation.kind === 'continue' && navigation.cookies.map((cookie) => cookie.name)).toContain('kirari_locale');
  });
});
