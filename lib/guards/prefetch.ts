/**
 * Whether a request is a background fetch (a link prefetch or an in-page RSC fetch) rather than a
 * document navigation. Remembering a prefetch as the target path would send a buyer, after login,
 * to whichever link was prefetched last. Next deletes its own router headers before middleware
 * runs, so the browser's Fetch Metadata decides: documents are `navigate`, fetches are not.
 * A request without Fetch Metadata (an old client, curl) counts as a navigation.
 */
export function isBackgroundRequest(header: (name: string) => string | null): boolean {
  const nextPrefetch = header('next-router-prefetch');
  if ((nextPrefetch && nextPrefetch !== '0') || header('next-router-segment-prefetch') || header('rsc')) return true;
  const purpose = `${header('purpose') ?? ''} ${header('sec-purpose') ?? ''}`.toLowerCase();
  if (purpose.includes('prefetch')) return true;
  const mode = header('sec-fetch-mode');
  return mode !== null && mode !== 'navigate';
}
