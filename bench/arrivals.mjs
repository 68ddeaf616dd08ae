// A crowd arriving at a live room (issue 27), the flood budget. An arrival is everything a
// viewer's browser asks the storefront for in its first seconds in the room, static chunks aside:
// the page, the room's entry, prefetches, actions, beacons. This bench
//   1. records one real arrival in Debian's Chromium (phone viewport, a fresh profile) at
//      /{store}/live/{post}: the storefront's non-static requests, in order, with their headers and
//      bodies, and every cookie the site wrote;
//   2. replays that arrival for many viewers, against the production server (scripts/serve.mjs and
//      the embedded platform), with the front cache on and then off:
//      - new viewers: no cookie;
//      - returning viewers: every cookie the recorded visit ended with (their own viewer id each);
//      - open loop: --rate-new (50) new viewers per second, then --rate-returning (20) returning
//        ones, for --seconds (20) each, started on schedule whatever the server's answers;
//      - closed loop: --closed (200) new viewers, each arriving again as soon as its arrival ends.
//      - then --rate-no-cdn (10) new viewers per second that also fetch the build's files (the
//        scripts and styles the recorded visit asked for), as from an origin with no CDN in front:
//        a row of its own, not a budget.
//      - the floor (--floor on|off): a bare Next app of the same versions whose one route handler
//        makes one platform fetch, `next start`, at --rate-new requests a second after the same
//        warm-up: what Next itself costs a request like the entry on this machine, in this run;
//        the new viewer's arrival is printed as a ratio of it.
//      Before these, --warm-seconds (30) of new viewers at --rate-new, printed as a row of its own:
//      a server that has just started spends more per arrival while V8 compiles its hot code
//      (10–12 ms against 7–8 here), and the budgets are for a server that has been serving.
//   The page is asked for first; the other requests of the arrival then go out together, as the
//   browser sends them after hydration. An arrival's time runs until its last answer.
// Prints per load: arrivals, p50/p99 of the whole arrival, errors (a status ≥ 400 other than a
// shed 503, or a network error), shed answers (503 with Retry-After on non-essential work) and the
// storefront's CPU per arrival (user + system time of the server process from /proc, over the load).
// Budgets (issue 27): CPU per arrival ≤ 10 ms with the front cache on; open loops p99 ≤ 1 s with
// 0 errors; closed loop p99 ≤ 2 s with 0 errors. A missed budget is printed, not an exit code.
// Usage (after `next build`):
//   node bench/arrivals.mjs [--seconds 20] [--rate-new 50] [--rate-returning 20] [--closed 200] [--rate-no-cdn 10] [--floor on]
//     [--front both|on|off] [--timeout 30] [--store demo] [--web-port 3270] [--platform-port 4270]
//     [--record-seconds 4] [--warm-seconds 30]
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { FRONT_CACHE_HEADER } from '../lib/cache/front/front-cache.mjs';
import { IMMUTABLE_PREFIX } from '../lib/cache/front/immutable-files.mjs';
import {
  BARE_FETCH_ROUTE,
  buildBareApp,
  chromiumArgs,
  cliOptions,
  livePostIdOf,
  percentile,
  portInUse,
  processTree,
  removeFolder,
  REQUEST_TIMEOUT_MS,
  root,
  servicesDown,
  startService,
  stopStartedAndWait,
  stopService,
  stopStartedOnSignals,
  storefrontEnv,
  waitForUrl,
  whileServicesUp,
} from './support.mjs';

const options = cliOptions();
const SECONDS = options.number('seconds', 20);
const RATE_NEW = options.number('rate-new', 50);
const RATE_RETURNING = options.number('rate-returning', 20);
const RATE_NO_CDN = options.number('rate-no-cdn', 10);
const CLOSED = options.number('closed', 200);
const FRONT = options.string('front', 'both');
const WEB_PORT = options.number('web-port', 3270);
const PLATFORM_PORT = options.number('platform-port', 4270);
const STORE = options.string('store', 'demo');
const RECORD_SECONDS = options.number('record-seconds', 4);
const WARM_SECONDS = options.number('warm-seconds', 30);
const TIMEOUT_MS = options.number('timeout', REQUEST_TIMEOUT_MS / 1000) * 1000;
const FLOOR = options.string('floor', 'on') !== 'off';
const BARE_PORT = WEB_PORT + 2;

