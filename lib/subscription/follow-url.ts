import { safeInternalPath } from '@/lib/url/internal-path';
import type { SafeHref } from '@/lib/url/safe-href';

/**
 * Where a URL from the platform takes the buyer: a path, or an absolute URL on the storefront's
 * own origin, stays inside the app; anything else leaves only if the external URL check passes.
 */

export type FollowTarget = { kind: 'internal'; path: SafeHref } | { kind: 'external'; url: SafeHref };

/** The external URL check (lib/url/external-url `externalUrl`): the normalised URL, or null. */
export type SafeExternal = (url: string) => SafeHref | null;

export function followTarget(url: string | null | undefined, storefrontOrigin: string, safeExternal: SafeExternal): FollowTarget | null {
  if (typeof url !== 'string' || !url.trim()) return null;
  const text = url.trim();
  const path = safeInternalPath(text);
  if (path !== null) return { kind: 'internal', path };
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return null;
  }
  if (sameOrigin(parsed, storefrontOrigin)) {
    const own = safeInternalPath(`${parsed.pathname}${parsed.search}${parsed.hash}`);
    if (own !== null) return { kind: 'internal', path: own };
  }
  const external = safeExternal(text);
  return external === null ? null : { kind: 'external', url: external };
}

function sameOrigin(url: URL, origin: string): boolean {
  try {
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

/** The href a target is opened at (a new tab needs an absolute one, on this page's origin). */
export function targetHref(target: FollowTarget): SafeHref {
  return target.kind === 'external' ? target.url : (new URL(target.path, window.location.origin).href as SafeHref);
}
