// The standalone server (next.config.mjs `output: 'standalone'`): `node scripts/standalone.mjs assemble`
// copies the build's static files and public/ beside <distDir>/standalone/server.js (Next leaves them
// out: a CDN may serve them); `… start` assembles, then runs `node scripts/serve.mjs` with PORT and HOSTNAME
// (defaults 3000 and 0.0.0.0). The Dockerfile does exactly these steps.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const distDir = process.env.NEXT_DIST_DIR || '.next';

/** Where the assembled server lives, and what goes where inside it. */
export function standalonePaths(root = process.cwd(), dist = distDir) {
  const standalone = resolve(root, dist, 'standalone');
  return {
    standalone,
    // Next's server.js is left unused: the same server as everywhere else (scripts/serve.mjs), traced in by next.config.mjs.
    server: join(standalone, 'scripts', 'serve.mjs'),
    copies: [
      { from: resolve(root, dist, 'static'), to: join(standalone, dist, 'static') },
      { from: resolve(root, 'public'), to: join(standalone, 'public') },
    ],
  };
}

export function assemble(root = process.cwd()) {
  const paths = standalonePaths(root);
  if (!existsSync(paths.server)) throw new Error(`${paths.server} is missing: run \`next build\` first (output: 'standalone').`);
  for (const { from, to } of paths.copies) {
    if (!existsSync(from)) continue;
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
  }
  return paths;
}

/** Starts the assembled server; its own process (the script forwards signals and its exit code). */
export function startStandalone(env = process.env, root = process.cwd()) {
  const { server } = assemble(root);
  return spawn(process.execPath, [server], {
    stdio: 'inherit',
    env: { NEXT_TELEMETRY_DISABLED: '1', ...env, PORT: env.PORT ?? '3000', HOSTNAME: env.HOSTNAME ?? '0.0.0.0' },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const command = process.argv[2] ?? 'start';
  if (command === 'assemble') {
    console.log(`Assembled ${assemble().standalone}`);
  } else if (command === 'start') {
    const child = startStandalone();
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  } else {
    console.error('usage: node scripts/standalone.mjs [assemble|start]');
    process.exit(2);
  }
}
