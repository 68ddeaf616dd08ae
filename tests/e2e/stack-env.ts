/**
 * The environment of an e2e storefront (scripts/serve.mjs) against the e2e platform: the config's web
 * server and the extra instances of tests/e2e/instances.spec.ts use the same one.
 */
export const E2E_PLATFORM_TIMEOUT_MS = 3000;
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret';

export function storefrontEnv(options: { webPort: number; platformPort: number; embedOrigin: string }): Record<string, string> {
  const platformUrl = `http://127.0.0.1:${options.platformPort}`;
  return {
    PLATFORM_API_URL: platformUrl,
    INTERACTION_API_URL: `http://127.0.0.1:${options.platformPort + 1}`,
    ALLOW_LOOPBACK_REDIRECTS: '1',
    SITE_URL: `http://localhost:${options.webPort}`,
    SENTRY_DSN: `http://kirari@127.0.0.1:${options.platformPort}/1`,
    // Short, so the fault-mode e2e can test a slow platform with a delay just over it.
    PLATFORM_TIMEOUT_MS: String(E2E_PLATFORM_TIMEOUT_MS),
    REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
    // Sites that may frame the live room: one served by the framing tests themselves. The
    // platform's embedding demo page (/embed-demo) is not listed: a loopback platform with
    // ALLOW_LOOPBACK_REDIRECTS is the embedded one, which may frame the room as under `npm start`.
    EMBED_ORIGINS: options.embedOrigin,
    // As deployed behind a proxy that writes X-Forwarded-For: a test that signs in names a client
    // address of its own (fixtures.ts ownClientAddress), so tests never share a sign-in limit.
    // client-address.spec.ts runs a storefront without it.
    TRUST_PROXY: '1',
  };
}
