// `npm run dev`: the embedded platform (unless PLATFORM_API_URL is set) and next dev.
import { randomBytes } from 'node:crypto';
import { embeddedPlatform, exitWithChildren, run, waitForUrl } from './processes.mjs';

const port = Number(process.env.PORT ?? 3000);
const { platformPort, interactionPort, embeddedEnv } = embeddedPlatform();
// The platform tells the storefront what changed (POST /api/revalidate): both get the same secret.
const revalidateEnv = process.env.PLATFORM_API_URL ? {} : { REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || randomBytes(32).toString('hex') };

if (!process.env.PLATFORM_API_URL) {
  const storefrontUrl = process.env.STOREFRONT_URL ?? `http://localhost:${port}`;
  run('npx', ['tsx', 'watch', 'platform/main.ts'], { env: { PLATFORM_PORT: String(platformPort), INTERACTION_PORT: String(interactionPort), STOREFRONT_URL: storefrontUrl, ...revalidateEnv } });
  await waitForUrl(`http://127.0.0.1:${platformPort}/__control/health`);
}
run('npx', ['next', 'dev', '-p', String(port)], { env: { ...embeddedEnv, ...revalidateEnv } });
exitWithChildren();
console.log(`\nKirari (dev): http://localhost:${port}/demo\n`);
