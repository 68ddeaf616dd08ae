// The Playwright e2e in shards that run side by side, each with a stack of its own: its own
// platform (so one shard's faults, resets and carts never meet another's), storefront and ports.
// Two by default (E2E_SHARDS): in Chromium's headless shell one stack leaves a core idle while its
// tests wait for realtime, holds and video; the full suite at load ~10–12 took 1652 s in one stack and
// 1124 s in two (1.47×). Writes each shard's JSON and `.tmp/<name>.json` with the
// summed stats (the shape scripts/test.mjs counts). Usage:
//   node scripts/e2e-shards.mjs [--shards N] [--name e2e] [--write-costs] [-- playwright args…]
// Each shard's lines are prefixed with [i/N]; a shard's stack is on ports base + 100·i.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { costLines, costsByFile, planShards } from './e2e-costs.mjs';

const argv = process.argv.slice(2);
const option = (flag, fallback) => {
  const at = argv.indexOf(flag);
  return at >= 0 ? argv[at + 1] : fallback;
};
const separator = argv.indexOf('--');
const playwrightArgs = separator >= 0 ? argv.slice(separator + 1) : [];
const shards = Math.max(1, Number(option('--shards', process.env.E2E_SHARDS ?? 2)));
const name = option('--name', 'e2e');

/** Shard 1's ports (the e2e defaults, or E2E_WEB_PORT / E2E_PLATFORM_PORT); shard i is 100·i above. */
const BASE = { web: Number(process.env.E2E_WEB_PORT ?? 3100), platform: Number(process.env.E2E_PLATFORM_PORT ?? 4110) };

/**
 * The spec files of each shard, balanced by what each file cost in a full run (tests/e2e/file-costs.json,
 * rewritten from a run's report with `--write-costs`), when the whole suite runs; with file filters
 * given, Playwright's own --shard splits them.
 */
const COSTS = 'tests/e2e/file-costs.json';
const filtered = playwrightArgs.some((arg) => !arg.startsWith('-'));
const plan =
  shards > 1 && !filtered
    ? planShards(
        readdirSync('tests/e2e').filter((file) => file.endsWith('.spec.ts')),
        JSON.parse(readFileSync(COSTS, 'utf8')),
        shards,
      )
    : null;

function runShard(index) {
  const label = `[${index + 1}/${shards}]`;
  const json = `.tmp/${name}-shard-${index + 1}.json`;
  const env = {
    ...process.env,
    E2E_WEB_PORT: String(BASE.web + 100 * index),
    E2E_PLATFORM_PORT: String(BASE.platform + 100 * index),
    E2E_EMBED_PORT: String(BASE.web + 100 * index + 5),
    E2E_OUTPUT_DIR: `test-results/${name}-shard-${index + 1}`,
    PLAYWRIGHT_JSON_OUTPUT_NAME: json,
  };
  const split = plan ? plan[index].files.map((file) => `tests/e2e/${file}`) : shards > 1 ? [`--shard=${index + 1}/${shards}`] : [];
  const args = ['playwright', 'test', '--reporter=list,json', ...split, ...playwrightArgs];
  const child = spawn('npx', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`${label} ${line}`));
  }
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), json })));
}

const started = Date.now();
const results = await Promise.all(Array.from({ length: shards }, (_, index) => runShard(index)));
const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
const suites = [];
for (const { json } of results) {
  try {
    const report = JSON.parse(readFileSync(json, 'utf8'));
    const shard = report.stats ?? {};
    for (const key of Object.keys(stats)) stats[key] += shard[key] ?? 0;
    suites.push(...(report.suites ?? []));
  } catch {
    // A shard that crashed before writing its report fails through its exit code.
  }
}
writeFileSync(`.tmp/${name}.json`, JSON.stringify({ stats, shards: results.map((r) => r.json) }, null, 2));
const costs = costsByFile({ suites });
if (argv.includes('--write-costs') && !filtered && stats.unexpected === 0) {
  const byName = Object.fromEntries([...costs].sort((a, b) => a.file.localeCompare(b.file)).map((entry) => [entry.file, Math.round(entry.seconds)]));
  writeFileSync(COSTS, `${JSON.stringify(byName, null, 2)}\n`);
}
console.log(`${name}: the most expensive spec files (test time, retries included):`);
for (const line of costLines(costs)) console.log(`  ${line}`);
console.log(`${name}: ${shards} shards in ${((Date.now() - started) / 1000).toFixed(0)} s: ${stats.expected} passed, ${stats.flaky} flaky, ${stats.unexpected} failed, ${stats.skipped} skipped`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
