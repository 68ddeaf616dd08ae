import { getPublicConfig } from '@/lib/config';
import { safeRedirectUrl } from './safe-redirect';
import type { SafeHref } from './safe-href';

/**
 * The URL check of commerce §5 for every URL the platform hands us to send the browser to
 * (3-D Secure hops, enterprise carts, subscription purchases): http or https only, no
 * credentials, never a private, local or otherwise non-public network address. Loopback is
 * allowed only when the runtime configuration says so (the embedded platform,
 * ALLOW_LOOPBACK_REDIRECTS). The address classification lives in safe-redirect.ts; this module
 * adds the reason (for reports and tests), a few more local-only name suffixes, and the
 * configured default.
 */

export type ExternalUrlRejection = 'invalid' | 'scheme' | 'credentials' | 'private' | 'loopback';

export type ExternalUrlCheck = { ok: true; url: SafeHref } | { ok: false; reason: ExternalUrlRejection };

export interface ExternalUrlOptions {
  /** Defaults to the runtime configuration's `allowLoopbackRedirects`. */
  allowLoopback?: boolean;
}

/** Names only a local resolver answers (beyond the ones safe-redirect already refuses). */
const LOCAL_ONLY_SUFFIXES = ['.localdomain', '.lan', '.arpa'];

function parse(input: string): URL | null {
  try {
    return new URL(input.trim());
  } catch {
    return null;
  }
}

export function checkExternalUrl(input: unknown, options: ExternalUrlOptions = {}): ExternalUrlCheck {
  if (typeof input !== 'string' || !input.trim()) return { ok: false, reason: 'invalid' };
  const url = parse(input);
  if (!url) return { ok: false, reason: 'invalid' };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'scheme' };
  if (url.username || url.password) return { ok: false, reason: 'credentials' };
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (LOCAL_ONLY_SUFFIXES.some((suffix) => host.endsWith(suffix))) return { ok: false, reason: 'private' };
  // Loopback allowed: what still fails is private; then, without the allowance, loopback.
  const withLoopback = safeRedirectUrl(input, { allowLoopback: true });
  if (withLoopback === null) return { ok: false, reason: url.href.length > 4096 ? 'invalid' : 'private' };
  const allowLoopback = options.allowLoopback ?? getPublicConfig().allowLoopbackRedirects;
  if (!allowLoopback && safeRedirectUrl(input) === null) return { ok: false, reason: 'loopback' };
  return { ok: true, url: withLoopback as SafeHref };
}

/** The normalised URL when the browser may follow it, else null. */
export function externalUrl(input: unknown, options?: ExternalUrlOptions): SafeHref | null {
  const checked = checkExternalUrl(input, options);
  return checked.ok ? checked.url : null;
}

export function isExternalUrlAllowed(input: unknown, options?: ExternalUrlOptions): boolean {
  return checkExternalUrl(input, options).ok;
}

/**
 * A URL on the configured platform's origin (the social sign-in hop): the host is ours, from the
 * runtime configuration, so the private-address rule does not apply; anything else is refused.
 */
export function platformUrl(input: string): SafeHref | undefined {
  try {
    const url = new URL(input);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && url.origin === new URL(getPublicConfig().apiUrl).origin
      ? (url.href as SafeHref)
      : undefined;
  } catch {
    return undefined;
  }
}
