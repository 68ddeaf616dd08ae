import { describe, expect, it } from '@jest/globals';
import { clientAddress, trustsProxy } from '@/lib/security/forwarded';

const headers = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe('forwarded headers', () => {
  it('are trusted only with TRUST_PROXY=1', () => {
    expect(trustsProxy({})).toBe(false);
    expect(trustsProxy({ TRUST_PROXY: '0' })).toBe(false);
    expect(trustsProxy({ TRUST_PROXY: '1' })).toBe(true);
  });
  it('give the client address from the proxy only when trusted', () => {
    const h = headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' });
    expect(clientAddress(h, '10.0.0.1', false)).toBe('10.0.0.1');
    expect(clientAddress(h, '10.0.0.1', true)).toBe('203.0.113.9');
    expect(clientAddress(headers({}), null, true)).toBe('unknown');
  });
});
