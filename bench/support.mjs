// Shared by the benchmarks: Debian Chromium's flags (the e2e suite's), servers started in their own
// process groups so stopping one also stops what npx started under it, the bare Next.js app the
// throughput benches compare against, and a closed-loop HTTP load client.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

import { waitForUrl } from '../scripts/processes.mjs';
export { waitForUrl };

export const root = resolve(import.meta.dirname, '..');
export const chromiumArgs = JSON.parse(readFileSync(resolve(root, 'tests/e2e/chromium-args.json'), 'utf8'));

const started = [];

export function startDetached(command, argv, options = {}) {
  const child = spawn(command, argv, { cwd: root, stdio: 'ignore', detached: true, ...options });
  started.push(child);
  return child;
}

const services = [];

/**
 * A server the bench needs up for its whole run: startDetached with its output in `log` (when
 * given), and its exit remembered unless stopStarted came first (servicesDown lists those).
 */
export function startService(name, command, argv, { log, ...options } = {}) {
  const fd = log ? openSync(log, 'a') : 'ignore';
  const child = startDetached(command, argv, { ...options, stdio: ['ignore', fd, fd] });
  if (typeof fd === 'number') closeSync(fd);
  const service = { name, log, child, exit: null };
  services.push(service);
  child.once('exit', (code, signal) => {
    if (!stopRequested) service.exit = signal ? `signal ${signal}` : `exit code ${code}`;
  });
  return child;
}

/** The services that went away by themselves: "name (exit code 1)", with the end of their log. */
export function servicesDown() {
  return services
    .filter((service) => service.exit)
    .map((service) => {
      let tail = '';
      if (service.log) {
        try {
          tail = readFileSync(service.log, 'utf8').trimEnd().split('\n').slice(-15).join('\n');
        } catch {
          // no log
        }
      }
      return `${service.name} stopped by itself (${service.exit})${tail ? `; its last output:\n${tail}` : ''}`;
    });
}

/** `promise`, or a rejection as soon as a service started by startService goes away by itself. */
export function whileServicesUp(promise) {
  let timer;
  const down = new Promise((_, reject) => {
    timer = setInterval(() => {
      const lines = servicesDown();
      if (lines.length) reject(new Error(lines.join('\n')));
    }, 250);
  });
  return Promise.race([promise, down]).finally(() => clearInterval(timer));
}

/** Whether something already answers on a local port (a bench must not measure someone else's server). */
export function portInUse(port) {
  const attempt = (host) =>
    new Promise((resolveAttempt) => {
      const socket = net.connect({ host, port });
      socket.setTimeout(1000);
      socket.once('connect', () => {
        socket.destroy();
        resolveAttempt(true);
      });
      socket.once('timeout', () => {
        socket.destroy();
        resolveAttempt(false);
      });
      socket.once('error', () => resolveAttempt(false));
    });
  return Promise.all([attempt('127.0.0.1'), attempt('::1')]).then((answers) => answers.some(Boolean));
}

let stopRequested = false;

