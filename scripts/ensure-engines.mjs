// The @engines subset (tests/engines) drives WebKitGTK (WebKitWebDriver + MiniBrowser under Xvfb, with
// GStreamer for its media) and Firefox ESR, all from Debian's packages: installed with apt-get when
// missing, as ensure-chromium.mjs does for Chromium. No browser is ever downloaded. The packages and
// the files that show each is there are listed once, in debian-packages.mjs.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { TEST_PACKAGES } from './debian-packages.mjs';

export function ensureEngines() {
  if (TEST_PACKAGES.engines.every(([file]) => existsSync(file))) return;
  const packages = TEST_PACKAGES.engines.map(([, name]) => name).join(' ');
  console.log(`Installing Debian ${packages} (apt-get)…`);
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });
}
