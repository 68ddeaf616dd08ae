/**
 * The site's public origin for absolute URLs (canonical, Open Graph, sitemap, robots). SITE_URL
 * wins; without it the request's host is used (forwarded headers first, as behind a CDN).
 */

export interface OriginInput {
  siteUrl?: string | null;
  host?: string | null;
  forwardedHost?: string | null;
  forwardedProto?: string | null;
}

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;
const LOCAL = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

export function siteOrigin({ siteUrl, host, forwardedHost, forwardedProto }: OriginInput): string {
  if (siteUrl) {
    try {
      const url = new URL(siteUrl);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // A malformed SITE_URL falls back to the request.
    }
  }
  // The first value of a forwarded list is the client-facing one.
  const candidate = (forwardedHost ?? host ?? '').split(',')[0].trim();
  const safeHost = HOST.test(candidate) ? candidate.toLowerCase() : 'localhost';
  const proto = (forwardedProto ?? '').split(',')[0].trim();
  const scheme = proto === 'http' || proto === 'https' ? proto : LOCAL.test(safeHost) ? 'http' : 'https';
  return `${scheme}://${safeHost}`;
}

/** An absolute URL of a site path. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).toString();
}
