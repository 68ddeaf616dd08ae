/**
 * A link prefetch is not a visit: remembering it as the target path would send a buyer, after
 * login, to whichever link was prefetched last. Next marks its prefetches; browsers mark theirs.
 */
export function isPrefetchRequest(header: (name: string) => string | null): boolean {
  // Next 16 marks prefetches with '1', '2' or '3' (by kind), and segment prefetches with their own header.
  const nextPrefetch = header('next-router-prefetch');
  if ((nextPrefetch && nextPrefetch !== '0') || header('next-router-segment-prefetch')) return true;
  const purpose = `${header('purpose') ?? ''} ${header('sec-purpose') ?? ''}`.toLowerCase();
  return purpose.includes('prefetch');
}
