// `npm run dev`: the embedded platform (unless PLATFORM_API_URL is set) and next dev.
import { embeddedPlatform, exitWithChildren, run, waitForUrl } from './processes.mjs';

const port = Number(process.env.PORT ?? 3000);
const { platformPort, interactionPort, embeddedEnv } = embeddedPlatform();

if (!process.env.PLATFORM_API_URL) {
  const storefrontUrl = process.env.STOREFRONT_URL ?? `http://localhost:${port}`;
  run('npx', ['tsx', 'watch', 'platform/main.ts'], { env: { PLATFORM_PORT: String(platformPort), INTERACTION_PORT: String(interactionPort), STOREFRONT_URL: storefrontUrl } });
  await waitForUrl(`http://127.0.0.1:${platformPort}/__control/health`);
}
run('npx', ['next', 'dev', '-p', String(port)], { env: embeddedEnv });
exitWithChildren();
console.log(`\nKirari (dev): http://localhost:${port}/demo\n`);
