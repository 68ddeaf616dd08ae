// `npm test`: the production build with lint beside it (while Debian's packages install in the
// background), jest (unit + contract) with the typecheck beside it, then Playwright e2e on that build
// (scripts/serve.mjs, through scripts/e2e-shards.mjs: E2E_SHARDS stacks side by side, 2 by default).
// Beside the e2e: the edge build (OpenNext, at the lowest priority), then the tests tagged @edge in
// workerd against it (docs/adr/0014-edge-host.md; TEST_EDGE=0 leaves them out) and the tests tagged
// @standalone on the standalone server (what the Dockerfile runs: scripts/standalone.mjs). Last, with
// nothing else running, the @engines subset (tests/engines) in WebKit and Firefox side by side on the
// same build (TEST_ENGINES=0 leaves it out).
// Prints each step's time and a closing `tests: N passed, N failed` line that counts the engine tests too.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { installInBackground } from './debian-packages.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { engineFailures, jestFailures, playwrightFailures } from './failures.mjs';
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
function background(name, command, args, log, env = {}) {
  const started = Date.now();
  console.log(`\n▷ ${name} (beside the next steps, output in ${log}): ${command} ${args.join(' ')}`);
  const out = openSync(log, 'w');
  return runToEnd(command, args, { stdio: ['ignore', out, out], env }).then((code) => {
    closeSync(out);
    steps.push({ name, code, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    if (code !== 0) console.log(`\n✗ ${name} failed; the end of ${log}:\n${readFileSync(log, 'utf8').split('\n').slice(-40).join('\n')}`);
    return code;
  });
}

/** Ports apart from the e2e shards' (3100/4110 + 100 per shard) for a subset run beside them. */
function sidePorts(web, platform) {
  return { E2E_WEB_PORT: String(web), E2E_PLATFORM_PORT: String(platform), E2E_EMBED_PORT: String(web + 5) };
}

/** A Playwright subset (E2E_SERVER) run beside the e2e: its own output folder, its report and summary printed when it ends. */
async function subset(name, env) {
  const log = `.tmp/${name}.log`;
  const code = await background(name, 'npx', ['playwright', 'test', '--reporter=list,json'], log, {
    ...env,
    E2E_OUTPUT_DIR: `test-results/${name}`,
    PLAYWRIGHT_JSON_OUTPUT_NAME: `.tmp/${name}.json`,
  });
  if (code === 0) console.log(`\n✓ ${name}:\n${readFileSync(log, 'utf8').split('\n').filter((line) => /^\s+(✓|✘|-|\d+ (passed|failed|flaky|skipped))/.test(line)).join('\n')}`);
  return code;
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
// Lint (one core) beside the build, whose page-data and static-page phases run on one worker; the
// build leaves out its own TypeScript pass (one core, ~40 s): the typecheck step below checks the
// same program, beside jest (docs/adr/0015-ci-time.md).
const lint = background('lint', 'npx', ['eslint', '.', '--max-warnings=0'], '.tmp/lint.log');
// Neither build writes Turbopack's cache for a next build: a CI clone builds once (next.config.mjs).
const built = await step('build', 'npx', ['next', 'build'], { KIRARI_BUILD_TYPECHECK: '0', KIRARI_BUILD_CACHE: '0' });
await packages;
// The cache handler's unit tests and the two-instance e2e run against Debian's redis-server.
ensureRedisServer();
// The typecheck reads the route types the build generated (.next/types).
const typecheck = background('typecheck', 'npx', ['tsx', 'scripts/typecheck.ts'], '.tmp/typecheck.log');
await step('jest', 'npx', ['jest', '--ci', '--maxWorkers=2', '--json', '--outputFile=.tmp/jest.json']);
await Promise.all([lint, typecheck]);
ensureChromium();
if (withEngines) ensureEngines();
if (built === 0) {
  // Beside the e2e, which leaves ~10% of the CPU idle while its tests wait for realtime, holds and
  // video: the edge build at the lowest CPU priority, then the @edge subset against it and the
  // @standalone subset, each on ports of its own (docs/adr/0015-ci-time.md).
  const edgeBuild = withEdge ? background('edge-build', 'nice', ['-n', '19', 'node', 'scripts/edge-build.mjs'], '.tmp/edge-build.log', { KIRARI_BUILD_CACHE: '0' }) : Promise.resolve(null);
  const subsets = edgeBuild.then(async (edgeBuilt) => {
    if (edgeBuilt === 0) await subset('e2e-edge', { E2E_SERVER: 'edge', ...sidePorts(3400, 4410) });
    await subset('e2e-standalone', { E2E_SERVER: 'standalone', ...sidePorts(3300, 4310) });
  });
  // Two stacks by default (E2E_SHARDS): with the headless shell one stack left a core idle while tests waited.
  await step('e2e', 'node', ['scripts/e2e-shards.mjs', '--name', 'e2e']);
  await subsets;
  // Last, with nothing else running: WebKit and Firefox play video side by side.
  if (withEngines) await step('engines', 'npx', ['tsx', 'tests/engines/run.ts', '--output', '.tmp/engines.json']);
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

// The failed tests by name, last, where CI's tail of the output still shows them.
const failures = [
  ...jestFailures(jest),
  ...Object.entries(e2eRuns).flatMap(([name, report]) =>
    // The e2e's own report only sums its shards: their reports hold the tests.
    name === 'engines' ? engineFailures(report) : (report?.shards ? report.shards.map(readJson) : [report]).flatMap(playwrightFailures),
  ),
];
if (failures.length > 0) console.log(`\nFailed tests:\n${failures.map((f) => `  ✘ ${f.name}\n${f.error}`).join('\n')}`);

console.log('\nSteps:');
for (const s of steps) console.log(`  ${s.code === 0 ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds} s)`);
const engines = e2eRuns.engines?.stats;
const engineNote = engines ? ` (engines: ${engines.expected + (engines.flaky ?? 0)} passed${engines.flaky ? `, ${engines.flaky} of them on a retry` : ''}, ${engines.unexpected} failed)` : withEngines ? '' : ' (engines left out: TEST_ENGINES=0)';
console.log(`tests: ${passed} passed, ${failed} failed${engineNote}`);
process.exit(failedSteps.length > 0 ? 1 : 0);
