// The Next side of the production server (scripts/serve.mjs forks it): Next's request handler, with
// load shedding and never a shared failure, on a private socket of the front process, which alone
// accepts viewers' connections (docs/adr/0009, third round). Not started by hand.
//   KIRARI_NEXT_SOCKET  where to listen (the front's)
//   KIRARI_PUBLIC_PORT  the port viewers reach (Next builds URLs with it)
//   KIRARI_SELF_URL     the server's own address, as viewers reach it
import { existsSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { join, resolve } from 'node:path';
import next from 'next';
import { withoutSharedFailures } from '../lib/cache/front/front-cache.mjs';
import { FRONT_CACHE_PURGE } from '../lib/cache/front/purge.mjs';
import { UPSTREAM_IDLE_MS } from '../lib/load/forward.mjs';
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
const socketPath = process.env.KIRARI_NEXT_SOCKET;
const port = Number(process.env.KIRARI_PUBLIC_PORT);
if (!socketPath || !process.send) {
  console.error('scripts/serve-next.mjs is started by scripts/serve.mjs');
  process.exit(2);
}
// The front is gone (even killed): nothing can reach this process any more.
process.on('disconnect', () => process.exit(0));
process.on('exit', () => rmSync(socketPath, { force: true }));

// /readyz renders a store page through this server (lib/health/readiness.ts pageProbe): its own
// address, as viewers reach it, handed over in-process rather than as configuration.
globalThis[Symbol.for('kirari.selfUrl')] = process.env.KIRARI_SELF_URL;
const app = next({ dev: false, dir, hostname: 'localhost', port });
await withoutFalseStartNotice(() => app.prepare());
// Past SHED_LAG_MS of event-loop lag, prefetches get 503 + Retry-After (lib/load/shed.mjs): behind
// the front cache, so what it holds is still answered; pages and room entries are never refused.
const gauge = createLoadGauge({ thresholdMs: Number(process.env.SHED_LAG_MS || 150) });
sampleEventLoopLag(gauge);
const handle = withLoadShedding(gauge, withoutSharedFailures(app.getRequestHandler()));
// Another instance's revalidation reaches this one through the Redis cache handler
// (lib/cache/redis/backend.mjs); the front cache it empties is the front process's.
if (process.env.FRONT_CACHE !== 'off') globalThis[FRONT_CACHE_PURGE] = () => process.send?.({ type: 'purge' });

const server = http.createServer(async (req, res) => {
  try {
    await handle(req, res);
  } catch (error) {
    console.error(`Failed to handle request for ${req.url}`, error);
    if (!res.headersSent) res.statusCode = 500;
    res.end('Internal Server Error');
  }
});
// Longer than the front's idle connections: the front closes them first, never Next under a request.
server.keepAliveTimeout = 2 * UPSTREAM_IDLE_MS;
server.headersTimeout = server.keepAliveTimeout + 1_000;
rmSync(socketPath, { force: true });
server.listen(socketPath, () => process.send({ type: 'ready' }));

process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  app.close().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
});
// Ctrl-C in a terminal reaches the whole group: the front stops this process itself.
process.on('SIGINT', () => undefined);
