/**
 * EMBED_ORIGINS: the sites allowed to frame the live room, comma-separated origins
 * (`https://shop.example,https://partner.example:8443`). Anything that is not a bare http(s) origin
 * (a path, a query, credentials, a wildcard, another scheme) is refused and reported, never widened.
 */

export interface EmbedOrigins {
  origins: string[];
  rejected: string[];
}

function originOnly(entry: string): string | null {
  if (entry.includes('*')) return null;
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.search || url.hash || entry.includes('?') || entry.includes('#')) return null;
  // `https://a.example` and `https://a.example/` name an origin; any other path does not.
  if (url.pathname !== '/' || /^[a-z]+:\/\/[^/]+\/./i.test(entry)) return null;
  return url.origin;
}

export function parseEmbedOrigins(value: string | undefined | null): EmbedOrigins {
  const origins: string[] = [];
  const rejected: string[] = [];
  for (const raw of (value ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const origin = originOnly(entry);
    if (origin === null) rejected.push(entry);
    else if (!origins.includes(origin)) origins.push(origin);
  }
  return { origins, rejected };
}
