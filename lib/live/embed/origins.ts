import { bareHttpOrigin } from '@/lib/url/bare-origin';

/**
 * Who may frame the room and talk to it (issue 15 item 3): the configured EMBED_ORIGINS plus the
 * store's enterprise domain where it has one. Never `*`: a message goes to the parent's exact
 * origin, and only when that origin is on the list; anything inbound from another origin is ignored.
 */

/**
 * The origin of an enterprise store's own site, from its subscription's `domain`: a bare host
 * (`shop.example`) is served over https; a full origin is taken as it is. Anything else is null.
 */
export function enterpriseEmbedOrigin(domain: string | null | undefined): string | null {
  const value = domain?.trim().toLowerCase();
  if (!value) return null;
  if (/^https?:\/\//.test(value)) return bareHttpOrigin(value);
  // A host name with an optional port, nothing more.
  if (!/^[a-z0-9.-]+(:\d{1,5})?$/.test(value) || value.startsWith('.') || value.includes('..')) return null;
  return bareHttpOrigin(`https://${value}`);
}

/** The room's allowed embedders: configuration first, then the store's own domain. */
export function allowedEmbedOrigins(configured: readonly string[], enterpriseDomain: string | null | undefined): string[] {
  const enterprise = enterpriseEmbedOrigin(enterpriseDomain);
  return enterprise && !configured.includes(enterprise) ? [...configured, enterprise] : [...configured];
}

export interface ParentHints {
  /** location.ancestorOrigins (Chromium, Safari): [0] is the parent's origin. */
  ancestorOrigins: readonly string[] | null;
  /** document.referrer: the parent's URL or origin for a framed first load (not in Firefox with no-referrer). */
  referrer: string;
}

/** The parent's origin as the browser tells it before any message, or null when it does not. */
export function parentOriginOf({ ancestorOrigins, referrer }: ParentHints): string | null {
  const first = ancestorOrigins?.[0];
  if (first) return first === 'null' ? null : first;
  if (!referrer) return null;
  try {
    const origin = new URL(referrer).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** An exact match: scheme, host and port. */
export function isAllowedOrigin(origin: string | null | undefined, allowed: readonly string[]): origin is string {
  return typeof origin === 'string' && origin !== 'null' && allowed.includes(origin);
}
