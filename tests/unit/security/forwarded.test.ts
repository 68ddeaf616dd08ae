import { describe, expect, it } from '@jest/globals';
import { clientAddress, servedOverHttps, trustsProxy } from '@/lib/security/forwarded';

const headers = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe('forwarded headers', () => {
  it('are trusted only with TRUST_PROXY=1', () => {
    expect(trustsProxy({})).toBe(false);
    expect(trustsProxy({ TRUST_PROXY: '0' })).toBe(false);
    expect(trustsProxy({ TRUST_PROXY: '1' })).toBe(true);
  });
  it('decide https only when trusted', () => {
    const h = headers({ 'x-forwarded-proto': 'https, http' });
    expect(servedOverHttps('http://internal:3000/x', h, false)).toBe(false);
    expect(servedOverHttps('http://internal:3000/x', h, true)).toBe(true);
    expect(servedOverHttps('https://shop.example/x', headers({}), false)).toBe(true);
    expect(servedOverHttps('https://shop.example/x', headers({ 'x-forwarded-proto': 'http' }), true)).toBe(false);
  });
  it('give the client address from the proxy only when trusted', () => {
    const h = headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' });
    expect(clientAddress(h, '10.0.0.1', false)).toBe('10.0.0.1');
    expect(clientAddress(h, '10.0.0.1', true)).toBe('203.0.113.9');
    expect(clientAddress(headers({}), null, true)).toBe('unknown');
  });
});
