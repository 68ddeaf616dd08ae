// The production server: Next's request handler behind the front cache (lib/cache/front,
// docs/adr/0008-front-cache.md). `npm start`, the e2e suite, the benches and the standalone build
// (Dockerfile) all serve through it.
//   node scripts/serve.mjs [-p PORT] [-H HOSTNAME]
// PORT and (in the standalone build, as Next's own server.js) HOSTNAME are read when no flag is
// given; FRONT_CACHE=off serves without the front cache; FRONT_CACHE_MAX_MB bounds it (32).
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import next from 'next';
import { createFrontCache, withFrontCache, withoutSharedFailures } from '../lib/cache/front/front-cache.mjs';
import { FRONT_CACHE_PURGE } from '../lib/cache/front/purge.mjs';
import { createLoadGauge, sampleEventLoopLag, withLoadShedding } from '../lib/load/shed.mjs';
import { withoutFalseStartNotice } from './next-notices.mjs';

const dir = resolve(import.meta.dirname, '..');
const distDir = process.env.NEXT_DIST_DIR || '.next';
// The standalone build has no next.config.mjs: its configuration is the build's own, as server.js does it.
const standalone = !existsSync(join(dir, 'next.config.mjs')) && existsSync(join(dir, distDir, 'required-server-files.json'));
if (standalone) {
  process.chdir(dir);
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(JSON.parse(readFileSync(join(dir, distDir, 'required-server-files.json'), 'utf8')).config);
}
process.env.NODE_ENV = 'production';

const { values: flags } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
const port = Number(flags.port ?? process.env.PORT ?? 3000);
// Unset: every interface, as `next start`. A login shell's HOSTNAME names the machine, so only the standalone build reads it.
const hostname = flags.hostname ?? (standalone ? process.env.HOSTNAME || '0.0.0.0' : undefined);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${flags.port ?? process.env.PORT}`);
  process.exit(2);
}

// Next's own name for this server, whatever address it listens on: Next builds middleware's request
// URL and the URL it compares a rewrite with from different defaults, and any other name made every
// internal rewrite look external (proxied to itself until it hung: issue 28).
// /readyz renders a store page through this server (lib/health/readiness.ts pageProbe): its own
// address, handed over in-process (the same process runs the route handler), not as configuration.
globalThis[Symbol.for('kirari.selfUrl')] = `http://${hostname && !['0.0.0.0', '::'].includes(hostname) ? hostname : '127.0.0.1'}:${port}`;
const app = next({ dev: false, dir, hostname: 'localhost', port });
await withoutFalseStartNotice(() => app.prepare());
// Past SHED_LAG_MS of event-loop lag, prefetches get 503 + Retry-After (lib/load/shed.mjs): behind
// the front cache, so what it holds is still answered; pages and room entries are never refused.
const gauge = createLoadGauge({ thresholdMs: Number(process.env.SHED_LAG_MS || 150) });
sampleEventLoopLag(gauge);
const handle = withLoadShedding(gauge, withoutSharedFailures(app.getRequestHandler()));
// Both checked by Next's start-up (lib/config/env-schema.ts): a wrong value has stopped the server by now.
const frontCacheOn = process.env.FRONT_CACHE !== 'off';
let listener = handle;
if (frontCacheOn) {
  const cache = createFrontCache({ maxBytes: Number(process.env.FRONT_CACHE_MAX_MB || 32) * 1024 * 1024 });
  // Another instance's revalidation reaches this one through the Redis cache handler (lib/cache/redis/backend.mjs).
  globalThis[FRONT_CACHE_PURGE] = () => cache.purge();
  listener = withFrontCache(cache, handle);
}

const server = http.createServer(async (req, res) => {
  try {
    await listener(req, res);
  } catch (error) {
    console.error(`Failed to handle request for ${req.url}`, error);
    if (!res.headersSent) res.statusCode = 500;
    res.end('Internal Server Error');
  }
});
if (process.env.KEEP_ALIVE_TIMEOUT) server.keepAliveTimeout = Number(process.env.KEEP_ALIVE_TIMEOUT);
server.on('error', (error) => {
  console.error('Failed to start server', error);
  process.exit(1);
});
server.listen(port, hostname, () => {
  console.log(`▲ Kirari storefront ready on http://${hostname && hostname !== '0.0.0.0' ? hostname : 'localhost'}:${port} (front cache ${frontCacheOn ? 'on' : 'off'})`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    app.close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