/** The first load's name: not a budget (see the head of this file). */
const WARM_UP = 'warm-up (new server)';
/** A row with the build's files: what an origin with no CDN pays; not the issue's budget (an arrival there is the storefront's requests). */
const NO_CDN = (rate) => `open ${rate}/s new, no CDN`;
const BUDGET = { cpuMsPerArrival: 10, openP99Ms: 1000, closedP99Ms: 2000, errors: 0 };
const VIEWER_ID_COOKIE = 'kirari_viewer_id'; // lib/live/viewer-id.ts
const PLATFORM = `http://127.0.0.1:${PLATFORM_PORT}`;
const WEB = `http://localhost:${WEB_PORT}`;
const env = storefrontEnv({ platformPort: PLATFORM_PORT, webPort: WEB_PORT });
/** Static files: content-hashed, a CDN's or object storage's to serve, not part of what an arrival costs the origin. */
const STATIC = /^\/_next\/static\/|\.(?:js|css|png|svg|jpg|jpeg|webp|avif|ico|woff2?|txt|map)$/;
/** Request headers a replay sets itself (or that belong to the recorded connection). */
const OWN_HEADERS = new Set(['cookie', 'host', 'content-length', 'connection']);
const CLOCK_TICKS_PER_S = 100; // Linux USER_HZ

/** CPU time (ms, user + system, all threads) one process has used so far: /proc/<pid>/stat fields 14 and 15. */
function ownCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}

/** The same for the storefront's whole tree: the front process and Next's (scripts/serve.mjs forks it). */
function cpuMs(pid) {
  return processTree(pid).reduce((sum, each) => sum + ownCpuMs(each), 0);
}

/** One arrival in Chromium: the storefront's non-static requests and the cookies the site wrote. */
async function recordArrival(path) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'ja-JP' });
    const page = await context.newPage();
    const recorded = [];
    const buildFiles = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      // blob: URLs (video.js's workers) name the page's origin but never reach it.
      if (!url.protocol.startsWith('http') || url.origin !== WEB) return;
      // The build's own files among them (scripts, styles): what a new viewer fetches from an origin with no CDN.
      if (url.pathname.startsWith(IMMUTABLE_PREFIX)) buildFiles.push(req.allHeaders().then((headers) => ({ method: 'GET', path: url.pathname + url.search, headers, body: null, kind: req.resourceType() })));
      if (STATIC.test(url.pathname)) return;
      recorded.push(
        req.allHeaders().then((headers) => ({ method: req.method(), path: url.pathname + url.search, headers, body: req.postData() ?? null, kind: req.resourceType() })),
      );
    });
    await page.goto(`${WEB}${path}`, { waitUntil: 'load' });
    await page
      .getByTestId('live-room')
      .waitFor({ timeout: 20_000 })
      .catch(() => console.warn('the room did not show within 20 s; recording what was asked for'));
    // The first seconds: whatever the room asks for once it is in (entry, prefetches, beacons).
    await page.waitForTimeout(RECORD_SECONDS * 1000);
    const requests = await Promise.all(recorded);
    const cookies = (await context.cookies(WEB)).map((cookie) => ({ name: cookie.name, value: cookie.value }));
    return { requests, cookies, buildFiles: await Promise.all(buildFiles) };
  } finally {
    await browser.close();
  }
}

