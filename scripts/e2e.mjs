// `npm run test:e2e`: build when needed, then Playwright (its config starts the platform and scripts/serve.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { needsBuild } from './needs-build.mjs';
import { runToEnd } from './processes.mjs';

ensureChromium();
if (!process.env.E2E_PLATFORM_ONLY && needsBuild()) {
  // A private NEXT_DIST_DIR makes next build add its folder to tsconfig.json: keep the committed file.
  const tsconfig = readFileSync('tsconfig.json', 'utf8');
  const code = await runToEnd('npx', ['next', 'build']);
  if (process.env.NEXT_DIST_DIR) writeFileSync('tsconfig.json', tsconfig);
  if (code !== 0) process.exit(code);
}
process.exit(await runToEnd('npx', ['playwright', 'test', ...process.argv.slice(2)]));
