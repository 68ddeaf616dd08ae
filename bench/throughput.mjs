// The caching budgets in one run, against the production build (scripts/serve.mjs with the embedded
// platform) and a bare Next.js app of the same versions, same machine and platform, each target
// loaded in turn by the same closed-loop client (support.mjs closedLoop):
//   bare static   a bare page without dynamic APIs (prerendered)
//   bare dynamic  a bare dynamic page making one uncached platform fetch (as ssr-throughput.mjs)
//   anon market   /demo/market without cookies
//   anon room     /demo/live/<id> without cookies, <id> the store's live post (platform posts/latest)
//   member market /demo/market with the demo member's token cookie (signed in through the platform)
// then a flood: --flood-connections (200) on the anonymous room for --flood-seconds.
// Prints each URL's caching headers, req/s and latency per target, and the budgets' ratios:
//   anon room / anon market ≥ 0.8; member market / bare dynamic ≥ 0.6 (goal 1.0);
//   anon market / bare static (reported); the GET flood's p99 and errors (reported: the flood
//   budget is a whole arrival, bench/arrivals.mjs).
// Every request is a browser navigation without a cookie jar (support.mjs NAVIGATION_HEADERS); req/s
// counts 200 answers. A missed budget is printed, not an exit code: only a setup failure exits
// non-zero, and everything started is stopped either way.
// Usage (after `next build`; NEXT_DIST_DIR selects a private build folder, as for next build):
//   node bench/throughput.mjs [--seconds 10] [--connections 10] [--flood-seconds 20]
//     [--flood-connections 200] [--rounds 1] [--warmup 2] [--timeout 30] [--store demo]
//     [--web-port 3260] [--bare-port 3261] [--platform-port 4260 (and +1 for interaction)]
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  buildBareApp,
  BARE_DYNAMIC_PAGE,
  BARE_STATIC_PAGE,
  cliOptions,
  closedLoop,
  livePostIdOf,
  mergeLoads,
  platformJson,
  portInUse,
  probe,
  removeFolder,
  REQUEST_TIMEOUT_MS,
  root,
  servicesDown,
  startService,
  stopStartedAndWait,
  stopStartedOnSignals,
  storefrontEnv,
  waitForUrl,
  whileServicesUp,
} from './support.mjs';

const options = cliOptions();
const SECONDS = options.number('seconds', 10);
const CONNECTIONS = options.number('connections', 10);
const FLOOD_SECONDS = options.number('flood-seconds', 20);
const FLOOD_CONNECTIONS = options.number('flood-connections', 200);
const ROUNDS = options.number('rounds', 1);
const WARMUP_SECONDS = options.number('warmup', 2);
const WEB_PORT = options.number('web-port', 3260);
const BARE_PORT = options.number('bare-port', WEB_PORT + 1);
const PLATFORM_PORT = options.number('platform-port', 4260);
const STORE = options.string('store', 'demo');
const TIMEOUT_MS = options.number('timeout', REQUEST_TIMEOUT_MS / 1000) * 1000;

const BUDGET = { roomOverMarket: 0.8, memberOverBare: 0.6, memberGoal: 1.0, floodP99Ms: 300 };
const MEMBER_TOKEN_COOKIE = 'kirari_token'; // lib/identity/cookies.ts
const DEMO_MEMBER = { email: 'buyer@example.com', password: 'kirari-demo' }; // platform/seed/users.ts

const PLATFORM = `http://127.0.0.1:${PLATFORM_PORT}`;
const WEB = `http://localhost:${WEB_PORT}`;
const BARE = `http://localhost:${BARE_PORT}`;
const env = storefrontEnv({ platformPort: PLATFORM_PORT, webPort: WEB_PORT });

async function memberToken() {
  const answer = await platformJson(PLATFORM, 'POST', '/api/v2/auth/user/login', DEMO_MEMBER);
  if (typeof answer?.kirari_token !== 'string') throw new Error('the platform login answered no kirari_token');
  return answer.kirari_token;
}

