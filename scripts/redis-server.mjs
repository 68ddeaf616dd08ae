// Debian's redis-server for the tests: installed with apt-get when missing (CI machines start without
// it, like Chromium), started on a free port with no persistence, stopped and started again at will.
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';

const BINARY = '/usr/bin/redis-server';

export function ensureRedisServer() {
  if (existsSync(BINARY)) return true;
  console.log('Installing Debian redis-server (apt-get)…');
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server`, { stdio: 'inherit' });
  } catch (error) {
    console.error(`redis-server could not be installed: ${error.message}`);
  }
  return existsSync(BINARY);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function answers(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(check, what, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`redis-server: timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A redis-server on `port` (REDIS_TEST_PORT, else a free one): `stop()` and `start()` again on the same port. */
export async function startRedisServer(port) {
  const chosen = port ?? (Number(process.env.REDIS_TEST_PORT) || (await freePort()));
  let child = null;
  const server = {
    port: chosen,
    url: `redis://127.0.0.1:${chosen}`,
    async start() {
      child = spawn(BINARY, ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], { stdio: 'ignore' });
      await waitFor(() => answers(chosen), `it listens on ${chosen}`);
    },
    async stop() {
      if (!child) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      child = null;
      await waitFor(async () => !(await answers(chosen)), `${chosen} is closed`);
    },
  };
  await server.start();
  return server;
}
