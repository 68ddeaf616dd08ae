// e2e drives Debian's Chromium with Debian's CJK fonts (pages are Japanese and Chinese, and a test asks
// which face drew them); install both with apt-get when either is missing (CI machines start without them).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { TEST_PACKAGES } from './debian-packages.mjs';

export function ensureChromium() {
  if (TEST_PACKAGES.chromium.every(([file]) => existsSync(file))) return;
  console.log('Installing Debian chromium and CJK fonts (apt-get)…');
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk`, {
    stdio: 'inherit',
  });
}
