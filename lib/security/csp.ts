import type { SecurityConfig } from './config';
import { INERT_POLICY } from './static-headers.mjs';

/**
 * The Content-Security-Policy of each kind of response (docs/adr/0002-content-security-policy.md).
 * Every page's shell is prerendered and cached (Cache Components), so its inline payload scripts
 * were written before this request and can carry no nonce: scripts from 'self' plus
 * 'unsafe-inline' and the named hosts, never eval, no other origin.
 * - page: any page.
 * - room: a page that may be framed by 'self' and EMBED_ORIGINS.
 * - login: a page (its Referrer-Policy differs, see headers.ts).
 * - api: route handlers (JSON, feeds): nothing to run, nothing to frame.
 */
export type ResponseKind = 'page' | 'room' | 'login' | 'api';

export interface CspInput {
  kind: ResponseKind;
  config: SecurityConfig;
  https: boolean;
}

const present = (values: (string | null | undefined)[]): string[] => [...new Set(values.filter((value): value is string => Boolean(value)))];

function directive(name: string, sources: string[]): string {
  return sources.length ? `${name} ${sources.join(' ')}` : name;
}

export function contentSecurityPolicy({ kind, config, https }: CspInput): string {
  if (kind === 'api') return INERT_POLICY;

  const scriptHosts = present([config.gatewayOrigin, config.analyticsOrigin, config.pixelOrigin]);
  const scripts = ["'self'", "'unsafe-inline'", ...scriptHosts];
  const styles = ["'self'"];
  const images = present(["'self'", 'data:', config.apiOrigin, ...config.imageOrigins, config.analyticsOrigin, config.pixelOrigin]);
  const media = present(["'self'", 'blob:', config.apiOrigin, ...config.mediaOrigins]);
  const connect = present([
    "'self'",
    config.apiOrigin,
    config.interactionOrigin,
    ...config.realtimeSources,
    ...config.mediaOrigins,
    config.gatewayOrigin,
    config.sentryOrigin,
    config.analyticsOrigin,
    config.beaconOrigin ?? null,
    config.pixelOrigin,
  ]);
  const ancestors = kind === 'room' ? present(["'self'", ...config.embedOrigins]) : ["'none'"];

  return [
    directive('default-src', ["'self'"]),
    directive('script-src', scripts),
    directive('style-src', styles),
    // React renders `style` attributes into the server HTML; an attribute cannot run script.
    directive('style-src-attr', ["'unsafe-inline'"]),
    directive('img-src', images),
    directive('media-src', media),
    directive('connect-src', connect),
    // video.js (VHS) transmuxes in a worker made from a blob.
    directive('worker-src', ["'self'", 'blob:']),
    // video.js's stylesheet carries its icon font as a data: URL.
    directive('font-src', ["'self'", 'data:']),
    directive('object-src', ["'none'"]),
    directive('base-uri', ["'self'"]),
    directive('form-action', present(["'self'", config.gatewayOrigin])),
    directive('frame-ancestors', ancestors),
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}
