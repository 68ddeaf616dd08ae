// The production server: a front process that accepts viewers' connections and answers from the
// front cache (lib/cache/front, docs/adr/0008-front-cache.md), and Next in a process of its own
// (scripts/serve-next.mjs) that the front forwards everything else to over a few kept-alive
// connections (lib/load/forward.mjs, docs/adr/0009 third round). `npm start`, the e2e suite, the
// benches and the standalone build (Dockerfile) all serve through it.
//   node scripts/serve.mjs [-p PORT] [-H HOSTNAME]
// PORT and (in the standalone build, as Next's own server.js) HOSTNAME are read when no flag is
// given; FRONT_CACHE=off serves without the front cache; FRONT_CACHE_MAX_MB bounds it (32).
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createFrontCache, withFrontCache } from '../lib/cache/front/front-cache.mjs';
import { withImmutableFiles } from '../lib/cache/front/immutable-files.mjs';
import { createForwarder } from '../lib/load/forward.mjs';

const dir = resolve(import.meta.dirname, '..');
const distDir = process.env.NEXT_DIST_DIR || '.next';
const standalone = !existsSync(join(dir, 'next.config.mjs')) && existsSync(join(dir, distDir, 'required-server-files.json'));

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
const selfUrl = `http://${hostname && !['0.0.0.0', '::'].includes(hostname) ? hostname : '127.0.0.1'}:${port}`;
const socketPath = join(tmpdir(), `kirari-next-${process.pid}.sock`);
let stopping = false;
const nextProcess = fork(join(import.meta.dirname, 'serve-next.mjs'), [], {
  env: { ...process.env, KIRARI_NEXT_SOCKET: socketPath, KIRARI_PUBLIC_PORT: String(port), KIRARI_SELF_URL: selfUrl },
  stdio: 'inherit',
});
nextProcess.once('exit', (code, signal) => {
  if (stopping) return;
  console.error(`Next stopped (${signal ?? `exit ${code}`}): the storefront cannot serve`);
  process.exit(code || 1);
});
await new Promise((ready) => nextProcess.on('message', (message) => message?.type === 'ready' && ready()));

const forward = createForwarder({ socketPath });
// Both checked by Next's start-up (lib/config/env-schema.ts): a wrong value has stopped the server by now.
const frontCacheOn = process.env.FRONT_CACHE !== 'off';
let listener = forward;
if (frontCacheOn) {
  const cache = createFrontCache({ maxBytes: Number(process.env.FRONT_CACHE_MAX_MB || 32) * 1024 * 1024 });
  // Another instance's revalidation, as Next's process hears it (scripts/serve-next.mjs).
  nextProcess.on('message', (message) => message?.type === 'purge' && cache.purge());
  // The build's own files first: they never change, so no purge, no lifetime, no cookie rule.
  listener = withImmutableFiles(withFrontCache(cache, forward));
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
  nextProcess.kill('SIGTERM');
  process.exit(1);
});
server.listen(port, hostname, () => {
  console.log(`▲ Kirari storefront ready on http://${hostname && hostname !== '0.0.0.0' ? hostname : 'localhost'}:${port} (front cache ${frontCacheOn ? 'on' : 'off'})`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopping = true;
    server.close();
    server.closeAllConnections();
    forward.close();
    nextProcess.once('exit', () => process.exit(0));
    nextProcess.kill('SIGTERM');
    setTimeout(() => process.exit(0), 3500).unref();
  });
}