export function stopStarted() {
  stopRequested = true;
  for (const child of started.splice(0)) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/**
 * Stops one service started by startService (its process group) on purpose, so servicesDown does
 * not count it, and waits until the group is gone (SIGKILL after `timeoutMs`).
 */
export async function stopService(child, timeoutMs = 8000) {
  const service = services.find((entry) => entry.child === child);
  if (service) services.splice(services.indexOf(service), 1);
  if (started.includes(child)) started.splice(started.indexOf(child), 1);
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (groupAlive(child.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (groupAlive(child.pid)) process.kill(-child.pid, 'SIGKILL');
}

const groupAlive = (pid) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

let stopping = null;

/**
 * stopStarted, then waits for the process groups to go (SIGKILL for any left after `timeoutMs`).
 * Once per process: a second caller (a signal during the bench's own cleanup) waits for the first.
 */
export function stopStartedAndWait(timeoutMs = 8000) {
  stopping ??= (async () => {
    const pids = started.map((child) => child.pid);
    stopStarted();
    const deadline = Date.now() + timeoutMs;
    while (pids.some(groupAlive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    for (const pid of pids.filter(groupAlive)) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
  })();
  return stopping;
}

/** Ctrl-C or a kill while a bench runs still stops what it started (then runs `cleanup`). */
export function stopStartedOnSignals(cleanup = () => {}) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, async () => {
      await stopStartedAndWait();
      try {
        cleanup();
      } catch (error) {
        console.error(error.message);
      }
      process.exit(130);
    });
  }
}

/** `--name value` options of a bench's command line. */
export function cliOptions(argv = process.argv.slice(2)) {
  const raw = (name) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  return {
    string: (name, fallback) => raw(name) ?? fallback,
    number: (name, fallback) => {
      const value = raw(name);
      if (value === undefined) return fallback;
      const number = Number(value);
      if (!Number.isFinite(number) || number <= 0) throw new Error(`--${name} wants a positive number, not ${value}`);
      return number;
    },
  };
}

// ---- The bare Next.js app ------------------------------------------------------------------------

/** A dynamic page making one uncached platform fetch (the store the market renders). */
export const BARE_DYNAMIC_PAGE = `export const dynamic='force-dynamic';
export default async function P(){const r=await fetch(process.env.PLATFORM_API_URL+'/api/v1/buyer/stores/demo',{cache:'no-store'});const s=await r.json();return <main><h1>{s.data.name}</h1></main>}
`;

/** A route handler making one uncached platform fetch and answering JSON: what Next costs a request like a room's entry, with nothing of ours. */
export const BARE_FETCH_ROUTE = `export const dynamic='force-dynamic';
export async function GET(){const r=await fetch(process.env.PLATFORM_API_URL+'/api/v1/buyer/stores/demo',{cache:'no-store'});const s=await r.json();return Response.json({name:s.data.name})}
`;

/** A page without dynamic APIs: prerendered at build time, served from the full-route cache. */
export const BARE_STATIC_PAGE = `export default function P(){return <main><h1>Static</h1></main>}
`;

/**
 * Builds (`next build --webpack`) a bare app with `pages` ({ 'bare': source } is app/bare/page.js) in
 * `dir` (default: a fresh temporary folder) and resolves with the folder. Outside the repo so the
 * app's middleware does not apply to it; webpack because Turbopack will not follow the node_modules
 * link out of its root (the bundler does not matter for these pages' SSR). The build runs through
 * startDetached, so stopStarted also stops a build still running.
 */
export function buildBareApp({ pages = { bare: BARE_DYNAMIC_PAGE }, routes = {}, dir, env = process.env } = {}) {
  const target = dir ?? mkdtempSync(join(tmpdir(), 'kirari-bare-'));
  rmSync(target, { recursive: true, force: true });
  mkdirSync(join(target, 'app'), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(target, 'node_modules'));
  writeFileSync(join(target, 'package.json'), JSON.stringify({ name: 'bare-ssr', private: true }));
  writeFileSync(join(target, 'next.config.mjs'), 'export default {};\n');
  writeFileSync(join(target, 'app/layout.js'), 'export default function L({children}){return <html><body>{children}</body></html>}\n');
  for (const [route, source] of Object.entries(pages)) {
    const file = join(target, 'app', route, 'page.js');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, source);
  }
  for (const [route, source] of Object.entries(routes)) {
    const file = join(target, 'app', route, 'route.js');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, source);
  }
  return new Promise((resolveBuild, reject) => {
    const child = startDetached('npx', ['next', 'build', '--webpack'], { cwd: target, env });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolveBuild(target) : reject(new Error(`bare build failed (exit ${code}) in ${target}`))));
  });
}

// ---- Closed-loop load ----------------------------------------------------------------------------

/**
 * What a browser sends for a page navigation, and what the loads send unless told otherwise: the
 * storefront's guards tell a navigation from a background fetch by Sec-Fetch-Mode (lib/guards/
 * prefetch), and Next compresses what the client accepts compressed.
 */
