/**
 * A bare http(s) origin from configuration (SITE_URL, EMBED_ORIGINS): `https://shop.example` or
 * with a trailing slash, normalised (`https://SHOP.example:443` → `https://shop.example`). Anything
 * more or else (a path, a query or fragment, even an empty one, credentials, a wildcard, another
 * scheme) is null: a configured origin is never widened or guessed.
 */
export function bareHttpOrigin(value: string): string | null {
  const entry = value.trim();
  if (entry.includes('*') || entry.includes('?') || entry.includes('#')) return null;
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  // `https://a.example` and `https://a.example/` name an origin; any other path (`/.` included) does not.
  if (url.pathname !== '/' || /^[a-z]+:\/\/[^/]+\/./i.test(entry)) return null;
  return url.origin;
}
