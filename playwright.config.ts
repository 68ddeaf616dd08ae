import { defineConfig } from '@playwright/test';
import chromiumArgs from './tests/e2e/chromium-args.json';
import { E2E_PLATFORM_TIMEOUT_MS, E2E_REVALIDATE_SECRET, storefrontEnv } from './tests/e2e/stack-env';

/**
 * e2e against the production build (scripts/serve.mjs: Next behind the front cache) and the embedded
 * platform, in Debian's Chromium (its headless shell).
 * Ports are apart from `npm start`'s so a running demo does not collide; each can be overridden.
 * E2E_PLATFORM_ONLY=1 starts only the platform (for tests that drive the SDKs and media directly).
 * E2E_SERVER=standalone serves the build with the standalone server instead (scripts/standalone.mjs,
 * what the Dockerfile runs) and runs the tests tagged @standalone: market, product, cart, room.
 * E2E_SERVER=edge serves the edge build in workerd (scripts/edge-start.mjs; `npm run edge:build`
 * first) and runs the tests tagged @edge (docs/adr/0014-edge-host.md).
 */
const platformPort = Number(process.env.E2E_PLATFORM_PORT ?? 4110);
const interactionPort = platformPort + 1;
const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
const platformUrl = `http://127.0.0.1:${platformPort}`;
const standalone = process.env.E2E_SERVER === 'standalone';
const edge = process.env.E2E_SERVER === 'edge';
/** Measurements (web vitals, playback quality) are beaconed here; tests wait for the requests (the platform answers 404). */
const E2E_BEACON_URL = `${platformUrl}/__e2e/measurements`;
process.env.E2E_BEACON_URL = E2E_BEACON_URL;
/** The storefront's server-side platform timeout in e2e (tests/e2e/fault-*.spec.ts read it back). */
process.env.E2E_PLATFORM_TIMEOUT_MS = String(E2E_PLATFORM_TIMEOUT_MS);
/** The storefront's POST /api/revalidate secret: the platform sends its changes with it, and tests may call it too. */
process.env.E2E_REVALIDATE_SECRET = E2E_REVALIDATE_SECRET;
/** An embedder origin for the live room (tests/e2e/security-headers.spec.ts serves its page there). */
const E2E_EMBED_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_EMBED_PORT ?? webPort + 5)}`;
process.env.E2E_EMBED_ORIGIN = E2E_EMBED_ORIGIN;

export { chromiumArgs };

process.env.E2E_PLATFORM_URL = platformUrl;
process.env.E2E_INTERACTION_URL = `http://127.0.0.1:${interactionPort}`;
process.env.E2E_WEB_URL = `http://localhost:${webPort}`;

const platformServer = {
  command: 'npx tsx platform/main.ts',
  url: `${platformUrl}/__control/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    PLATFORM_PORT: String(platformPort),
    INTERACTION_PORT: String(interactionPort),
    PLATFORM_SIMULATION: '0',
    PLATFORM_QUIET: '1',
    // The platform answers CORS for this origin only, and tells it what changed (POST /api/revalidate).
    STOREFRONT_URL: `http://localhost:${webPort}`,
    REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
  },
};

const webServer = {
  command: standalone ? 'node scripts/standalone.mjs start' : edge ? 'node scripts/edge-start.mjs' : `node scripts/serve.mjs -p ${webPort}`,
  url: `http://localhost:${webPort}/demo/market`,
  reuseExistingServer: false,
  // workerd's start includes filling the R2 cache on disk with the build's pages.
  timeout: edge ? 240_000 : 60_000,
  // scripts/edge-start.mjs stops wrangler's process group itself on SIGTERM (a SIGKILL would leave workerd running).
  ...(edge ? { gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 } } : {}),
  env: {
    ...storefrontEnv({ webPort, platformPort, embedOrigin: E2E_EMBED_ORIGIN }),
    ...(standalone ? { PORT: String(webPort), HOSTNAME: '0.0.0.0' } : {}),
    ...(edge ? { PORT: String(webPort) } : {}),
    ANALYTICS_BEACON_URL: E2E_BEACON_URL,
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Shards running side by side (scripts/e2e-shards.mjs) keep their artifacts apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  ...(standalone ? { grep: /@standalone/ } : edge ? { grep: /@edge/ } : {}),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${webPort}`,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    // A failed test's retry records the trace: recording every run (screencast frames of playing video) cost ~25% of the browser's CPU.
    trace: 'on-first-retry',
    // Chromium's old headless shell (Debian's chromium-headless-shell, the same build as /usr/bin/chromium):
    // on a catalogue + room subset it used 90 s of CPU where the full browser in headless mode used 193 s.
    // E2E_CHROMIUM=/usr/bin/chromium runs the full browser instead.
    launchOptions: { executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell', args: chromiumArgs },
  },
  webServer: process.env.E2E_PLATFORM_ONLY ? [platformServer] : [platformServer, webServer],
});
