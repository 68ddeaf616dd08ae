// `npm run test:e2e`: build when needed, then Playwright (its config starts the platform and next start).
import { ensureChromium } from './ensure-chromium.mjs';
import { needsBuild } from './needs-build.mjs';
import { runToEnd } from './processes.mjs';

ensureChromium();
if (!process.env.E2E_PLATFORM_ONLY && needsBuild()) {
  const code = await runToEnd('npx', ['next', 'build']);
  if (code !== 0) process.exit(code);
}
process.exit(await runToEnd('npx', ['playwright', 'test', ...process.argv.slice(2)]));
