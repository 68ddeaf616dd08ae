/**
 * A link prefetch is not a visit: remembering it as the target path would send a buyer, after
 * login, to whichever link was prefetched last. Next marks its prefetches; browsers mark theirs.
 */
export function isPrefetchRequest(header: (name: string) => string | null): boolean {
  if (header('next-router-prefetch') === '1') return true;
  const purpose = `${header('purpose') ?? ''} ${header('sec-purpose') ?? ''}`.toLowerCase();
  return purpose.includes('prefetch');
}
