/** sitemap.xml (sitemaps.org 0.9) from absolute URLs; robots rules for the storefront. */

export interface SitemapEntry {
  url: string;
  changeFrequency?: 'hourly' | 'daily' | 'weekly' | 'monthly';
  priority?: number;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/** The protocol allows 50,000 URLs per file; a larger store is cut there (and says so in a comment). */
export const MAX_SITEMAP_URLS = 50_000;

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const unique = [...new Map(entries.map((entry) => [entry.url, entry])).values()].slice(0, MAX_SITEMAP_URLS);
  const body = unique
    .map((entry) => {
      const parts = [`<loc>${escapeXml(entry.url)}</loc>`];
      if (entry.changeFrequency) parts.push(`<changefreq>${entry.changeFrequency}</changefreq>`);
      if (entry.priority !== undefined) parts.push(`<priority>${Math.min(1, Math.max(0, entry.priority)).toFixed(1)}</priority>`);
      return `<url>${parts.join('')}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** Member-only areas (commerce §2) and the login page: nothing there for a crawler. */
export const DISALLOWED_PATHS = ['/*/shopping', '/*/order', '/*/member', '/*/login', '/member/'];

export interface RobotsRules {
  rules: { userAgent: string; allow: string; disallow: string[] };
  sitemap: string[];
}

export function robotsRules(origin: string, storeSlugs: readonly string[]): RobotsRules {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...DISALLOWED_PATHS] },
    sitemap: storeSlugs.map((slug) => `${origin}/${encodeURIComponent(slug)}/sitemap.xml`),
  };
}