function send(agent, recordedRequest, cookie) {
  const headers = {};
  for (const [name, value] of Object.entries(recordedRequest.headers)) {
    if (!name.startsWith(':') && !OWN_HEADERS.has(name)) headers[name] = value;
  }
  if (cookie) headers.cookie = cookie;
  const body = recordedRequest.body === null ? null : Buffer.from(recordedRequest.body);
  if (body) headers['content-length'] = String(body.length);
  const target = new URL(recordedRequest.path, WEB);
  return new Promise((done) => {
    let settled = false;
    const settle = (result) => {
      if (!settled) done(result);
      settled = true;
    };
    const req = http.request({ hostname: target.hostname, port: target.port, path: target.pathname + target.search, method: recordedRequest.method, agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => settle({ status: res.statusCode, retryAfter: res.headers['retry-after'], hit: res.headers[FRONT_CACHE_HEADER] === 'HIT' }));
      res.on('error', (error) => settle({ status: 0, error }));
    });
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error('timeout')));
    req.on('error', (error) => settle({ status: 0, error }));
    req.end(body ?? undefined);
  });
}

/** One viewer's arrival: the page, then the rest together (with `buildFiles`, the build's files too, as from an origin with no CDN). */
async function arrive(agent, arrival, cookie, buildFiles = false) {
  const started = performance.now();
  const [page, ...rest] = arrival.requests;
  const answers = [await send(agent, page, cookie)];
  const after = buildFiles ? [...rest, ...arrival.buildFiles] : rest;
  answers.push(...(await Promise.all(after.map((req) => send(agent, req, cookie)))));
  const shed = answers.filter((a) => a.status === 503 && a.retryAfter !== undefined).length;
  const failed = answers.filter((a) => (a.status === 0 || a.status >= 400) && !(a.status === 503 && a.retryAfter !== undefined));
  const hits = answers.filter((a) => a.hit).length;
  return { ms: performance.now() - started, shed, hits, requests: answers.length, failed: failed.map((a) => (a.status ? `HTTP ${a.status}` : (a.error?.message ?? 'network error'))) };
}

const newViewer = () => null;
function returningViewer(cookies) {
  return () => cookies.map(({ name, value }) => `${name}=${name === VIEWER_ID_COOKIE ? `v-${crypto.randomUUID()}` : value}`).join('; ');
}

function summarise(name, results, elapsedS, cpu) {
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const failures = {};
  for (const r of results) for (const f of r.failed) failures[f] = (failures[f] ?? 0) + 1;
  return {
    name,
    arrivals: results.length,
    perSecond: results.length / elapsedS,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    errors: results.filter((r) => r.failed.length).length,
    shed: results.reduce((n, r) => n + r.shed, 0),
    failures,
    cpuPerArrival: cpu / Math.max(1, results.length),
    frontHits: results.reduce((n, r) => n + r.hits, 0) / Math.max(1, results.reduce((n, r) => n + r.requests, 0)),
  };
}

async function openLoop(pid, arrival, rate, cookieFor, name, seconds = SECONDS, buildFiles = false) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  const total = Math.round(rate * seconds);
  const pending = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(arrive(agent, arrival, cookieFor(), buildFiles));
  }
  const results = await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  const cpu = cpuMs(pid) - cpuBefore;
  agent.destroy();
  return summarise(name, results, elapsed, cpu);
}

