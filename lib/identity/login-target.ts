import { parseStorePath, pathSegments } from '@/lib/guards/paths';
import { safeInternalPath, storeMarketPath } from '@/lib/url/internal-path';
import type { SafeHref } from '@/lib/url/safe-href';
import { isFrameCompletePath } from './frame-sign-in';

/**
 * Where a buyer goes after logging in: the first candidate (a `redirect` query value, the
 * remembered target path) that is a same-site path in this store and not the login page itself,
 * else the store's product list. The one page under login/ it goes to is the completion page of a
 * sign-in for a framed room (the popup's next step: ADR 0005).
 */
export function loginTarget(slug: string, candidates: ReadonlyArray<string | null | undefined>): SafeHref {
  for (const candidate of candidates) {
    const path = safeInternalPath(candidate);
    if (!path) continue;
    const store = parseStorePath(new URL(path, 'http://internal.invalid').pathname);
    if (!store || store.slug !== slug || (pathSegments(store.rest)[0] === 'login' && !isFrameCompletePath(path))) continue;
    return path;
  }
  return storeMarketPath(slug);
}
