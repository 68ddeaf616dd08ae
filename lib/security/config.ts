import { configFromEnv } from '@/lib/config';
import { realtimeEndpointFor } from '@/lib/live/realtime/endpoint';
import { checkExternalUrl } from '@/lib/url/external-url';
import { parseEmbedOrigins } from './embed-origins';
import { trustsProxy } from './forwarded';

/**
 * What the security headers are built from: the hosts the browser is allowed to reach, all read from
 * the same environment the rest of the storefront uses (lib/config, lib/analytics/config).
 */
export interface SecurityConfig {
  /** Platform API (data, images, media, realtime of the embedded platform). */
  apiOrigin: string;
  interactionOrigin: string;
  /** connect-src sources for the realtime SDK the stream info names (pubnub or ably). */
  realtimeSources: string[];
  imageOrigins: string[];
  /** HLS/MP4: native playback reads them as media, video.js fetches them (connect-src). */
  mediaOrigins: string[];
  /** Serves `token.js` (script), takes the card (connect) and hosts the 3-D Secure page (form-action). */
  gatewayOrigin: string;
  analyticsOrigin: string | null;
  /** Where measurements are posted (ANALYTICS_BEACON_URL: connect-src). */
  beaconOrigin?: string | null;
  pixelOrigin: string | null;
  /** Where the browser's Sentry SDK posts reports (the DSN's host). */
  sentryOrigin: string | null;
  embedOrigins: string[];
  /** Ignored EMBED_ORIGINS entries, for a start-up warning. */
  rejectedEmbedOrigins: string[];
  /** X-Forwarded-Proto is believed only behind a proxy we were told about. */
  trustProxy: boolean;
  /** SITE_URL is https: the site is served over https whatever the request says. */
  siteHttps: boolean;
}

/** Where the SDKs go when the platform is not local: their own clouds (see lib/live/realtime/sdk-options). */
export const PUBNUB_CLOUD_SOURCES = ['https://*.pndsn.com'];
export const ABLY_CLOUD_SOURCES = [
  'https://*.ably.io',
  'wss://*.ably.io',
  'https://*.ably.net',
  'wss://*.ably.net',
  'https://*.ably-realtime.com',
  'wss://*.ably-realtime.com',
];

export function httpOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The WebSocket twin of an http(s) origin: CSP does not let `http://h` cover `ws://h`. */
export function socketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

function originList(value: string | undefined, fallback: string): string[] {
  const listed = (value ?? '')
    .split(',')
    .map((entry) => httpOrigin(entry))
    .filter((origin): origin is string => origin !== null);
  return listed.length ? [...new Set(listed)] : [fallback];
}

export function realtimeSources(apiUrl: string): string[] {
  const endpoint = realtimeEndpointFor(apiUrl);
  if (endpoint.kind === 'sdk-default') return [...PUBNUB_CLOUD_SOURCES, ...ABLY_CLOUD_SOURCES];
  const origin = `${endpoint.tls ? 'https' : 'http'}://${endpoint.host.includes(':') ? `[${endpoint.host}]` : endpoint.host}:${endpoint.port}`;
  const normalized = httpOrigin(origin) ?? origin;
  return [normalized, socketOrigin(normalized)];
}

/**
 * The platform is the embedded one (npm start, dev, e2e): none configured, or one on loopback with
 * the embedded platform's switch (scripts/processes.mjs sets both). A production platform is neither.
 */
export function isEmbeddedPlatform(env: Record<string, string | undefined>, apiOrigin: string): boolean {
  if (!env.PLATFORM_API_URL) return true;
  const check = checkExternalUrl(apiOrigin, { allowLoopback: false });
  return configFromEnv(env).allowLoopbackRedirects && !check.ok && check.reason === 'loopback';
}

export function securityConfigFromEnv(env: Record<string, string | undefined>): SecurityConfig {
  const config = configFromEnv(env);
  const apiOrigin = httpOrigin(config.apiUrl) ?? config.apiUrl;
  const embed = parseEmbedOrigins(env.EMBED_ORIGINS);
  const framedByPlatform = isEmbeddedPlatform(env, apiOrigin) && !embed.origins.includes(apiOrigin);
  return {
    apiOrigin,
    interactionOrigin: httpOrigin(config.interactionUrl) ?? config.interactionUrl,
    realtimeSources: realtimeSources(config.apiUrl),
    imageOrigins: originList(env.IMAGE_ORIGINS, apiOrigin),
    mediaOrigins: originList(env.MEDIA_ORIGINS, apiOrigin),
    gatewayOrigin: httpOrigin(config.paymentGatewayUrl) ?? apiOrigin,
    analyticsOrigin: httpOrigin(env.ANALYTICS_SCRIPT_URL),
    beaconOrigin: httpOrigin(env.ANALYTICS_BEACON_URL),
    pixelOrigin: httpOrigin(env.FACEBOOK_PIXEL_SCRIPT_URL),
    sentryOrigin: httpOrigin(config.sentryDsn),
    // On the embedded platform its demo host page (/embed-demo, README) may frame the room too.
    embedOrigins: framedByPlatform ? [...embed.origins, apiOrigin] : embed.origins,
    rejectedEmbedOrigins: embed.rejected,
    trustProxy: trustsProxy(env),
    siteHttps: httpOrigin(env.SITE_URL)?.startsWith('https:') ?? false,
  };
}

let memo: SecurityConfig | null = null;
/** This process's configuration (the environment does not change while it runs). */
export function securityConfig(): SecurityConfig {
  memo ??= securityConfigFromEnv(readSecurityEnv());
  return memo;
}

/** Literal reads (see lib/config's readEnv). */
export function readSecurityEnv(): Record<string, string | undefined> {
  return {
    PLATFORM_API_URL: process.env.PLATFORM_API_URL,
    INTERACTION_API_URL: process.env.INTERACTION_API_URL,
    PAYMENT_GATEWAY_URL: process.env.PAYMENT_GATEWAY_URL,
    SENTRY_DSN: process.env.SENTRY_DSN,
    ANALYTICS_SCRIPT_URL: process.env.ANALYTICS_SCRIPT_URL,
    ANALYTICS_BEACON_URL: process.env.ANALYTICS_BEACON_URL,
    FACEBOOK_PIXEL_SCRIPT_URL: process.env.FACEBOOK_PIXEL_SCRIPT_URL,
    IMAGE_ORIGINS: process.env.IMAGE_ORIGINS,
    MEDIA_ORIGINS: process.env.MEDIA_ORIGINS,
    EMBED_ORIGINS: process.env.EMBED_ORIGINS,
    TRUST_PROXY: process.env.TRUST_PROXY,
    ALLOW_LOOPBACK_REDIRECTS: process.env.ALLOW_LOOPBACK_REDIRECTS,
    SITE_URL: process.env.SITE_URL,
  };
}
