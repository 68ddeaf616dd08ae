import { safeInternalPath } from '@/lib/url/internal-path';
import { appPath, type SafeHref } from '@/lib/url/safe-href';

/** A run of a chat message: plain text, or a link to one of the store's own pages. */
export interface MessagePart {
  text: string;
  href?: SafeHref;
}

/** A URL or a rooted path, up to the first space or a character that ends a sentence around it. */
const CANDIDATE = /(?:https?:\/\/|\/)[^\s<>"'「」『』（）、。！？]+/giu;
/** Punctuation that closes a sentence after a link, not part of it. */
const TRAILING = /[.,;:!?)\]}]+$/u;

/**
 * The message split into text and links. Only the store's own pages become links (issue 26: a
 * chat link keeps the live in the mini-player): a full URL on this site's origin, or a path
 * under `/{store}/`, each through the checked same-site path. Anything else, another store
 * or another site included, stays text: a viewer's comment must not become a phishing link.
 */
export function messageParts(message: string, site: { origin: string; store: string }): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of message.matchAll(CANDIDATE)) {
    const raw = match[0].replace(TRAILING, '');
    const start = match.index ?? 0;
    // A path glued to a word ("and/or") is not a link.
    if (raw.startsWith('/') && start > 0 && !/\s/u.test(message[start - 1] ?? '')) continue;
    const href = storeHref(raw, site);
    if (!href) continue;
    if (start > last) parts.push({ text: message.slice(last, start) });
    parts.push({ text: raw, href });
    last = start + raw.length;
  }
  if (last < message.length) parts.push({ text: message.slice(last) });
  return parts;
}

function storeHref(raw: string, site: { origin: string; store: string }): SafeHref | null {
  let path = raw;
  if (!raw.startsWith('/')) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return null;
    }
    if (url.origin !== site.origin || url.username || url.password) return null;
    path = `${url.pathname}${url.search}${url.hash}`;
  }
  const checked = safeInternalPath(path);
  if (!checked) return null;
  const storePrefix = appPath(site.store);
  const pathname = checked.split(/[?#]/u)[0] ?? '';
  return pathname === storePrefix || pathname.startsWith(`${storePrefix}/`) ? checked : null;
}
