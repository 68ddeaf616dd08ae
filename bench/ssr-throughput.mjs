// SSR throughput of /demo/market against a bare dynamic Next.js page that makes one uncached platform
// fetch, in the same run: both served by `next start` against the same embedded platform, loaded in
// turn by the same closed-loop client. Budget: market ≥ bare. Usage (after `next build`):
//   node bench/ssr-throughput.mjs [--seconds 10] [--connections 8] [--path /demo/market/product/101]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, startDetached, stopStarted, waitForUrl } from './support.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const seconds = option('seconds', 10);
const pathIndex = args.indexOf('--path');
const path = pathIndex >= 0 ? args[pathIndex + 1] : '/demo/market';
const connections = option('connections', 8);
const PLATFORM_PORT = 4150;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PLATFORM_API_URL: `http://127.0.0.1:${PLATFORM_PORT}`, INTERACTION_API_URL: `http://127.0.0.1:${PLATFORM_PORT + 1}`, SITE_URL: 'http://localhost:3152' };
function start(command, argv, options = {}) {
  return startDetached(command, argv, { env, ...options });
}

function buildBare() {
  // Outside the repo so the app's middleware does not apply to it; webpack because Turbopack will not
  // follow the node_modules link out of its root (the bundler does not matter for this page's SSR).
  const dir = join(tmpdir(), 'kirari-bare-ssr');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app/bare'), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bare-ssr', private: true }));
  writeFileSync(join(dir, 'next.config.mjs'), 'export default {};\n');
  writeFileSync(join(dir, 'app/layout.js'), 'export default function L({children}){return <html><body>{children}</body></html>}\n');
  writeFileSync(
    join(dir, 'app/bare/page.js'),
    `export const dynamic='force-dynamic';
export default async function P(){const r=await fetch(process.env.PLATFORM_API_URL+'/api/v1/buyer/stores/demo',{cache:'no-store'});const s=await r.json();return <main><h1>{s.data.name}</h1></main>}\n`,
  );
  return new Promise((resolveBuild, reject) => {
    const child = spawn('npx', ['next', 'build', '--webpack'], { cwd: dir, stdio: 'ignore', env });
    child.on('exit', (code) => (code === 0 ? resolveBuild(dir) : reject(new Error('bare build failed'))));
  });
}

/** Closed loop: each connection requests again as soon as the last answer is read. */
async function load(url, duration = seconds) {
  const deadline = Date.now() + duration * 1000;
  const latencies = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const started = performance.now();
        try {
          const response = await fetch(url);
          await response.arrayBuffer();
          if (response.status !== 200) errors += 1;
          else latencies.push(performance.now() - started);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { rps: latencies.length / duration, p50: pick(0.5), p95: pick(0.95), errors };
}

try {
  if (!existsSync(join(root, '.next/BUILD_ID'))) throw new Error('run `next build` first');
  const bareDir = await buildBare();
  start('npx', ['tsx', 'platform/main.ts'], { cwd: root, env: { ...env, PLATFORM_PORT: String(PLATFORM_PORT), PLATFORM_SIMULATION: '0', PLATFORM_QUIET: '1' } });
  await waitForUrl(`http://127.0.0.1:${PLATFORM_PORT}/__control/health`);
  start('npx', ['next', 'start', '-p', '3151'], { cwd: bareDir });
  start('npx', ['next', 'start', '-p', '3152'], { cwd: root });
  await Promise.all([waitForUrl('http://localhost:3151/bare'), waitForUrl(`http://localhost:3152${path}`)]);
  const targets = [
    ['bare dynamic page + 1 platform fetch', 'http://localhost:3151/bare'],
    [path, `http://localhost:3152${path}`],
  ];
  for (const [, url] of targets) await load(url, 2); // warm-up, discarded
  const results = [];
  for (const [name, url] of targets) results.push([name, await load(url)]);
  console.log(`${connections} connections, ${seconds} s each, same machine and platform`);
  for (const [name, r] of results) console.log(`${name.padEnd(40)} ${r.rps.toFixed(1).padStart(7)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  errors ${r.errors}`);
  const ratio = results[1][1].rps / results[0][1].rps;
  console.log(`${path === '/demo/market' ? 'market' : path} / bare: ${ratio.toFixed(2)} (${ratio >= 1 ? 'ok' : 'BELOW budget'})`);
} finally {
  stopStarted();
}
