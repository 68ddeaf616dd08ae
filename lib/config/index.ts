/**
 * Runtime configuration. The server reads the environment on each request; the browser reads the
 * copy the root layout injects, so one build runs against any platform host.
 */
export interface PublicConfig {
  apiUrl: string;
  interactionUrl: string;
  sentryDsn: string | null;
  buyerVersion: string;
  /** Lets redirect URLs point at loopback (the embedded platform's payment hops). */
  allowLoopbackRedirects: boolean;
  /** The card gateway's origin: the browser loads its tokenizer script from here (card numbers never reach the storefront). */
  paymentGatewayUrl: string;
}

export const DEFAULT_PLATFORM_URL = 'http://127.0.0.1:4010';
export const DEFAULT_INTERACTION_URL = 'http://127.0.0.1:4011';
export const BUYER_VERSION = '0.1.0';

declare global {
  interface Window {
    __KIRARI_CONFIG__?: PublicConfig;
  }
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function configFromEnv(env: Record<string, string | undefined>): PublicConfig {
  const apiUrl = trimSlash(env.PLATFORM_API_URL || DEFAULT_PLATFORM_URL);
  const embedded = !env.PLATFORM_API_URL;
  return {
    apiUrl,
    interactionUrl: trimSlash(env.INTERACTION_API_URL || DEFAULT_INTERACTION_URL),
    sentryDsn: env.SENTRY_DSN || null,
    buyerVersion: BUYER_VERSION,
    allowLoopbackRedirects: embedded || env.ALLOW_LOOPBACK_REDIRECTS === '1',
    paymentGatewayUrl: trimSlash(env.PAYMENT_GATEWAY_URL || apiUrl),
  };
}

/** Literal reads: a bare `process.env` would pull Node's process polyfill into the browser bundle. */
export function readEnv(): Record<string, string | undefined> {
  return {
    PLATFORM_API_URL: process.env.PLATFORM_API_URL,
    INTERACTION_API_URL: process.env.INTERACTION_API_URL,
    SENTRY_DSN: process.env.SENTRY_DSN,
    ALLOW_LOOPBACK_REDIRECTS: process.env.ALLOW_LOOPBACK_REDIRECTS,
    PAYMENT_GATEWAY_URL: process.env.PAYMENT_GATEWAY_URL,
  };
}

export function getPublicConfig(): PublicConfig {
  if (typeof window !== 'undefined' && window.__KIRARI_CONFIG__) return window.__KIRARI_CONFIG__;
  return configFromEnv(readEnv());
}
