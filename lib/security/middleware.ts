import type { NextRequest, NextResponse } from 'next/server';
import { securityConfig as processSecurityConfig, type SecurityConfig } from './config';
import { isHttps, responseKindForPath, securityHeaders } from './headers';
import { allowedEmbedOrigins } from '@/lib/live/embed/origins';

/**
 * The security headers in middleware.ts, put onto whatever response the guards produce (page,
 * rewrite, redirect, route handler). No nonce: every page's shell is prerendered (ADR 0002).
 */

const REQUEST_CSP = 'content-security-policy';

let warned = false;
function securityConfig(): SecurityConfig {
  const config = processSecurityConfig();
  if (!warned && config.rejectedEmbedOrigins.length) {
    console.warn(`[kirari] EMBED_ORIGINS: ignored ${config.rejectedEmbedOrigins.join(', ')} (origins only: scheme://host[:port])`);
  }
  warned = true;
  return config;
}

export interface RequestSecurity {
  /** The request's headers, cleaned: hand them to NextResponse.next/rewrite (copied on first use). */
  readonly requestHeaders: Headers;
  /** Whether the request's headers need cleaning before a render may read them. */
  readonly needsCleanHeaders: boolean;
  /** The room of a store with its own site (an enterprise domain): that site may frame it too. */
  allowStoreSite(enterpriseDomain: string | null | undefined): void;
  /** Sets the headers on the response middleware returns. */
  apply<R extends NextResponse>(response: R): R;
}

export function requestSecurity(request: NextRequest): RequestSecurity {
  const settings = securityConfig();
  const https = isHttps({ siteHttps: settings.siteHttps, forwardedProto: request.headers.get('x-forwarded-proto'), trustProxy: settings.trustProxy });
  const kind = responseKindForPath(request.nextUrl.pathname);
  let cleaned: Headers | null = null;
  let config = settings;
  return {
    get requestHeaders() {
      if (!cleaned) {
        cleaned = new Headers(request.headers);
        // Never the visitor's own value: Next would take a nonce from it and print it into a cached shell.
        cleaned.delete(REQUEST_CSP);
      }
      return cleaned;
    },
    needsCleanHeaders: request.headers.has(REQUEST_CSP),
    allowStoreSite(enterpriseDomain) {
      if (kind !== 'room' || !enterpriseDomain) return;
      const origins = allowedEmbedOrigins(settings.embedOrigins, enterpriseDomain);
      if (origins.length !== settings.embedOrigins.length) config = { ...settings, embedOrigins: origins };
    },
    apply(response) {
      for (const [name, value] of Object.entries(securityHeaders({ kind, config, https }))) response.headers.set(name, value);
      return response;
    },
  };
}