async function closedLoopOf(pid, arrival, viewers, cookieFor, name) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: viewers * 2 });
  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  const results = [];
  await Promise.all(
    Array.from({ length: viewers }, async () => {
      while (performance.now() < deadline) results.push(await arrive(agent, arrival, cookieFor()));
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = cpuMs(pid) - cpuBefore;
  agent.destroy();
  return summarise(name, results, elapsed, cpu);
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const FLOOR_NAME = 'bare route + 1 fetch';

/**
 * The floor: a bare Next app of the same versions (bench/support.mjs), one route handler making one
 * platform fetch, `next start`, asked at --rate-new new connections a second after the same warm-up.
 * What Next itself costs a request like the entry, on this machine, in this run (not a budget).
 */
async function floorRow(log) {
  console.log('building the bare app for the floor…');
  const dir = await buildBareApp({ pages: {}, routes: { floor: BARE_FETCH_ROUTE }, dir: join(workDir, 'bare'), env });
  const bare = startService('the bare app', 'npx', ['next', 'start', '-p', String(BARE_PORT)], { cwd: dir, env, log: log('bare') });
  const url = `http://localhost:${BARE_PORT}/floor`;
  await whileServicesUp(waitForUrl(url, 120_000));
  const request = { method: 'GET', path: url, headers: { accept: '*/*', 'accept-encoding': 'gzip, deflate, br, zstd' }, body: null };
  const once = { requests: [request], buildFiles: [] };
  if (WARM_SECONDS > 0) await whileServicesUp(openLoop(bare.pid, once, RATE_NEW, newViewer, 'floor warm-up', WARM_SECONDS));
  const row = await whileServicesUp(openLoop(bare.pid, once, RATE_NEW, newViewer, FLOOR_NAME));
  await stopService(bare);
  return { front: '-', ...row };
}

let setupFailed = false;
let workDir;
stopStartedOnSignals(() => removeFolder(workDir));
try {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync(resolve(root, distDir, 'BUILD_ID'))) throw new Error(`no build in ${distDir}: run next build first`);
  if (!['both', 'on', 'off'].includes(FRONT)) throw new Error('--front is both, on or off');
  const busy = (await Promise.all([WEB_PORT, PLATFORM_PORT, PLATFORM_PORT + 1].map(async (port) => ((await portInUse(port)) ? port : null)))).filter(Boolean);
  if (busy.length) throw new Error(`port(s) ${busy.join(', ')} already answer: choose others (--web-port, --platform-port)`);
  workDir = mkdtempSync(join(tmpdir(), 'kirari-arrivals-'));
  const log = (name) => join(workDir, `${name}.log`);
  startService('the platform', 'npx', ['tsx', 'platform/main.ts'], {
    log: log('platform'),
    env: { ...env, PLATFORM_PORT: String(PLATFORM_PORT), INTERACTION_PORT: String(PLATFORM_PORT + 1), STOREFRONT_URL: WEB, PLATFORM_SIMULATION: '0', PLATFORM_QUIET: '1' },
  });
  await whileServicesUp(waitForUrl(`${PLATFORM}/__control/health`, 120_000));
  const postId = await livePostIdOf(PLATFORM, STORE);
  const roomPath = `/${STORE}/live/${postId}`;

  const rows = [];
  let arrival = null;
  for (const front of FRONT === 'both' ? ['on', 'off'] : [FRONT]) {
    const server = startService(`the storefront (front cache ${front})`, process.execPath, ['scripts/serve.mjs', '-p', String(WEB_PORT)], {
      env: { ...env, FRONT_CACHE: front },
      log: log(`web-${front}`),
    });
    await whileServicesUp(waitForUrl(`${WEB}/${STORE}/market`, 120_000));
    if (!arrival) {
      console.log(`recording an arrival at ${roomPath} in Chromium…`);
      arrival = await recordArrival(roomPath);
      console.log(`an arrival: ${arrival.requests.length} storefront requests (static files aside)`);
      for (const req of arrival.requests) console.log(`    ${req.method} ${req.path}  [${req.kind}${req.headers['next-action'] ? ', server action' : ''}${req.headers.rsc ? ', RSC' : ''}]`);
      console.log(`  cookies the site wrote: ${arrival.cookies.map((c) => c.name).join(', ') || '(none)'}`);
      console.log(`  and ${arrival.buildFiles.length} of the build's files (scripts, styles), asked for by a new viewer when no CDN is in front`);
      if (!arrival.requests.length || arrival.requests[0].method !== 'GET') throw new Error('the recording does not start with the page');
    }
    const returning = returningViewer(arrival.cookies);
    // A few arrivals of each kind first, so caches hold what they would hold in a running shop.
    const warm = new http.Agent({ keepAlive: true });
    for (let i = 0; i < 3; i += 1) await Promise.all([arrive(warm, arrival, newViewer()), arrive(warm, arrival, returning())]);
    warm.destroy();
    const loads = [
      ...(WARM_SECONDS > 0 ? [() => openLoop(server.pid, arrival, RATE_NEW, newViewer, WARM_UP, WARM_SECONDS)] : []),
      () => openLoop(server.pid, arrival, RATE_NEW, newViewer, `open ${RATE_NEW}/s new`),
      () => openLoop(server.pid, arrival, RATE_RETURNING, returning, `open ${RATE_RETURNING}/s returning`),
      () => closedLoopOf(server.pid, arrival, CLOSED, newViewer, `closed ${CLOSED} new`),
      () => openLoop(server.pid, arrival, RATE_NO_CDN, newViewer, NO_CDN(RATE_NO_CDN), SECONDS, true),
    ];
    for (const load of loads) {
      const row = await whileServicesUp(load());
      rows.push({ front, ...row });
      process.stdout.write(`front cache ${front}: ${row.name} done\n`);
    }
    const down = servicesDown();
    if (down.length) throw new Error(`${down.join('\n')}\n(the figures of this run are not valid)`);
    await stopService(server);
  }
  if (FLOOR) rows.push(await floorRow(log));

  console.log(`\n${SECONDS} s per load (warm-up ${WARM_SECONDS} s); an arrival = ${arrival.requests.length} storefront requests; room ${roomPath}`);
  const header = `${'front'.padEnd(7)}${'load'.padEnd(28)}${'arrivals'.padStart(9)}${'/s'.padStart(7)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}${'shed'.padStart(6)}${'CPU ms/arrival'.padStart(16)}${'front hits'.padStart(12)}`;
  console.log(header);
  console.log('-'.repeat(header.length));
  for (const r of rows) {
    const failures = Object.entries(r.failures).map(([k, n]) => `${k}×${n}`).join(', ');
    console.log(
      `${r.front.padEnd(7)}${r.name.padEnd(28)}${String(r.arrivals).padStart(9)}${r.perSecond.toFixed(1).padStart(7)}${ms(r.p50).padStart(9)}${ms(r.p99).padStart(9)}${String(r.errors).padStart(8)}${String(r.shed).padStart(6)}${r.cpuPerArrival.toFixed(2).padStart(16)}${`${Math.round(r.frontHits * 100)}%`.padStart(12)}${failures ? `  (${failures})` : ''}`,
    );
  }
  const floor = rows.find((r) => r.name === FLOOR_NAME);
  const newOn = rows.find((r) => r.front === 'on' && r.name === `open ${RATE_NEW}/s new`);
  if (floor && newOn) console.log(`\nnew viewer's arrival / the floor (CPU, same run): ${(newOn.cpuPerArrival / floor.cpuPerArrival).toFixed(2)}`);
  const verdict = (ok) => (ok ? 'ok' : 'MISSED');
  console.log('\nBudgets (front cache on)');
  for (const r of rows.filter((row) => row.front === 'on' && row.name !== WARM_UP && row.name !== NO_CDN(RATE_NO_CDN))) {
    const p99Budget = r.name.startsWith('closed') ? BUDGET.closedP99Ms : BUDGET.openP99Ms;
    console.log(
      `${r.name.padEnd(24)} CPU ${r.cpuPerArrival.toFixed(2)} ms ≤ ${BUDGET.cpuMsPerArrival}: ${verdict(r.cpuPerArrival <= BUDGET.cpuMsPerArrival)}; p99 ${ms(r.p99)} ms ≤ ${p99Budget}: ${verdict(r.p99 <= p99Budget)}; errors ${r.errors}: ${verdict(r.errors <= BUDGET.errors)}`,
    );
  }
} catch (error) {
  setupFailed = true;
  console.error(`setup failed: ${error.message}`);
} finally {
  await stopStartedAndWait();
  removeFolder(workDir);
}
process.exit(setupFailed ? 1 : 0);

