// `npm test`: the production build (while Debian's packages install in the background), jest
// (unit + contract) with lint and the typecheck beside it, then Playwright e2e on that build (scripts/serve.mjs, through
// scripts/e2e-shards.mjs: E2E_SHARDS stacks side by side, 2 by default), then the tests tagged @standalone again on the standalone server (what the
// Dockerfile runs: scripts/standalone.mjs), then the @engines subset (tests/engines) in WebKit and
// Firefox side by side on the same build, with nothing else running (TEST_ENGINES=0 leaves it out),
// then the tests tagged @edge in workerd against the edge build (OpenNext, built once, beside the e2e at the lowest priority)
// (docs/adr/0014-edge-host.md; TEST_EDGE=0 leaves them out).
// Prints each step's time and a closing `tests: N passed, N failed` line that counts the engine tests too.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { installInBackground } from './debian-packages.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureEngines } from './ensure-engines.mjs';
import { ensureRedisServer } from './redis-server.mjs';
import { runToEnd } from './processes.mjs';

mkdirSync('.tmp', { recursive: true });
// Results of an earlier run must not be counted when a step does not run this time.
for (const file of ['jest.json', 'e2e.json', 'e2e-shard-1.json', 'e2e-shard-2.json', 'e2e-standalone.json', 'engines.json', 'e2e-edge.json']) rmSync(`.tmp/${file}`, { force: true });
const steps = [];

async function step(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const code = await runToEnd(command, args, { env });
  steps.push({ name, code, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return code;
}

/** A step run beside the others, its output in `log` (printed if it fails): resolves to its exit code. */
function background(name, command, args, log) {
  const started = Date.now();
  console.log(`\n▷ ${name} (beside the next steps, output in ${log}): ${command} ${args.join(' ')}`);
  const out = openSync(log, 'w');
  return runToEnd(command, args, { stdio: ['ignore', out, out] }).then((code) => {
    closeSync(out);
    steps.push({ name, code, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    if (code !== 0) console.log(`\n✗ ${name} failed; the end of ${log}:\n${readFileSync(log, 'utf8').split('\n').slice(-40).join('\n')}`);
    return code;
  });
}

function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
  } catch {
    return null;
  }
}

const withEngines = process.env.TEST_ENGINES !== '0';
const withEdge = process.env.TEST_EDGE !== '0';
// A fresh machine fetches and unpacks Debian's packages while lint, the typecheck and the build run.
const packages = installInBackground(['chromium', 'redis', ...(withEngines ? ['engines'] : [])]);
const built = await step('build', 'npx', ['next', 'build']);
await packages;
// The cache handler's unit tests and the two-instance e2e run against Debian's redis-server.
ensureRedisServer();
// Lint and the typecheck (one core each, one after the other) beside jest (two workers): on 2 cores
// the three in a row left a core idle for ~2 min.
const checks = background('lint', 'npx', ['eslint', '.', '--max-warnings=0'], '.tmp/lint.log').then(() => background('typecheck', 'npx', ['tsc', '--noEmit'], '.tmp/typecheck.log'));
await step('jest', 'npx', ['jest', '--ci', '--maxWorkers=2', '--json', '--outputFile=.tmp/jest.json']);
await checks;
ensureChromium();
if (withEngines) ensureEngines();
if (built === 0) {
  // The edge build runs beside the e2e at the lowest CPU priority: it takes the cycles the e2e leaves
  // idle (waits for timeouts, realtime, video) instead of 5–8 min of its own at the end.
  const edgeBuild = withEdge ? background('edge-build', 'nice', ['-n', '19', 'node', 'scripts/edge-build.mjs'], '.tmp/edge-build.log') : null;
  // Two stacks by default (E2E_SHARDS): with the headless shell one stack left a core idle while tests waited.
  await step('e2e', 'node', ['scripts/e2e-shards.mjs', '--name', 'e2e']);
  await step('e2e-standalone', 'npx', ['playwright', 'test', '--reporter=list,json'], { E2E_SERVER: 'standalone', PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/e2e-standalone.json' });
  if (withEngines) await step('engines', 'npx', ['tsx', 'tests/engines/run.ts', '--output', '.tmp/engines.json']);
  // Last, with nothing else running: the subset plays video.
  if (edgeBuild && (await edgeBuild) === 0) {
    await step('e2e-edge', 'npx', ['playwright', 'test', '--reporter=list,json'], { E2E_SERVER: 'edge', PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/e2e-edge.json' });
  }
}

const jest = readJson('.tmp/jest.json');
// tests/engines/run.ts writes the same { stats: { expected, unexpected } } shape as Playwright's JSON.
const e2eRuns = { e2e: readJson('.tmp/e2e.json'), 'e2e-standalone': readJson('.tmp/e2e-standalone.json'), engines: readJson('.tmp/engines.json'), 'e2e-edge': readJson('.tmp/e2e-edge.json') };
let passed = 0;
let failed = 0;
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
}
for (const e2e of Object.values(e2eRuns)) {
  if (!e2e?.stats) continue;
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected;
}
// A step that failed without failing a test (lint, typecheck, build, a crashed runner) still fails the run.
const failedSteps = steps.filter((s) => s.code !== 0);
const countedFailures = (name) => (name === 'jest' ? jest?.numFailedTests : e2eRuns[name]?.stats?.unexpected);
const uncounted = failedSteps.filter((s) => !countedFailures(s.name));
failed += uncounted.length;

console.log('\nSteps:');
for (const s of steps) console.log(`  ${s.code === 0 ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds} s)`);
const engines = e2eRuns.engines?.stats;
const engineNote = engines ? ` (engines: ${engines.expected + (engines.flaky ?? 0)} passed${engines.flaky ? `, ${engines.flaky} of them on a retry` : ''}, ${engines.unexpected} failed)` : withEngines ? '' : ' (engines left out: TEST_ENGINES=0)';
console.log(`tests: ${passed} passed, ${failed} failed${engineNote}`);
process.exit(failedSteps.length > 0 ? 1 : 0);
