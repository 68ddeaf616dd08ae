// `npm run edge:start`: the edge host on this machine (docs/adr/0014-edge-host.md). Builds when the
// edge build is missing (scripts/edge-build.mjs), starts the embedded platform unless
// PLATFORM_API_URL is set (as `npm start` does), then OpenNext's preview: the R2 incremental cache
// and the D1 tag cache filled and created on disk (miniflare, .edge/app/.wrangler/state) and the
// worker served by workerd on loopback only. PORT (8787) picks its port.
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { EDGE_WORKER_VARS } from '../lib/config/edge-vars.mjs';
import { EDGE_APP } from './edge-build.mjs';
import { edgeToolEnv, ensureEdgeNode } from './edge-node.mjs';
import { embeddedPlatform, exitWithChildren, run, runToEnd, startEmbeddedPlatform, stopAll, waitForUrl } from './processes.mjs';

const port = Number(process.env.PORT ?? 8787);
const { platformPort, interactionPort, embeddedEnv } = embeddedPlatform({ ...process.env, PORT: String(port) });
const embedded = !process.env.PLATFORM_API_URL;
const revalidateEnv = embedded ? { REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || randomBytes(32).toString('hex') } : {};
const started = Date.now();

if (!existsSync(join(EDGE_APP, '.open-next', 'worker.js'))) {
  console.log('Building the edge host (npm run edge:build)…');
  const code = await runToEnd(process.execPath, ['scripts/edge-build.mjs']);
  if (code !== 0) process.exit(code);
}
const node = ensureEdgeNode();

if (embedded) await startEmbeddedPlatform({ platformPort, interactionPort, storefrontUrl: `http://localhost:${port}`, env: revalidateEnv });

// The worker's variables, as Cloudflare would hand them over (a secret never on a command line).
const vars = { ...process.env, ...embeddedEnv, ...revalidateEnv };
const devVars = EDGE_WORKER_VARS.filter((key) => vars[key]).map((key) => `${key}=${JSON.stringify(vars[key])}`);
writeFileSync(join(EDGE_APP, '.dev.vars'), `${devVars.join('\n')}\n`, { mode: 0o600 });

// The caches on disk (miniflare, .edge/app/.wrangler/state): the build's prerendered pages into the
// R2 incremental cache, the D1 tag cache's table created. Its progress bar redraws one line
// hundreds of times: only the last state is kept.
const tool = { cwd: EDGE_APP, env: edgeToolEnv() };
const cli = join(EDGE_APP, 'node_modules', '@opennextjs', 'cloudflare', 'dist', 'cli', 'index.js');
const populate = run(node, [cli, 'populateCache', 'local'], { ...tool, stdio: ['ignore', 'pipe', 'inherit'] });
createInterface({ input: populate.stdout }).on('line', (line) => console.log(line.includes('it/s]') ? line.split(/\r|\u001b\[0G/).at(-1) : line));
const populated = await new Promise((resolve) => populate.on('exit', (code) => resolve(code ?? 1)));
if (populated !== 0) stopAll(populated);

// workerd through wrangler, on loopback only, in a process group of its own (wrangler runs workerd
// as its child): stopping this script stops the whole group.
const wrangler = join(EDGE_APP, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
const wranglerArgs = ['dev', '--ip', '127.0.0.1', '--port', String(port), '--local', '--show-interactive-dev-session=false', '--log-level', process.env.EDGE_LOG_LEVEL ?? 'warn'];
const workerStarted = Date.now();
const worker = run(node, [wrangler, ...wranglerArgs], { ...tool, detached: true });
process.on('exit', () => {
  try {
    process.kill(-worker.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
});
exitWithChildren();
// Through the name the worker answers to (a request to another host name makes middleware's rewrites
// look external to OpenNext): the store page, so its first answer is a real render.
await waitForUrl(`http://localhost:${port}/demo/market`, 180_000).catch((error) => {
  console.error(error.message);
  stopAll(1);
});
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
console.log(`\nKirari (edge host, workerd) is running: http://localhost:${port}/demo${embedded ? ` (embedded platform on 127.0.0.1:${platformPort})` : ''}; first answer ${seconds(workerStarted)} s after wrangler started, ${seconds(started)} s after this script\n`);
