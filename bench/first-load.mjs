// First Load JS (gzip) per route of the production build, against a bare Next.js page of the same
// versions built in a temporary folder. Budgets (over the bare page): market/product +20 KiB,
// cart/checkout +35 KiB, live room +90 KiB. Usage: node bench/first-load.mjs [--no-bare]
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
// Store routes live under the internal locale and audience segments (docs/adr/0001-caching.md).
const STORE = String.raw`^\/\[locale\]\/\[audience\]\/\[store\]`;
const BUDGETS = [
  { match: new RegExp(`${STORE}\\/market(\\/product\\/\\[productId\\]|\\/list\\/\\[kind\\]\\/\\[page\\])?$`), extraKiB: 20 },
  { match: new RegExp(`${STORE}\\/shopping(\\/checkout(\\/\\[orderId\\])?)?$`), extraKiB: 35 },
  { match: new RegExp(`${STORE}\\/live\\/\\[id\\]$`), extraKiB: 90 },
];

function routeStats(appDir, distDir) {
  const file = join(appDir, distDir, 'diagnostics/route-bundle-stats.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run next build first`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

function gzipKiB(appDir, distDir, chunks) {
  let bytes = 0;
  for (const chunk of chunks) {
    const path = [join(appDir, distDir, chunk), join(appDir, chunk)].find(existsSync);
    if (path) bytes += gzipSync(readFileSync(path), { level: 9 }).length;
  }
  return bytes / 1024;
}

function routesOf(appDir, distDir = '.next') {
  const stats = routeStats(appDir, distDir);
  const entries = Array.isArray(stats) ? stats : Object.entries(stats).map(([route, value]) => ({ route, ...value }));
  return entries.map((entry) => ({
    route: entry.route ?? entry.page ?? entry.path,
    raw: (entry.firstLoadUncompressedJsBytes ?? 0) / 1024,
    gzip: gzipKiB(appDir, distDir, entry.firstLoadChunkPaths ?? entry.chunks ?? []),
  }));
}

function buildBare() {
  // Its own next.config keeps Next from using the app's; the Turbopack root stays the repo's.
  const dir = join(root, '.tmp/bare-app');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app/bare'), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bare', private: true }));
  writeFileSync(join(dir, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`);
  writeFileSync(join(dir, 'app/layout.js'), 'export default function L({children}){return <html><body>{children}</body></html>}\n');
  writeFileSync(join(dir, 'app/bare/page.js'), "export const dynamic='force-dynamic';export default function P(){return <p>bare</p>}\n");
  execSync('npx next build', { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  return routesOf(dir).find((r) => r.route === '/bare');
}

const bare = process.argv.includes('--no-bare') ? null : buildBare();
// NEXT_DIST_DIR: a private build folder (parallel local builds), as next.config.mjs reads it.
const routes = routesOf(root, process.env.NEXT_DIST_DIR || '.next').filter((r) => r.route && !r.route.startsWith('/_'));
console.log(`bare Next.js page: ${bare ? `${bare.gzip.toFixed(1)} KiB gzip` : 'not built'}`);
console.log('route'.padEnd(48), 'gzip KiB', ' over bare', ' budget');
let overBudget = false;
for (const r of routes.sort((a, b) => a.route.localeCompare(b.route))) {
  const budget = BUDGETS.find((b) => b.match.test(r.route));
  const over = bare ? r.gzip - bare.gzip : NaN;
  const fail = budget && bare && over > budget.extraKiB;
  overBudget ||= Boolean(fail);
  console.log(r.route.padEnd(48), r.gzip.toFixed(1).padStart(8), (bare ? over.toFixed(1) : '-').padStart(10), budget ? `${fail ? 'OVER ' : 'ok   '}+${budget.extraKiB}` : '');
}
process.exit(overBudget ? 1 : 0);
