/**
 * Whether a page runs in a cross-site frame, the only place its cookies must be partitioned
 * (docs/adr/0005-identity-in-a-frame.md). A same-site frame gets the first-party cookies anyway,
 * and a partitioned copy there would share the top level's partition and shadow them.
 */

export interface FrameContext {
  /** window.self !== window.top (lib/live/embed/mode isFramedWindow). */
  framed: boolean;
  /** This page's origin. */
  ownOrigin: string;
  /** The top-level origin when known (same-origin top, or location.ancestorOrigins); null otherwise. */
  topOrigin: string | null;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The scheme and registrable domain of an origin, approximated without the public suffix list:
 * the last two labels (an IP address or a single-label host stands for itself). Two shops under
 * one public suffix (a.co.jp, b.co.jp) count as one site: their frames keep first-party cookies,
 * which the browser does not send there, so identity is lost as before, never mixed up.
 */
export function siteOf(origin: string): string | null {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  const host = url.hostname;
  if (IPV4.test(host) || host.startsWith('[') || !host.includes('.')) return `${url.protocol}//${host}`;
  return `${url.protocol}//${host.split('.').slice(-2).join('.')}`;
}

/** Framed under another site; an unknown top (a cross-origin top on a browser without ancestorOrigins) counts as another. */
export function isCrossSiteFrame({ framed, ownOrigin, topOrigin }: FrameContext): boolean {
  if (!framed) return false;
  if (topOrigin === null) return true;
  const top = siteOf(topOrigin);
  return top === null || top !== siteOf(ownOrigin);
}
