import { describe, expect, it } from '@jest/globals';
import { DISALLOWED_PATHS, robotsRules, sitemapXml } from '@/lib/seo/sitemap';

describe('sitemapXml', () => {
  it('lists each URL once, escaped, with frequency and priority', () => {
    const xml = sitemapXml([
      { url: 'https://shop.example/demo/market', changeFrequency: 'daily', priority: 1 },
      { url: 'https://shop.example/demo/market?a=1&b=2' },
      { url: 'https://shop.example/demo/market', priority: 0.5 },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<loc>https:\/\/shop\.example\/demo\/market<\/loc>/g)).toHaveLength(1);
    expect(xml).toContain('<loc>https://shop.example/demo/market?a=1&amp;b=2</loc>');
    expect(xml).toContain('<priority>0.5</priority>');
  });
});

describe('robotsRules', () => {
  it('allows all, keeps crawlers out of member-only paths and lists each store sitemap', () => {
    const rules = robotsRules('https://shop.example', ['demo', 'taiwan']);
    expect(rules.rules).toEqual({ userAgent: '*', allow: '/', disallow: DISALLOWED_PATHS });
    expect(DISALLOWED_PATHS).toEqual(expect.arrayContaining(['/*/shopping', '/*/order', '/*/member']));
    expect(rules.sitemap).toEqual(['https://shop.example/demo/sitemap.xml', 'https://shop.example/taiwan/sitemap.xml']);
  });
});
