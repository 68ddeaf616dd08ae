// The standalone build's server (scripts/standalone.mjs) against the same server from the repository (scripts/serve.mjs): time from spawn to the first
// 200 on a probe path, and resident memory after a warm-up of public pages. Prints figures, no budget.
// Usage (after `next build`): node bench/standalone.mjs [--web-port 3156] [--platform-port 4156] [--warmup 200]
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { assemble } from '../scripts/standalone.mjs';
import { cliOptions, closedLoop, processTree, root, startDetached, stopStartedAndWait, stopStartedOnSignals, storefrontEnv, waitForUrl } from './support.mjs';

const options = cliOptions();
const WEB_PORT = options.number('web-port', 3156);
const PLATFORM_PORT = options.number('platform-port', 4156);
const WARMUP = options.number('warmup', 200);
const PROBE = '/demo/market';
const PAGES = ['/demo/market', '/demo/market/product/101', '/demo/market/info', '/demo/live'];
const env = storefrontEnv({ platformPort: PLATFORM_PORT, webPort: WEB_PORT });

/** Resident set of a process and its children (npx → next), in MiB, from /proc. */
function rssMiB(pid) {
  const kib = (p) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
  return processTree(pid).reduce((sum, p) => sum + kib(p), 0) / 1024;
}

async function firstOk(url, deadlineMs = 60_000) {
  const started = performance.now();
  while (performance.now() - started < deadlineMs) {
    const status = await fetch(url).then((r) => r.status, () => 0);
    if (status === 200) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} gave no 200 within ${deadlineMs} ms`);
}

async function measure(name, command, argv) {
  const started = performance.now();
  const child = startDetached(command, argv, { env: { ...env, PORT: String(WEB_PORT), HOSTNAME: '0.0.0.0' } });
  await firstOk(`http://localhost:${WEB_PORT}${PROBE}`);
  const startMs = performance.now() - started;
  for (const page of PAGES) await closedLoop(`http://localhost:${WEB_PORT}${page}`, { connections: 4, seconds: Math.max(1, WARMUP / 100) });
  const rss = rssMiB(child.pid);
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((r) => child.once('exit', r));
  console.log(`${name.padEnd(22)} first 200 on ${PROBE}: ${startMs.toFixed(0).padStart(5)} ms   RSS after warm-up: ${rss.toFixed(0)} MiB`);
}

let failed = false;
stopStartedOnSignals();
try {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync(resolve(root, distDir, 'standalone', 'server.js'))) throw new Error(`no standalone build in ${distDir}: run \`next build\` first`);
  const { server } = assemble(root);
  startDetached('npx', ['tsx', 'platform/main.ts'], { env: { ...env, PLATFORM_PORT: String(PLATFORM_PORT), INTERACTION_PORT: String(PLATFORM_PORT + 1), PLATFORM_SIMULATION: '0', PLATFORM_QUIET: '1' } });
  await waitForUrl(`http://127.0.0.1:${PLATFORM_PORT}/__control/health`);
  await measure('standalone serve.mjs', process.execPath, [server]);
  await measure('repository serve.mjs', process.execPath, [resolve(root, 'scripts/serve.mjs'), '-p', String(WEB_PORT), '-H', '0.0.0.0']);
} catch (error) {
  failed = true;
  console.error(error.message);
} finally {
  await stopStartedAndWait();
}
process.exit(failed ? 1 : 0);
