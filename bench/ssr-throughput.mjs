// SSR throughput of /demo/market against a bare dynamic Next.js page that makes one uncached platform
// fetch, in the same run: the bare page by `next start`, the market by scripts/serve.mjs (front cache off), against the same embedded platform, loaded in
// turn by the same closed-loop client (support.mjs closedLoop). Budget: market ≥ bare. Usage (after
// `next build`; bench/throughput.mjs measures the caching budgets around it):
//   node bench/ssr-throughput.mjs [--seconds 10] [--connections 8] [--path /demo/market/product/101]
//     [--web-port 3152] [--platform-port 4150]
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildBareApp, cliOptions, closedLoop, removeFolder, root, startDetached, stopStartedAndWait, stopStartedOnSignals, storefrontEnv, waitForUrl } from './support.mjs';

const options = cliOptions();
const seconds = options.number('seconds', 10);
const path = options.string('path', '/demo/market');
const connections = options.number('connections', 8);
const WEB_PORT = options.number('web-port', 3152);
const BARE_PORT = options.number('bare-port', WEB_PORT - 1);
const PLATFORM_PORT = options.number('platform-port', 4150);
const env = storefrontEnv({ platformPort: PLATFORM_PORT, webPort: WEB_PORT });
function start(command, argv, options = {}) {
  return startDetached(command, argv, { env, ...options });
}

let failed = false;
let bareDir;
const removeBare = () => removeFolder(bareDir);
stopStartedOnSignals(removeBare);
try {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync(resolve(root, distDir, 'BUILD_ID'))) throw new Error(`no build in ${distDir}: run \`next build\` first`);
  bareDir = mkdtempSync(join(tmpdir(), 'kirari-bare-ssr-'));
  await buildBareApp({ dir: bareDir, env });
  start('npx', ['tsx', 'platform/main.ts'], { cwd: root, env: { ...env, PLATFORM_PORT: String(PLATFORM_PORT), INTERACTION_PORT: String(PLATFORM_PORT + 1), PLATFORM_SIMULATION: '0', PLATFORM_QUIET: '1' } });
  await waitForUrl(`http://127.0.0.1:${PLATFORM_PORT}/__control/health`);
  start('npx', ['next', 'start', '-p', String(BARE_PORT)], { cwd: bareDir });
  // Server rendering is what is measured here: the front cache (ADR 0008) would answer the market from memory.
  start(process.execPath, ['scripts/serve.mjs', '-p', String(WEB_PORT)], { cwd: root, env: { ...env, FRONT_CACHE: 'off' } });
  await Promise.all([waitForUrl(`http://localhost:${BARE_PORT}/bare`), waitForUrl(`http://localhost:${WEB_PORT}${path}`)]);
  const targets = [
    ['bare dynamic page + 1 platform fetch', `http://localhost:${BARE_PORT}/bare`],
    [path, `http://localhost:${WEB_PORT}${path}`],
  ];
  for (const [, url] of targets) await closedLoop(url, { connections, seconds: 2 }); // warm-up, discarded
  const results = [];
  for (const [name, url] of targets) results.push([name, await closedLoop(url, { connections, seconds })]);
  console.log(`${connections} connections, ${seconds} s each, same machine and platform`);
  for (const [name, r] of results) console.log(`${name.padEnd(40)} ${r.rps.toFixed(1).padStart(7)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  errors ${r.errors}`);
  const ratio = results[1][1].rps / results[0][1].rps;
  console.log(`${path === '/demo/market' ? 'market' : path} / bare: ${ratio.toFixed(2)} (${ratio >= 1 ? 'ok' : 'BELOW budget'})`);
} catch (error) {
  failed = true;
  console.error(error.message);
} finally {
  await stopStartedAndWait();
  removeBare();
}
process.exit(failed ? 1 : 0);
