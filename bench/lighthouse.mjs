// Lighthouse mobile performance of the market, product, live-room (the live post 9001, playing) and
// lobby pages, on the production build against the embedded platform; median of 5 runs per page.
// Budgets: 100 on a product page, ≥ 98 on the others. NEXT_DIST_DIR selects a private build folder,
// as for next build. Lighthouse comes from the npm registry through npx (not a dependency: CI never runs it).
// --bare also scores a bare Next.js page of the same versions (a prerendered <h1>, no code of ours):
// the floor this machine allows, in the same run.
// Usage (after `next build`): node bench/lighthouse.mjs [--runs 5] [--bare] [path …]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { BARE_STATIC_PAGE, buildBareApp, chromiumArgs, root, startDetached, startRoomStack, stopStarted, storefrontEnv, waitForUrl } from './support.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
/** The issue's budgets: the product page must score 100. */
const budgetFor = (path) => (/\/market\/product\//.test(path) ? 100 : 98);
const portArg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const WEB_PORT = portArg('web-port', 3155);
const PLATFORM_PORT = portArg('platform-port', 4155);
const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 5;
const paths = args.filter((arg, i) => !arg.startsWith('--') && !['--runs', '--web-port', '--platform-port'].includes(args[i - 1]));
const WITH_BARE = args.includes('--bare');
const BARE_PORT = WEB_PORT + 1;
const targets = paths.length > 0 ? paths : ['/demo/market', '/demo/market/product/101', '/demo/live/9001', '/demo/live-lobby'];
// The e2e flags, less autoplay: a buyer's phone does not allow it.
const chromeFlags = chromiumArgs.filter((flag) => !flag.startsWith('--autoplay')).join(' ');

const env = storefrontEnv({ platformPort: PLATFORM_PORT, webPort: WEB_PORT });

function lighthouse(url) {
  const result = spawnSync(
    'npx',
    ['-y', LIGHTHOUSE, url, '--quiet', '--only-categories=performance', '--form-factor=mobile', '--output=json', '--output-path=stdout', `--chrome-flags=${chromeFlags}`],
    { encoding: 'utf8', env: { ...env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed for ${url}: ${result.stderr.slice(-500)}`);
  const report = JSON.parse(result.stdout);
  const audit = (id) => report.audits[id]?.numericValue;
  return { score: Math.round(report.categories.performance.score * 100), lcp: audit('largest-contentful-paint'), tbt: audit('total-blocking-time'), cls: audit('cumulative-layout-shift') };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  if (!existsSync(resolve(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) throw new Error('run `next build` first');
  // The platform with CORS for the storefront's origin: without it the room's stream and realtime
  // calls fail, and the room scored is one retrying a video that never plays.
  await startRoomStack({ platformPort: PLATFORM_PORT, webPort: WEB_PORT });
  const pages = targets.map((path) => ({ path, url: `http://localhost:${WEB_PORT}${path}` }));
  if (WITH_BARE) {
    const dir = await buildBareApp({ pages: { bare: BARE_STATIC_PAGE } });
    startDetached('npx', ['next', 'start', '-p', String(BARE_PORT)], { cwd: dir, env });
    await waitForUrl(`http://localhost:${BARE_PORT}/bare`);
    pages.unshift({ path: 'bare Next.js page', url: `http://localhost:${BARE_PORT}/bare` });
  }
  let below = false;
  console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile, performance, median of ${runs}`);
  for (const { path, url } of pages) {
    const results = Array.from({ length: runs }, () => lighthouse(url));
    const score = median(results.map((r) => r.score));
    const budget = budgetFor(path);
    below ||= score < budget;
    console.log(
      `${path.padEnd(36)} ${String(score).padStart(3)}  (runs ${results.map((r) => r.score).join(', ')})  LCP ${median(results.map((r) => r.lcp)).toFixed(0)} ms  TBT ${median(results.map((r) => r.tbt)).toFixed(0)} ms  CLS ${median(results.map((r) => r.cls)).toFixed(3)}  ${score >= budget ? 'ok' : `BELOW ${budget}`}`,
    );
  }
  process.exitCode = below ? 1 : 0;
} finally {
  stopStarted();
}
