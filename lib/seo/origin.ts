import { bareHttpOrigin } from '@/lib/url/bare-origin';

/**
 * The site's public origin for absolute URLs (canonical, Open Graph, sitemap, robots, the social
 * sign-in return): the host WE choose, never the request's Host or X-Forwarded-* headers, which a
 * client or a misconfigured proxy controls. `SITE_URL` is required with an external platform
 * (`PLATFORM_API_URL`); with the embedded platform it defaults to http://localhost:$PORT.
 */

export interface SiteEnv {
  SITE_URL?: string;
  PLATFORM_API_URL?: string;
  PORT?: string;
}

export type SiteOriginCheck = { ok: true; origin: string } | { ok: false; problem: string };

const DEFAULT_PORT = 3000;

function embeddedDefault(port: string | undefined): string {
  const parsed = Number(port);
  return `http://localhost:${Number.isInteger(parsed) && parsed > 0 && parsed < 65536 ? parsed : DEFAULT_PORT}`;
}

export function checkSiteOrigin(env: SiteEnv): SiteOriginCheck {
  if (env.SITE_URL) {
    const origin = bareHttpOrigin(env.SITE_URL);
    return origin
      ? { ok: true, origin }
      : { ok: false, problem: `SITE_URL must be the site's public http(s) origin, such as https://shop.example (got ${JSON.stringify(env.SITE_URL)})` };
  }
  if (env.PLATFORM_API_URL) return { ok: false, problem: 'SITE_URL is required when PLATFORM_API_URL is set: the public origin for canonical, Open Graph, sitemap and sign-in return URLs, such as https://shop.example' };
  return { ok: true, origin: embeddedDefault(env.PORT) };
}

/** Literal reads: the edge runtime and the bundler see each variable. */
export function readSiteEnv(): SiteEnv {
  return { SITE_URL: process.env.SITE_URL, PLATFORM_API_URL: process.env.PLATFORM_API_URL, PORT: process.env.PORT };
}

/**
 * The configured origin. A wrong configuration stops the server at start (instrumentation.ts);
 * should one slip through, pages still render with the embedded default rather than a request's host.
 */
export function siteOrigin(env: SiteEnv = readSiteEnv()): string {
  const checked = checkSiteOrigin(env);
  return checked.ok ? checked.origin : embeddedDefault(env.PORT);
}

/** An absolute URL of a site path. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).toString();
}
