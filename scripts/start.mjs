// `npm start`: build when needed, start the embedded platform (unless PLATFORM_API_URL is set) and the
// production server (scripts/serve.mjs: Next behind the front cache).
import { randomBytes } from 'node:crypto';
import { needsBuild } from './needs-build.mjs';
import { embeddedPlatform, exitWithChildren, run, runToEnd, startEmbeddedPlatform, stopAll, waitForUrl } from './processes.mjs';

const port = Number(process.env.PORT ?? 3000);
const { platformPort, interactionPort, embeddedEnv } = embeddedPlatform();
const embedded = !process.env.PLATFORM_API_URL;
// The platform tells the storefront what changed (POST /api/revalidate): both get the same secret,
// a fresh one per start unless REVALIDATE_SECRET is set.
const revalidateEnv = embedded ? { REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || randomBytes(32).toString('hex') } : {};

if (needsBuild()) {
  console.log('Building the storefront (next build)…');
  const code = await runToEnd('npx', ['next', 'build']);
  if (code !== 0) process.exit(code);
}

if (embedded) await startEmbeddedPlatform({ platformPort, interactionPort, storefrontUrl: `http://localhost:${port}`, env: revalidateEnv });

run(process.execPath, ['scripts/serve.mjs', '-p', String(port)], { env: { ...embeddedEnv, ...revalidateEnv } });
exitWithChildren();
await waitForUrl(`http://localhost:${port}/`).catch((error) => {
  console.error(error.message);
  stopAll(1);
});
console.log(`\nKirari is running: http://localhost:${port}/demo${embedded ? ` (embedded platform on 127.0.0.1:${platformPort})` : ''}\n`);
