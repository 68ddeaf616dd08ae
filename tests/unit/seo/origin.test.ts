import { describe, expect, it } from '@jest/globals';
import { absoluteUrl, checkSiteOrigin, siteOrigin } from '@/lib/seo/origin';
import { bareHttpOrigin } from '@/lib/url/bare-origin';

describe('checkSiteOrigin', () => {
  it('takes SITE_URL as the origin', () => {
    expect(checkSiteOrigin({ SITE_URL: 'https://shop.example/', PLATFORM_API_URL: 'https://api.example' })).toEqual({ ok: true, origin: 'https://shop.example' });
    expect(checkSiteOrigin({ SITE_URL: 'http://localhost:3100' })).toEqual({ ok: true, origin: 'http://localhost:3100' });
  });
  it('requires SITE_URL with an external platform, naming the variable', () => {
    const checked = checkSiteOrigin({ PLATFORM_API_URL: 'https://api.example' });
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.problem).toMatch(/^SITE_URL is required when PLATFORM_API_URL is set/);
  });
  it('defaults to localhost on the configured port with the embedded platform', () => {
    expect(checkSiteOrigin({})).toEqual({ ok: true, origin: 'http://localhost:3000' });
    expect(checkSiteOrigin({ PORT: '3456' })).toEqual({ ok: true, origin: 'http://localhost:3456' });
    expect(checkSiteOrigin({ PORT: 'nope' })).toEqual({ ok: true, origin: 'http://localhost:3000' });
  });
  it('refuses a SITE_URL that is not a bare http(s) origin, saying what is expected', () => {
    for (const bad of ['not a url', 'ftp://shop.example', 'https://shop.example/path', 'https://user:pw@shop.example', 'https://shop.example/?q=1', 'javascript:alert(1)', '//shop.example']) {
      const checked = checkSiteOrigin({ SITE_URL: bad });
      expect(checked.ok).toBe(false);
      expect(!checked.ok && checked.problem).toContain('SITE_URL must be');
    }
  });
});

describe('siteOrigin', () => {
  it('never comes from a request: only the configuration', () => {
    expect(siteOrigin({ SITE_URL: 'https://shop.example' })).toBe('https://shop.example');
    expect(siteOrigin({})).toBe('http://localhost:3000');
  });
  it('falls back to the embedded default rather than throwing in a render', () => {
    expect(siteOrigin({ PLATFORM_API_URL: 'https://api.example', PORT: '3200' })).toBe('http://localhost:3200');
  });
  it('parses origins', () => {
    expect(bareHttpOrigin(' https://SHOP.example:443 ')).toBe('https://shop.example');
    expect(bareHttpOrigin('https://shop.example/x')).toBeNull();
  });
  it('takes SITE_URL by the same rule as EMBED_ORIGINS: an empty query, a wildcard or a dot path is not an origin', () => {
    for (const value of ['https://shop.example?', 'https://shop.example/#', 'https://*.shop.example', 'https://shop.example/.', 'ftp://shop.example']) {
      expect(checkSiteOrigin({ SITE_URL: value }).ok).toBe(false);
    }
  });
  it('builds absolute URLs', () => {
    expect(absoluteUrl('https://shop.example', '/demo/market')).toBe('https://shop.example/demo/market');
  });
});
