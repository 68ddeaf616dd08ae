import { z } from 'zod';
import { STORE_SLUG } from '@/lib/schemas/store-slug';
import { checkSiteOrigin } from '@/lib/seo/origin';

/**
 * Every environment variable the storefront reads (server, middleware, next.config, `npm start`),
 * checked once at start (instrumentation.ts). Each message names the variable and what it expects;
 * the README's configuration table lists exactly these keys (a unit test holds them together).
 * Unset is always allowed: each reader has its default.
 */

function httpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const url = () => z.string().refine(httpUrl, 'an http(s) URL, such as https://api.example');
const flag = () => z.enum(['0', '1'], { error: '0 or 1' });
const integer = (min: number, max: number) => z.string().refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, `a whole number from ${min} to ${max}`);
const port = () => integer(1, 65535);
const text = () => z.string();

function aesKey(value: string): boolean {
  return /^[A-Za-z0-9+/]+={0,2}$/.test(value) && [16, 24, 32].includes(Buffer.from(value, 'base64').length);
}

export const ENV_SCHEMA = z
  .object({
    PLATFORM_API_URL: url(),
    INTERACTION_API_URL: url(),
    SENTRY_DSN: url(),
    ALLOW_LOOPBACK_REDIRECTS: flag(),
    PAYMENT_GATEWAY_URL: url(),
    PORT: port(),
    PLATFORM_PORT: port(),
    INTERACTION_PORT: port(),
    STOREFRONT_URL: url(),
    SITE_URL: text(),
    TRUST_PROXY: flag(),
    REVALIDATE_SECRET: z.string().min(16, 'a secret of at least 16 characters'),
    ANALYTICS_ID: text(),
    ANALYTICS_SCRIPT_URL: url(),
    FACEBOOK_PIXEL_SCRIPT_URL: url(),
    // Origin lists: a bad entry is skipped with a warning by lib/security (its own message).
    EMBED_ORIGINS: text(),
    IMAGE_ORIGINS: text(),
    MEDIA_ORIGINS: text(),
    HOME_STORES: z.string().refine((value) => value.split(',').every((slug) => STORE_SLUG.test(slug.trim())), 'store slugs separated by commas, such as demo,taiwan'),
    PLATFORM_TIMEOUT_MS: integer(100, 120_000),
    NEXT_DIST_DIR: z.string().regex(/^[\w.\-/]+$/, 'a folder name, such as .next'),
    REDIS_URL: z.string().refine((value) => /^rediss?:\/\/./.test(value) && URL.canParse(value), 'a redis:// or rediss:// URL, such as redis://127.0.0.1:6379'),
    REDIS_TIMEOUT_MS: integer(10, 5000),
    DEPLOYMENT_ID: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'up to 64 letters, digits, dots, dashes or underscores, such as the commit hash'),
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: z.string().refine(aesKey, 'a base64 AES key of 16, 24 or 32 bytes (openssl rand -base64 32)'),
    SENTRY_TRACES_SAMPLE_RATE: z.string().refine((value) => /^\d+(\.\d+)?$/.test(value) && Number(value) <= 1, 'a share from 0 to 1, such as 0.1'),
    ANALYTICS_BEACON_URL: url(),
    // The standard OpenTelemetry variables: the exporter reads them and explains its own errors.
    OTEL_EXPORTER_OTLP_ENDPOINT: url(),
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: url(),
    OTEL_EXPORTER_OTLP_PROTOCOL: z.enum(['http/protobuf', 'http/json'], { error: 'http/protobuf or http/json' }),
    OTEL_EXPORTER_OTLP_HEADERS: text(),
    OTEL_SERVICE_NAME: text(),
    OTEL_TRACES_SAMPLER: text(),
    OTEL_TRACES_SAMPLER_ARG: text(),
    OTEL_BSP_SCHEDULE_DELAY: integer(0, 600_000),
    OTEL_SDK_DISABLED: z.enum(['true', 'false'], { error: 'true or false' }),
    E2E_SERVER: z.enum(['standalone', 'edge'], { error: 'standalone or edge (or unset for scripts/serve.mjs)' }),
    // The production server's own (scripts/serve.mjs); it starts Next, which checks them at start.
    FRONT_CACHE: z.enum(['on', 'off'], { error: 'on or off' }),
    FRONT_CACHE_MAX_MB: integer(1, 4096),
    SHED_LAG_MS: integer(10, 60000),
    KEEP_ALIVE_TIMEOUT: integer(1000, 600_000),
    HOSTNAME: text(),
  })
  .partial();

export type EnvConfig = z.infer<typeof ENV_SCHEMA>;
export const ENV_KEYS = Object.keys(ENV_SCHEMA.shape) as (keyof EnvConfig)[];

/** Never printed: a secret (or a URL that may carry a password) shows its length only. */
const SECRET_KEYS: ReadonlySet<string> = new Set(['REVALIDATE_SECRET', 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', 'REDIS_URL', 'SENTRY_DSN']);
const shown = (key: string, value: string | undefined) => (SECRET_KEYS.has(key) ? `${value?.length ?? 0} characters, not shown` : JSON.stringify(value));

export type EnvCheck = { ok: true; config: EnvConfig } | { ok: false; problems: string[] };

/** Empty strings count as unset (how shells and compose files usually clear a variable). */
export function checkEnvironment(env: Record<string, string | undefined>): EnvCheck {
  const present = Object.fromEntries(ENV_KEYS.map((key) => [key, env[key] || undefined]));
  const parsed = ENV_SCHEMA.safeParse(present);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => {
        const key = String(issue.path[0]);
        return `${key} must be ${issue.message} (got ${shown(key, present[key])})`;
      });
  const site = checkSiteOrigin({ SITE_URL: present.SITE_URL, PLATFORM_API_URL: present.PLATFORM_API_URL, PORT: present.PORT });
  if (!site.ok) problems.push(site.problem);
  return problems.length === 0 && parsed.success ? { ok: true, config: parsed.data } : { ok: false, problems };
}
