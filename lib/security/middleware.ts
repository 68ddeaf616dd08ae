import type { NextRequest, NextResponse } from 'next/server';
import { isAnonymousCachePath } from '@/lib/guards/anonymous-cache';
import { readSecurityEnv, securityConfigFromEnv, type SecurityConfig } from './config';
import { contentSecurityPolicy } from './csp';
import { createNonce, isHttps, responseKindForPath, securityHeaders } from './headers';

/**
 * The security headers in middleware.ts: one nonce per request, put into the request's CSP header
 * (Next reads it there and puts it on its scripts; RootDocument on ours) and, with the other
 * headers, onto whatever response the guards produce (page, rewrite, redirect, route handler).
 */

const REQUEST_CSP = 'content-security-policy';

let config: SecurityConfig | null = null;
function securityConfig(): SecurityConfig {
  if (!config) {
    config = securityConfigFromEnv(readSecurityEnv());
    if (config.rejectedEmbedOrigins.length) {
      console.warn(`[kirari] EMBED_ORIGINS: ignored ${config.rejectedEmbedOrigins.join(', ')} (origins only: scheme://host[:port])`);
    }
  }
  return config;
}

/** Next's marker of a rewrite; the anonymous cache's copies live under its own first segment. */
function isCachedCopy(response: NextResponse): boolean {
  const target = response.headers.get('x-middleware-rewrite');
  if (!target) return false;
  try {
    return isAnonymousCachePath(new URL(target, 'http://rewrite.invalid').pathname);
  } catch {
    return false;
  }
}

export interface RequestSecurity {
  /** The request's headers with the nonce policy: hand them to NextResponse.next/rewrite. */
  requestHeaders: Headers;
  /** Sets the headers on the response middleware returns. */
  apply<R extends NextResponse>(response: R): R;
}

export function requestSecurity(request: NextRequest): RequestSecurity {
  const settings = securityConfig();
  const nonce = createNonce();
  const https = isHttps({ siteHttps: settings.siteHttps, forwardedProto: request.headers.get('x-forwarded-proto'), trustProxy: settings.trustProxy });
  const pathKind = responseKindForPath(request.nextUrl.pathname);
  const requestHeaders = new Headers(request.headers);
  // Never the visitor's own value: Next would take its nonce.
  requestHeaders.delete(REQUEST_CSP);
  if (pathKind !== 'api') requestHeaders.set(REQUEST_CSP, contentSecurityPolicy({ kind: pathKind, config: settings, nonce, https }));
  return {
    requestHeaders,
    apply(response) {
      const kind = isCachedCopy(response) ? 'cached' : pathKind;
      for (const [name, value] of Object.entries(securityHeaders({ kind, config: settings, nonce, https }))) response.headers.set(name, value);
      return response;
    },
  };
}

/**
 * The request headers for the anonymous cache's copy: no nonce, so a copy generated on this
 * request does not carry one in its HTML.
 */
export function withoutNonce(headers: Headers): Headers {
  const copy = new Headers(headers);
  copy.delete(REQUEST_CSP);
  return copy;
}
