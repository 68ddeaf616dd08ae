import { describe, expect, it } from '@jest/globals';
import { securityConfigFromEnv } from '@/lib/security/config';
import { contentSecurityPolicy } from '@/lib/security/csp';
import { isHttps, responseKindForPath, securityHeaders, type ResponseKind } from '@/lib/security/headers';

const local = securityConfigFromEnv({ PLATFORM_API_URL: 'http://127.0.0.1:4110', INTERACTION_API_URL: 'http://127.0.0.1:4111', SENTRY_DSN: 'http://kirari@127.0.0.1:4110/1' });
const production = securityConfigFromEnv({
  PLATFORM_API_URL: 'https://api.kirari.example',
  INTERACTION_API_URL: 'https://chat.kirari.example',
  PAYMENT_GATEWAY_URL: 'https://pay.gateway.example',
  ANALYTICS_SCRIPT_URL: 'https://tags.analytics.example/gtag.js',
  FACEBOOK_PIXEL_SCRIPT_URL: 'https://connect.pixel.example/fbevents.js',
  SENTRY_DSN: 'https://key@ingest.sentry.example/1',
  IMAGE_ORIGINS: 'https://img.kirari.example',
  MEDIA_ORIGINS: 'https://media.kirari.example',
  EMBED_ORIGINS: 'https://partner.example,https://shop.example',
});

/** `directive → sources` of a policy. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const policy = (kind: ResponseKind, config = production, https = false) => directives(contentSecurityPolicy({ kind, config, https }));

describe('contentSecurityPolicy', () => {
  it.each<ResponseKind>(['page', 'room', 'login'])('%s: inline scripts without nonce (prerendered shells), never eval or a host beyond the configured ones', (kind) => {
    const csp = policy(kind);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'", 'https://pay.gateway.example', 'https://tags.analytics.example', 'https://connect.pixel.example']);
    expect(Object.values(csp).flat().join(' ')).not.toMatch(/nonce|unsafe-eval|strict-dynamic/);
    expect(csp['style-src']).toEqual(["'self'"]);
  });

  it('limits connections, images and media to the configured hosts', () => {
    const csp = policy('page');
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://api.kirari.example',
      'https://chat.kirari.example',
      'https://*.pndsn.com',
      'https://*.ably.io',
      'wss://*.ably.io',
      'https://*.ably.net',
      'wss://*.ably.net',
      'https://*.ably-realtime.com',
      'wss://*.ably-realtime.com',
      'https://media.kirari.example',
      'https://pay.gateway.example',
      'https://ingest.sentry.example',
      'https://tags.analytics.example',
      'https://connect.pixel.example',
    ]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https://api.kirari.example', 'https://img.kirari.example', 'https://tags.analytics.example', 'https://connect.pixel.example']);
    expect(csp['media-src']).toEqual(["'self'", 'blob:', 'https://api.kirari.example', 'https://media.kirari.example']);
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
  });

  it('embedded platform: one origin for data, realtime (http and ws), images, media and the gateway', () => {
    const csp = policy('page', local);
    expect(csp['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4110', 'http://127.0.0.1:4111', 'ws://127.0.0.1:4110']);
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'", 'http://127.0.0.1:4110']);
    expect(csp['form-action']).toEqual(["'self'", 'http://127.0.0.1:4110']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'http://127.0.0.1:4110']);
  });

  it('locks plugins, base and forms', () => {
    const csp = policy('page');
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'", 'https://pay.gateway.example']);
    expect(csp['style-src-attr']).toEqual(["'unsafe-inline'"]);
    // video.js's icon font is a data: URL in its stylesheet.
    expect(csp['font-src']).toEqual(["'self'", 'data:']);
  });

  it('frames only the live room, by itself and the embedders', () => {
    expect(policy('room')['frame-ancestors']).toEqual(["'self'", 'https://partner.example', 'https://shop.example']);
    expect(policy('room', local)['frame-ancestors']).toEqual(["'self'"]);
    for (const kind of ['page', 'login', 'api'] as const) expect(policy(kind)['frame-ancestors']).toEqual(["'none'"]);
  });

  it('upgrades insecure requests only over https', () => {
    expect(policy('page', production, true)).toHaveProperty('upgrade-insecure-requests');
    expect(policy('page', production, false)).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('route handlers run and load nothing', () => {
    expect(policy('api')).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], 'base-uri': ["'none'"], 'form-action': ["'none'"] });
  });
});

describe('securityHeaders', () => {
  const headers = (kind: ResponseKind, https = false) => securityHeaders({ kind, config: production, https });

  it('sends nosniff, the referrer policy and the permissions policy everywhere', () => {
    for (const kind of ['page', 'room', 'login', 'api'] as const) {
      expect(headers(kind)).toMatchObject({
        'X-Content-Type-Options': 'nosniff',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), autoplay=(self), fullscreen=(self), picture-in-picture=(self)',
      });
      expect(headers(kind)['Referrer-Policy']).toBe(kind === 'login' ? 'no-referrer' : 'strict-origin-when-cross-origin');
    }
  });

  it('denies framing for old browsers except in the room', () => {
    expect(headers('page')['X-Frame-Options']).toBe('DENY');
    expect(headers('login')['X-Frame-Options']).toBe('DENY');
    expect(headers('room')).not.toHaveProperty('X-Frame-Options');
  });

  it('sends HSTS over https only', () => {
    expect(headers('page', true)['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers('page', false)).not.toHaveProperty('Strict-Transport-Security');
  });
});

describe('responseKindForPath', () => {
  it.each([
    ['/', 'page'],
    ['/demo', 'page'],
    ['/demo/market', 'page'],
    ['/demo/live', 'page'],
    ['/demo/live/9001', 'room'],
    ['/demo/live/9001/', 'room'],
    ['/demo/login', 'login'],
    ['/demo/login/', 'login'],
    ['/demo/login/extra', 'page'],
    ['/member/reset-password', 'page'],
    ['/api', 'api'],
    ['/api/realtime/token', 'api'],
  ])('%s is a %s', (path, kind) => {
    expect(responseKindForPath(path)).toBe(kind);
  });
});

describe('isHttps', () => {
  it('believes X-Forwarded-Proto only behind a trusted proxy, and an https SITE_URL always', () => {
    expect(isHttps({ siteHttps: false, forwardedProto: 'https', trustProxy: false })).toBe(false);
    expect(isHttps({ siteHttps: false, forwardedProto: 'https, http', trustProxy: true })).toBe(true);
    expect(isHttps({ siteHttps: false, forwardedProto: 'http', trustProxy: true })).toBe(false);
    expect(isHttps({ siteHttps: false, forwardedProto: null, trustProxy: true })).toBe(false);
    expect(isHttps({ siteHttps: true, forwardedProto: null, trustProxy: false })).toBe(true);
  });
});