const cookieNames = (setCookie) => (setCookie ?? []).map((line) => line.split('=')[0].trim());
const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const fixed = (value, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

let setupFailed = false;
let workDir;
const removeWork = () => removeFolder(workDir);
stopStartedOnSignals(removeWork);
try {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync(resolve(root, distDir, 'BUILD_ID'))) throw new Error(`no build in ${distDir}: run next build first`);
  const ports = [WEB_PORT, BARE_PORT, PLATFORM_PORT, PLATFORM_PORT + 1];
  const busy = (await Promise.all(ports.map(async (port) => ((await portInUse(port)) ? port : null)))).filter(Boolean);
  if (busy.length) throw new Error(`port(s) ${busy.join(', ')} already answer: choose others (--web-port, --bare-port, --platform-port)`);

  // The bare app and the servers' output, removed at the end.
  workDir = mkdtempSync(join(tmpdir(), 'kirari-throughput-'));
  const bareDir = join(workDir, 'bare');
  const log = (name) => join(workDir, `${name}.log`);
  console.log('starting the platform and building the bare app…');
  startService('the platform', 'npx', ['tsx', 'platform/main.ts'], {
    log: log('platform'),
    env: { ...env, PLATFORM_PORT: String(PLATFORM_PORT), INTERACTION_PORT: String(PLATFORM_PORT + 1), STOREFRONT_URL: WEB, PLATFORM_SIMULATION: '0', PLATFORM_QUIET: '1' },
  });
  const bareBuild = buildBareApp({ pages: { bare: BARE_DYNAMIC_PAGE, static: BARE_STATIC_PAGE }, dir: bareDir, env });
  bareBuild.catch(() => {}); // awaited below; this only keeps an early failure from being unhandled
  await whileServicesUp(waitForUrl(`${PLATFORM}/__control/health`, 120_000));
  const [postId, token] = await Promise.all([livePostIdOf(PLATFORM, STORE), memberToken()]);
  await bareBuild;

  startService('the bare app', 'npx', ['next', 'start', '-p', String(BARE_PORT)], { cwd: bareDir, env, log: log('bare') });
  startService('the storefront', process.execPath, ['scripts/serve.mjs', '-p', String(WEB_PORT)], { env, log: log('web') });
  await whileServicesUp(Promise.all([waitForUrl(`${BARE}/static`, 120_000), waitForUrl(`${WEB}/${STORE}/market`, 120_000)]));

  const memberCookie = { Cookie: `${MEMBER_TOKEN_COOKIE}=${token}` };
  const targets = [
    { key: 'bareStatic', name: 'bare static', url: `${BARE}/static` },
    { key: 'bareDynamic', name: 'bare dynamic (1 platform fetch)', url: `${BARE}/bare` },
    { key: 'anonMarket', name: 'anon market', url: `${WEB}/${STORE}/market` },
    { key: 'anonRoom', name: `anon room (post ${postId})`, url: `${WEB}/${STORE}/live/${postId}` },
    { key: 'memberMarket', name: 'member market', url: `${WEB}/${STORE}/market`, headers: memberCookie },
  ];

  // Headers of each URL, on its own first request; anything but a 200 is a setup failure.
  const probes = [];
  for (const target of targets) {
    const answer = await probe(target.url, target.headers);
    if (answer.status !== 200) {
      throw new Error(`${target.name} ${target.url} answered ${answer.status || answer.error?.message}${answer.headers?.location ? ` → ${answer.headers.location}` : ''}`);
    }
    probes.push([target, answer]);
  }

  for (const target of targets) await closedLoop(target.url, { connections: CONNECTIONS, seconds: WARMUP_SECONDS, headers: target.headers, timeoutMs: TIMEOUT_MS });
  const perRound = Object.fromEntries(targets.map((t) => [t.key, []]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const target of targets) {
      process.stdout.write(`round ${round}/${ROUNDS}: ${target.name}…\n`);
      perRound[target.key].push(await closedLoop(target.url, { connections: CONNECTIONS, seconds: SECONDS, headers: target.headers, timeoutMs: TIMEOUT_MS }));
    }
  }
  const results = Object.fromEntries(Object.entries(perRound).map(([key, loads]) => [key, mergeLoads(loads)]));
  const room = targets.find((t) => t.key === 'anonRoom');
  process.stdout.write(`flood: ${FLOOD_CONNECTIONS} connections on ${room.name} for ${FLOOD_SECONDS} s…\n`);
  const flood = await closedLoop(room.url, { connections: FLOOD_CONNECTIONS, seconds: FLOOD_SECONDS, timeoutMs: TIMEOUT_MS });
  // A server that went away meanwhile (crashed, or stopped by someone else) makes the figures moot.
  const down = servicesDown();
  if (down.length) throw new Error(`${down.join('\n')}\n(the figures of this run are not valid)`);
  // The headers once more after the load: a cache that only fills under load shows here.
  const after = [];
  for (const target of targets) after.push(await probe(target.url, target.headers));

  console.log('\nResponse headers (first request; after the load where it differs)');
  probes.forEach(([target, answer], index) => {
    const describe = (a) => {
      const h = a.headers ?? {};
      const cookies = cookieNames(h['set-cookie']);
      return [
        `status ${a.status}`,
        `Cache-Control: ${h['cache-control'] ?? '(none)'}`,
        `Set-Cookie: ${cookies.length ? `yes (${cookies.join(', ')})` : 'no'}`,
        `Vary: ${h.vary ?? '(none)'}`,
        ...(h['x-nextjs-cache'] ? [`x-nextjs-cache: ${h['x-nextjs-cache']}`] : []),
      ];
    };
    const first = describe(answer);
    const later = describe(after[index]);
    console.log(`${target.name}  GET ${target.url}${target.headers ? ` (Cookie: ${MEMBER_TOKEN_COOKIE}=…)` : ''}`);
    for (const line of first) console.log(`    ${line}`);
    const changed = later.filter((line) => !first.includes(line));
    if (changed.length) console.log(`    after the load: ${changed.join(' | ')}`);
  });

  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s × ${ROUNDS} round(s) each; flood ${FLOOD_CONNECTIONS} connections × ${FLOOD_SECONDS} s; same machine and platform`);
  const header = `${'target'.padEnd(34)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}`;
  console.log(header);
  console.log('-'.repeat(header.length));
  const row = (name, r) => {
    const failures = Object.entries(r.failures).map(([k, n]) => `${k}×${n}`).join(', ');
    console.log(`${name.padEnd(34)}${fixed(r.rps, 1).padStart(9)}${ms(r.p50).padStart(9)}${ms(r.p95).padStart(9)}${ms(r.p99).padStart(9)}${String(r.errors).padStart(8)}${failures ? `  (${failures})` : ''}`);
  };
  for (const target of targets) row(target.name, results[target.key]);
  row(`flood: anon room × ${FLOOD_CONNECTIONS}`, flood);
  console.log(`flood concurrency: ${flood.peakInFlight} requests in flight at most, ${flood.peakSockets} connections open at most (${flood.socketsOpened} opened); a request unanswered for ${TIMEOUT_MS / 1000} s (--timeout) counts as an error`);

  const roomOverMarket = results.anonRoom.rps / results.anonMarket.rps;
  const memberOverBare = results.memberMarket.rps / results.bareDynamic.rps;
  const marketOverStatic = results.anonMarket.rps / results.bareStatic.rps;
  const verdict = (ok) => (ok ? 'ok' : 'MISSED');
  console.log('\nBudgets');
  console.log(`${'anon room / anon market'.padEnd(34)}${fixed(roomOverMarket).padStart(9)}   budget ≥ ${BUDGET.roomOverMarket}   ${verdict(roomOverMarket >= BUDGET.roomOverMarket)}`);
  console.log(
    `${'member market / bare dynamic'.padEnd(34)}${fixed(memberOverBare).padStart(9)}   budget ≥ ${BUDGET.memberOverBare}   ${verdict(memberOverBare >= BUDGET.memberOverBare)} (goal ${BUDGET.memberGoal.toFixed(1)}: ${memberOverBare >= BUDGET.memberGoal ? 'met' : 'not yet'})`,
  );
  console.log(`${'anon market / bare static'.padEnd(34)}${fixed(marketOverStatic).padStart(9)}   (reported)`);
  // The flood budget is a whole arrival now (bench/arrivals.mjs, issue 27): a GET-only flood is reported.
  console.log(`${'flood p99 (ms), GET only'.padEnd(34)}${ms(flood.p99).padStart(9)}   (reported; was ≤ ${BUDGET.floodP99Ms}; the flood budget is bench/arrivals.mjs)`);
  console.log(`${'flood errors, GET only'.padEnd(34)}${String(flood.errors).padStart(9)}   (reported)`);
} catch (error) {
  setupFailed = true;
  console.error(`setup failed: ${error.message}`);
} finally {
  await stopStartedAndWait();
  removeWork();
}
process.exit(setupFailed ? 1 : 0);