export const NAVIGATION_HEADERS = {
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'Accept-Encoding': 'gzip, deflate, br',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Dest': 'document',
};

/**
 * One GET over `agent`: status, headers and time to the last byte. A network error or a timeout
 * answers status 0 with `error`. The body is read and dropped.
 */
/** By default, a request still unanswered after this long is given up and counted as an error. */
export const REQUEST_TIMEOUT_MS = 30_000;

export function request(url, { agent, headers = NAVIGATION_HEADERS, timeoutMs = REQUEST_TIMEOUT_MS } = {}) {
  const target = new URL(url);
  const started = performance.now();
  return new Promise((resolveRequest) => {
    let settled = false;
    const settle = (result) => {
      if (settled) return;
      settled = true;
      resolveRequest({ ...result, ms: performance.now() - started });
    };
    const req = http.request(
      { hostname: target.hostname, port: target.port, path: target.pathname + target.search, method: 'GET', agent, headers },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => settle({ status: res.statusCode, headers: res.headers }));
        res.on('error', (error) => settle({ status: 0, error }));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (error) => settle({ status: 0, error }));
    req.end();
  });
}

/** One request on a fresh connection, for the headers of a URL. */
export async function probe(url, headers = {}) {
  const agent = new http.Agent({ keepAlive: false });
  try {
    return await request(url, { agent, headers: { ...NAVIGATION_HEADERS, ...headers } });
  } finally {
    agent.destroy();
  }
}

/** Removes a folder the bench made, saying so (not throwing) when it cannot. */
export function removeFolder(dir) {
  if (!dir) return;
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  } catch (error) {
    console.error(`could not remove ${dir}: ${error.message}`);
  }
}

export const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/**
 * Closed loop: `connections` workers, each on its own keep-alive connection (an http.Agent with
 * exactly that many sockets), requests again as soon as the last answer is read, for `seconds`;
 * each request is a navigation (NAVIGATION_HEADERS) plus `headers`, and carries no cookie jar.
 * Latencies are of 200 answers; anything else (another status, a network error, a timeout) is an
 * error. req/s counts 200 answers over the time until the last in-flight answer came back.
 * `peakInFlight` and `peakSockets` show how many requests and connections really were open at once.
 */
/** Requests, rate and latency percentiles of one measured load. */
function loadSummary(latencies, elapsed) {
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? NaN,
  };
}

export async function closedLoop(url, { connections, seconds, headers = {}, timeoutMs = REQUEST_TIMEOUT_MS }) {
  const sent = { ...NAVIGATION_HEADERS, ...headers };
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections, scheduling: 'fifo' });
  const latencies = [];
  const failures = new Map();
  let errors = 0;
  let inFlight = 0;
  let peakInFlight = 0;
  let openSockets = 0;
  let peakSockets = 0;
  let socketsOpened = 0;
  const seen = new WeakSet();
  const countSocket = (socket) => {
    if (seen.has(socket)) return;
    seen.add(socket);
    socketsOpened += 1;
    openSockets += 1;
    peakSockets = Math.max(peakSockets, openSockets);
    socket.once('close', () => {
      openSockets -= 1;
    });
  };
  // http.Agent creates sockets through createConnection; count them there.
  const createConnection = agent.createConnection.bind(agent);
  agent.createConnection = (...args) => {
    const socket = createConnection(...args);
    countSocket(socket);
    return socket;
  };
  const start = performance.now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        inFlight += 1;
        peakInFlight = Math.max(peakInFlight, inFlight);
        const result = await request(url, { agent, headers: sent, timeoutMs });
        inFlight -= 1;
        if (result.status === 200) latencies.push(result.ms);
        else {
          errors += 1;
          const key = result.status ? `HTTP ${result.status}` : (result.error?.code ?? result.error?.message ?? 'network error');
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    ...loadSummary(latencies, elapsed),
    errors,
    failures: Object.fromEntries(failures),
    elapsed,
    peakInFlight,
    peakSockets,
    socketsOpened,
    latencies,
  };
}

