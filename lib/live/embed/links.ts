import { parseStorePath, pathSegments } from '@/lib/guards/paths';
import { externalUrl } from '@/lib/url/external-url';
import { safeInternalPath } from '@/lib/url/internal-path';
import type { SafeHref } from '@/lib/url/safe-href';
import type { RoomPayload } from './protocol';

/**
 * Where a link in an embedded room goes (issue 15 item 5): the room never navigates its frame away.
 * A storefront link opens in a new tab, or goes to the host as `navigate` when the host asked for
 * that; a link to another site always opens in a new tab.
 */

export type NavigationTarget = RoomPayload<'navigate'>['target'];

/**
 * delegable: a storefront page (`href` its checked path, `url` the absolute form a host receives);
 * new-tab: another site that passes the external URL check; blocked: a link failing the checks,
 * which must not navigate anything; in-page: left to the browser (a fragment, a non-http scheme).
 */
export type EmbeddedLink =
  | { kind: 'delegable'; href: SafeHref; url: string; target: NavigationTarget }
  | { kind: 'new-tab'; href: SafeHref }
  | { kind: 'blocked' }
  | { kind: 'in-page' };

/** What a storefront path is to a host: a product, the cart, the checkout, or something else. */
export function navigationTargetOf(pathname: string): NavigationTarget {
  const segments = pathSegments(parseStorePath(pathname)?.rest ?? '');
  if (segments[0] === 'market' && segments[1] === 'product') return 'product';
  if (segments[0] === 'shopping') return segments[1] === 'checkout' ? 'checkout' : 'cart';
  return 'other';
}

/** A clicked link's fate in an embedded room; `href` as the anchor resolves it (absolute). */
export function embeddedLinkOf(anchorHref: string, page: { origin: string; pathname: string; search: string }): EmbeddedLink {
  let url: URL;
  try {
    url = new URL(anchorHref);
  } catch {
    return { kind: 'in-page' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'in-page' };
  // A fragment of this very page (a skip link) stays in the frame.
  if (url.origin === page.origin && url.pathname === page.pathname && url.search === page.search) return { kind: 'in-page' };
  if (url.origin !== page.origin) {
    const checked = externalUrl(url.href);
    return checked ? { kind: 'new-tab', href: checked } : { kind: 'blocked' };
  }
  const path = safeInternalPath(`${url.pathname}${url.search}${url.hash}`);
  return path ? { kind: 'delegable', href: path, url: new URL(path, page.origin).href, target: navigationTargetOf(url.pathname) } : { kind: 'blocked' };
}
