import { describe, expect, it } from '@jest/globals';
import { absoluteUrl, siteOrigin } from '@/lib/seo/origin';

describe('siteOrigin', () => {
  it('prefers SITE_URL', () => {
    expect(siteOrigin({ siteUrl: 'https://shop.example/some/path', host: 'other:3000' })).toBe('https://shop.example');
  });
  it('uses forwarded headers, then the host; http only for loopback by default', () => {
    expect(siteOrigin({ host: 'internal:3000', forwardedHost: 'shop.example, cdn', forwardedProto: 'https' })).toBe('https://shop.example');
    expect(siteOrigin({ host: 'localhost:3140' })).toBe('http://localhost:3140');
    expect(siteOrigin({ host: 'shop.example' })).toBe('https://shop.example');
  });
  it('refuses a malformed host', () => {
    expect(siteOrigin({ host: 'evil.example/<script>' })).toBe('http://localhost');
    expect(siteOrigin({ siteUrl: 'not a url', host: 'shop.example' })).toBe('https://shop.example');
  });
  it('builds absolute URLs', () => {
    expect(absoluteUrl('https://shop.example', '/demo/market')).toBe('https://shop.example/demo/market');
  });
});