/** Several closedLoop results for one target as one (rounds of the same load). */
export function mergeLoads(results) {
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const elapsed = results.reduce((sum, r) => sum + r.elapsed, 0);
  const failures = {};
  for (const r of results) for (const [key, count] of Object.entries(r.failures)) failures[key] = (failures[key] ?? 0) + count;
  return {
    ...loadSummary(latencies, elapsed),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    failures,
    elapsed,
    peakInFlight: Math.max(...results.map((r) => r.peakInFlight)),
    peakSockets: Math.max(...results.map((r) => r.peakSockets)),
    socketsOpened: results.reduce((sum, r) => sum + r.socketsOpened, 0),
    latencies,
  };
}

/**
 * For `addInitScript(forceEngine, engine)`: the room's player as `engine` would have it. 'vhs' hides
 * the browser's own HLS (video.js/VHS, as in a browser without it); 'native' gives the page WebKit's
 * `getStartDate` (an invalid date, as WebKitGTK answers), so the room keeps Chromium's own player
 * for a live. Anything else leaves the room's own choice.
 */
export function forceEngine(engine) {
  if (engine === 'vhs') {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type) {
      return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
    };
  }
  if (engine === 'native') HTMLMediaElement.prototype.getStartDate = () => new Date(Number.NaN);
}

/** `pid` and every process under it (children of any of its threads), from /proc; one already gone is left out. */
export function processTree(pid) {
  let children;
  try {
    children = readdirSync(`/proc/${pid}/task`).flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number));
  } catch {
    return [];
  }
  return [pid, ...children.flatMap(processTree)];
}

/** A phone's slow link for `page` (issue 29's throttled profile): 1.6 Mbit/s each way, 150 ms RTT, through CDP. */
export async function throttleToSlowLink(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (1.6e6 / 8) | 0 });
}

/** The storefront's environment against the embedded platform on `platformPort` (interaction on the next port). */
export function storefrontEnv({ platformPort, webPort }) {
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    PLATFORM_API_URL: `http://127.0.0.1:${platformPort}`,
    INTERACTION_API_URL: `http://127.0.0.1:${platformPort + 1}`,
    ALLOW_LOOPBACK_REDIRECTS: '1',
    SITE_URL: `http://localhost:${webPort}`,
  };
}

/** A JSON answer of the platform at `platform` (its origin); anything but 2xx throws. */
export async function platformJson(platform, method, path, body) {
  const response = await fetch(`${platform}${path}`, {
    method,
    headers: body ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`platform ${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The store's live post: posts/latest prefers a live one; checked against the post itself. */
export async function livePostIdOf(platform, store) {
  const latest = await platformJson(platform, 'GET', `/api/v1/stores/${store}/posts/latest`);
  const id = latest?.data?.id;
  if (id === undefined || id === null) throw new Error(`store ${store} has no post`);
  const post = await platformJson(platform, 'GET', `/api/v1/liveweb/stores/${store}/posts/${id}`);
  if (post?.data?.live_status !== 'live') throw new Error(`store ${store}'s latest post ${id} is not live (${post?.data?.live_status})`);
  return id;
}

/**
 * The platform (no simulation, quiet, CORS for the storefront's origin: the SDKs' calls come from it)
 * and the production storefront on the given ports, detached; resolves once both answer.
 */
export async function startRoomStack({ platformPort, webPort }) {
  const env = storefrontEnv({ platformPort, webPort });
  const web = `http://localhost:${webPort}`;
  startDetached('npx', ['tsx', 'platform/main.ts'], {
    env: { ...env, PLATFORM_PORT: String(platformPort), INTERACTION_PORT: String(platformPort + 1), STOREFRONT_URL: web, PLATFORM_SIMULATION: '0', PLATFORM_QUIET: '1' },
  });
  startDetached(process.execPath, ['scripts/serve.mjs', '-p', String(webPort)], { env });
  await waitForUrl(`http://127.0.0.1:${platformPort}/__control/health`);
  await waitForUrl(`${web}/demo/market`);
}
