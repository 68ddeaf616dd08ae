import { describe, expect, it } from '@jest/globals';
import { isPrefetchRequest } from '@/lib/guards/prefetch';
import { runGuards } from '@/lib/guards/run-guards';

const headers = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe('isPrefetchRequest', () => {
  it('recognises Next router and browser prefetches', () => {
    expect(isPrefetchRequest(headers({ 'next-router-prefetch': '1' }))).toBe(true);
    expect(isPrefetchRequest(headers({ 'next-router-prefetch': '2' }))).toBe(true);
    expect(isPrefetchRequest(headers({ 'next-router-prefetch': '3' }))).toBe(true);
    expect(isPrefetchRequest(headers({ rsc: '1', 'next-router-segment-prefetch': '/_tree' }))).toBe(true);
    expect(isPrefetchRequest(headers({ purpose: 'prefetch' }))).toBe(true);
    expect(isPrefetchRequest(headers({ 'sec-purpose': 'prefetch;prerender' }))).toBe(true);
  });
  it('treats an ordinary navigation, including an RSC one, as a visit', () => {
    expect(isPrefetchRequest(headers({}))).toBe(false);
    expect(isPrefetchRequest(headers({ rsc: '1' }))).toBe(false);
  });
});

describe('runGuards with a prefetch', () => {
  const store = { kind: 'found' as const, store: { slug: 'demo', name: 'Demo', region: 'JP' } };
  const request = (prefetch: boolean) => ({
    pathname: '/demo/market/product/101',
    search: new URLSearchParams(),
    host: 'shop.example',
    cookie: () => undefined,
    prefetch,
  });
  it('remembers nothing from a prefetch, but does from a visit', () => {
    const names = (prefetch: boolean) => {
      const plan = runGuards(request(prefetch), { store });
      return plan.kind === 'not-found' ? [] : plan.cookies.map((cookie) => cookie.name);
    };
    expect(names(false)).toContain('kirari_target_path');
    expect(names(true)).not.toContain('kirari_target_path');
  });
});
