import { bareHttpOrigin } from '@/lib/url/bare-origin';

/**
 * EMBED_ORIGINS: the sites allowed to frame the live room, comma-separated origins
 * (`https://shop.example,https://partner.example:8443`). Anything that is not a bare http(s) origin
 * (a path, a query, credentials, a wildcard, another scheme) is refused and reported, never widened.
 */

export interface EmbedOrigins {
  origins: string[];
  rejected: string[];
}

export function parseEmbedOrigins(value: string | undefined | null): EmbedOrigins {
  const origins: string[] = [];
  const rejected: string[] = [];
  for (const raw of (value ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const origin = bareHttpOrigin(entry);
    if (origin === null) rejected.push(entry);
    else if (!origins.includes(origin)) origins.push(origin);
  }
  return { origins, rejected };
}
