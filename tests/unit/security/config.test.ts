import { describe, expect, it } from '@jest/globals';
import { ABLY_CLOUD_SOURCES, PUBNUB_CLOUD_SOURCES, securityConfigFromEnv } from '@/lib/security/config';

describe('securityConfigFromEnv', () => {
  it('defaults to the embedded platform for every host, realtime over http and ws', () => {
    const config = securityConfigFromEnv({});
    expect(config.apiOrigin).toBe('http://127.0.0.1:4010');
    expect(config.interactionOrigin).toBe('http://127.0.0.1:4011');
    expect(config.realtimeSources).toEqual(['http://127.0.0.1:4010', 'ws://127.0.0.1:4010']);
    expect(config.imageOrigins).toEqual(['http://127.0.0.1:4010']);
    expect(config.mediaOrigins).toEqual(['http://127.0.0.1:4010']);
    expect(config.gatewayOrigin).toBe('http://127.0.0.1:4010');
    // The embedded platform's demo host page (/embed-demo) may frame the room.
    expect(config.embedOrigins).toEqual(['http://127.0.0.1:4010']);
    expect(config).toMatchObject({ analyticsOrigin: null, pixelOrigin: null, sentryOrigin: null, trustProxy: false, siteHttps: false });
  });

  it("lets the embedded platform's demo page frame the room under npm start (PLATFORM_API_URL set by scripts/processes.mjs)", () => {
    // What embeddedPlatform() in scripts/processes.mjs gives the storefront.
    const npmStart = { PLATFORM_API_URL: 'http://127.0.0.1:4010', INTERACTION_API_URL: 'http://127.0.0.1:4011', ALLOW_LOOPBACK_REDIRECTS: '1', SITE_URL: 'http://localhost:3000' };
    expect(securityConfigFromEnv(npmStart).embedOrigins).toEqual(['http://127.0.0.1:4010']);
    expect(securityConfigFromEnv({ ...npmStart, EMBED_ORIGINS: 'https://partner.example' }).embedOrigins).toEqual(['https://partner.example', 'http://127.0.0.1:4010']);
    // Listed by hand as well: once.
    expect(securityConfigFromEnv({ ...npmStart, EMBED_ORIGINS: 'http://127.0.0.1:4010' }).embedOrigins).toEqual(['http://127.0.0.1:4010']);
  });

  it('never lets a configured platform frame the room: not a public one, not loopback without the embedded switch', () => {
    expect(securityConfigFromEnv({ PLATFORM_API_URL: 'https://api.kirari.example', ALLOW_LOOPBACK_REDIRECTS: '1' }).embedOrigins).toEqual([]);
    expect(securityConfigFromEnv({ PLATFORM_API_URL: 'http://127.0.0.1:4010' }).embedOrigins).toEqual([]);
    expect(securityConfigFromEnv({ PLATFORM_API_URL: 'http://192.168.1.20:4010', ALLOW_LOOPBACK_REDIRECTS: '1' }).embedOrigins).toEqual([]);
  });

  it('reads every configured host as an origin (no paths, no credentials)', () => {
    const config = securityConfigFromEnv({
      PLATFORM_API_URL: 'https://api.kirari.example/v2/',
      INTERACTION_API_URL: 'https://chat.kirari.example/base',
      PAYMENT_GATEWAY_URL: 'https://pay.gateway.example/js',
      SENTRY_DSN: 'https://key@o1.ingest.sentry.example/42',
      ANALYTICS_SCRIPT_URL: 'https://tags.analytics.example/gtag/js?id=G-1',
      FACEBOOK_PIXEL_SCRIPT_URL: 'https://connect.pixel.example/en_US/fbevents.js',
      IMAGE_ORIGINS: 'https://img.kirari.example/a, https://img2.kirari.example, not a url',
      MEDIA_ORIGINS: 'https://media.kirari.example',
      EMBED_ORIGINS: 'https://partner.example,https://bad.example/path',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      apiOrigin: 'https://api.kirari.example',
      interactionOrigin: 'https://chat.kirari.example',
      gatewayOrigin: 'https://pay.gateway.example',
      sentryOrigin: 'https://o1.ingest.sentry.example',
      analyticsOrigin: 'https://tags.analytics.example',
      pixelOrigin: 'https://connect.pixel.example',
      imageOrigins: ['https://img.kirari.example', 'https://img2.kirari.example'],
      mediaOrigins: ['https://media.kirari.example'],
      embedOrigins: ['https://partner.example'],
      rejectedEmbedOrigins: ['https://bad.example/path'],
      trustProxy: true,
    });
    // A production platform: the SDKs connect to their own clouds.
    expect(config.realtimeSources).toEqual([...PUBNUB_CLOUD_SOURCES, ...ABLY_CLOUD_SOURCES]);
  });

  it('points realtime at a LAN platform over https and wss', () => {
    expect(securityConfigFromEnv({ PLATFORM_API_URL: 'https://192.168.1.20:8443' }).realtimeSources).toEqual(['https://192.168.1.20:8443', 'wss://192.168.1.20:8443']);
  });

  it('ignores a script URL that is not http(s)', () => {
    expect(securityConfigFromEnv({ ANALYTICS_SCRIPT_URL: 'javascript:alert(1)', FACEBOOK_PIXEL_SCRIPT_URL: 'data:text/javascript,1' })).toMatchObject({
      analyticsOrigin: null,
      pixelOrigin: null,
    });
  });

  it('trusts a proxy only with TRUST_PROXY=1', () => {
    expect(securityConfigFromEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(false);
  });

  it('knows the site is https from SITE_URL', () => {
    expect(securityConfigFromEnv({ SITE_URL: 'https://shop.example' }).siteHttps).toBe(true);
    expect(securityConfigFromEnv({ SITE_URL: 'http://localhost:3000' }).siteHttps).toBe(false);
  });
});
