// Which of the storefront's variables (lib/config/env-schema.ts) each host reads. `npm run
// edge:start` hands the worker's to workerd; tests/unit/config/edge-schema.test.ts holds the three
// lists to the schema's keys.

/** The Node host's own features: Redis, the front cache and scripts/serve.mjs, the build folder. */
export const NODE_ONLY_VARS = ['REDIS_URL', 'REDIS_TIMEOUT_MS', 'FRONT_CACHE', 'FRONT_CACHE_MAX_MB', 'SHED_LAG_MS', 'KEEP_ALIVE_TIMEOUT', 'NEXT_DIST_DIR'];

/** Read by the start scripts (ports, the embedded platform, the e2e server kind), not by the app. */
export const START_ONLY_VARS = ['PORT', 'HOSTNAME', 'PLATFORM_PORT', 'INTERACTION_PORT', 'E2E_SERVER'];

/** What the worker reads: Worker variables and secrets on Cloudflare, `.dev.vars` under edge:start. */
export const EDGE_WORKER_VARS = [
  'PLATFORM_API_URL',
  'INTERACTION_API_URL',
  'SENTRY_DSN',
  'ALLOW_LOOPBACK_REDIRECTS',
  'PAYMENT_GATEWAY_URL',
  'STOREFRONT_URL',
  'SITE_URL',
  'TRUST_PROXY',
  'REVALIDATE_SECRET',
  'ANALYTICS_ID',
  'ANALYTICS_SCRIPT_URL',
  'FACEBOOK_PIXEL_SCRIPT_URL',
  'EMBED_ORIGINS',
  'IMAGE_ORIGINS',
  'MEDIA_ORIGINS',
  'HOME_STORES',
  'PLATFORM_TIMEOUT_MS',
  'DEPLOYMENT_ID',
  'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY',
  'SENTRY_TRACES_SAMPLE_RATE',
  'ANALYTICS_BEACON_URL',
  'OTEL_EXPORTER_OTLP_ENDPOINT',
  'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
  'OTEL_EXPORTER_OTLP_PROTOCOL',
  'OTEL_EXPORTER_OTLP_HEADERS',
  'OTEL_SERVICE_NAME',
  'OTEL_TRACES_SAMPLER',
  'OTEL_TRACES_SAMPLER_ARG',
  'OTEL_BSP_SCHEDULE_DELAY',
  'OTEL_SDK_DISABLED',
];
