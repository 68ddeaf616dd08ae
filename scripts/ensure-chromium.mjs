// e2e drives Debian's Chromium (its headless shell) with Debian's CJK fonts (pages are Japanese and Chinese,
// and a test asks which face drew them); install what is missing with apt-get (CI machines start without them).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { TEST_PACKAGES } from './debian-packages.mjs';

export function ensureChromium() {
  const missing = TEST_PACKAGES.chromium.filter(([file]) => !existsSync(file)).map(([, name]) => name);
  if (missing.length === 0) return;
  console.log(`Installing Debian ${missing.join(' ')} (apt-get)…`);
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, {
    stdio: 'inherit',
  });
}
