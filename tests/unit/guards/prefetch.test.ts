import { describe, expect, it } from '@jest/globals';
import { isBackgroundRequest } from '@/lib/guards/prefetch';
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
  it('treats document navigations, and clients without Fetch Metadata, as visits', () => {
    expect(isBackgroundRequest(headers({ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }))).toBe(false);
    expect(isBackgroundRequest(headers({}))).toBe(false);
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
});
