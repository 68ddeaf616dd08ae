type HeaderReader = (name: string) => string | null;

/**
 * A server action's POST (the `Next-Action` header), or any request that is not a GET or HEAD:
 * never a visit. Its answer sets no cookie: Next takes a cookie written to an action's answer as a
 * change and renders the whole page into it (issue 27), and the page's router then renders again
 * (issue 28: a room opened with `?locale=` entered itself again and again).
 */
export function isActionRequest(method: string, header: HeaderReader): boolean {
  return (method !== 'GET' && method !== 'HEAD') || header('next-action') !== null;
}

/**
 * Whether a request is a background fetch (a link prefetch or an in-page RSC fetch) rather than a
 * document navigation. Remembering a prefetch as the target path would send a buyer, after login,
 * to whichever link was prefetched last. Next deletes its own router headers before middleware
 * runs, so the browser's Fetch Metadata decides: documents are `navigate`, fetches are not.
 * Without Fetch Metadata (Safari before 16.4, curl) the Accept header decides: every browser asks
 * for `text/html` when it navigates, while Next's router fetches ask for anything (`*\/*`) or for
 * `text/x-component`.
 */
export function isBackgroundRequest(header: HeaderReader): boolean {
  const nextPrefetch = header('next-router-prefetch');
  if ((nextPrefetch && nextPrefetch !== '0') || header('next-router-segment-prefetch') || header('rsc') || header('next-action') || header('next-url')) return true;
  const purpose = `${header('purpose') ?? ''} ${header('sec-purpose') ?? ''}`.toLowerCase();
  if (purpose.includes('prefetch')) return true;
  const mode = header('sec-fetch-mode');
  if (mode !== null) return mode !== 'navigate';
  return !(header('accept') ?? '').toLowerCase().includes('text/html');
}
