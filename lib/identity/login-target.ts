import { parseStorePath, pathSegments } from '@/lib/guards/paths';
import { safeInternalPath, storeMarketPath } from '@/lib/url/internal-path';
import type { SafeHref } from '@/lib/url/safe-href';
import { FRAME_COMPLETE_SEGMENT } from './frame-sign-in';

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
    if (!store || store.slug !== slug || isLoginStep(pathSegments(store.rest))) continue;
    return path;
  }
  return storeMarketPath(slug);
}

/** The login page and its social hops; not the framed room's completion page. */
function isLoginStep(segments: readonly string[]): boolean {
  return segments[0] === 'login' && !(segments.length === 2 && segments[1] === FRAME_COMPLETE_SEGMENT);
}
