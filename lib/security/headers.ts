import type { SecurityConfig } from './config';
import { contentSecurityPolicy, type ResponseKind } from './csp';
import { FRAME_DENY, HSTS, LOGIN_REFERRER_POLICY, NOSNIFF, PERMISSIONS_POLICY, REFERRER_POLICY } from './static-headers.mjs';

export type { ResponseKind } from './csp';

export interface SecurityHeadersInput {
  kind: ResponseKind;
  config: SecurityConfig;
  nonce?: string;
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

/**
 * The kind of a request from its path. The anonymous cache is not visible here: middleware knows
 * it only after the guards chose the cached copy (see lib/security/middleware.ts).
 */
export function responseKindForPath(pathname: string): Exclude<ResponseKind, 'cached'> {
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

/** The nonce of a CSP value (the request header middleware sets), for our own inline scripts. */
export function nonceOf(policy: string | null | undefined): string | undefined {
  return /'nonce-([A-Za-z0-9+/_-]+={0,2})'/.exec(policy ?? '')?.[1];
}

/** 128 random bits, base64 (Web Crypto: runs on the edge runtime and in Node). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
