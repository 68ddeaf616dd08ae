import type { SecurityConfig } from './config';
import { contentSecurityPolicy, type ResponseKind } from './csp';
import { FRAME_DENY, HSTS, LOGIN_REFERRER_POLICY, NOSNIFF, PERMISSIONS_POLICY, REFERRER_POLICY } from './static-headers.mjs';

export type { ResponseKind } from './csp';

export interface SecurityHeadersInput {
  kind: ResponseKind;
  config: SecurityConfig;
  https: boolean;
}

/** Every security header of one response (static assets get theirs from next.config.mjs). */
export function securityHeaders(input: SecurityHeadersInput): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'X-Content-Type-Options': NOSNIFF,
    'Referrer-Policy': input.kind === 'login' ? LOGIN_REFERRER_POLICY : REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
  // Old browsers ignore frame-ancestors; X-Frame-Options cannot name several origins, so the room has none.
  if (input.kind !== 'room') headers['X-Frame-Options'] = FRAME_DENY;
  if (input.https) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}

const ROOM = /^\/[^/]+\/live\/[^/]+(\/.*)?$/;
const LOGIN = /^\/[^/]+\/login\/?$/;

/** The kind of a request from its (public, not yet rewritten) path. */
export function responseKindForPath(pathname: string): ResponseKind {
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api';
  if (ROOM.test(pathname)) return 'room';
  if (LOGIN.test(pathname)) return 'login';
  return 'page';
}

/**
 * Whether the visitor reached us over https. Next derives the request's protocol from
 * X-Forwarded-Proto (which anyone can send), so the request itself is not asked: the proxy's word
 * counts only with TRUST_PROXY=1, and an https SITE_URL says the site is served over https.
 * (Browsers ignore HSTS received over plain http, so the SITE_URL case is safe on internal hops.)
 */
export function isHttps(input: { siteHttps: boolean; forwardedProto: string | null; trustProxy: boolean }): boolean {
  if (input.siteHttps) return true;
  if (!input.trustProxy || !input.forwardedProto) return false;
  return input.forwardedProto.split(',')[0].trim().toLowerCase() === 'https';
}
