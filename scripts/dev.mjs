// `npm run dev`: the embedded platform (unless PLATFORM_API_URL is set) and next dev.
import { exitWithChildren, run, waitForUrl } from './processes.mjs';

const port = Number(process.env.PORT ?? 3000);
const platformPort = Number(process.env.PLATFORM_PORT ?? 4010);
const interactionPort = Number(process.env.INTERACTION_PORT ?? platformPort + 1);
// The storefront is pointed at the embedded platform explicitly, whatever its ports.
const embeddedEnv = process.env.PLATFORM_API_URL
  ? {}
  : {
      PLATFORM_API_URL: `http://127.0.0.1:${platformPort}`,
      INTERACTION_API_URL: `http://127.0.0.1:${interactionPort}`,
      ALLOW_LOOPBACK_REDIRECTS: '1',
    };

if (!process.env.PLATFORM_API_URL) {
  run('npx', ['tsx', 'watch', 'platform/main.ts'], { env: { PLATFORM_PORT: String(platformPort), INTERACTION_PORT: String(interactionPort) } });
  await waitForUrl(`http://127.0.0.1:${platformPort}/__control/health`);
}
run('npx', ['next', 'dev', '-p', String(port)], { env: embeddedEnv });
exitWithChildren();
console.log(`\nKirari (dev): http://localhost:${port}/demo\n`);
