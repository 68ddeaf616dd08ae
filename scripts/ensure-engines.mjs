// The @engines subset (tests/engines) drives WebKitGTK (WebKitWebDriver + MiniBrowser under Xvfb, with
// GStreamer for its media) and Firefox ESR, all from Debian's packages: installed with apt-get when
// missing, as ensure-chromium.mjs does for Chromium. No browser is ever downloaded.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const NEEDED = ['/usr/bin/WebKitWebDriver', '/usr/bin/firefox-esr', '/usr/bin/Xvfb', '/usr/lib/x86_64-linux-gnu/gstreamer-1.0/libgstlibav.so'];
const PACKAGES = 'webkit2gtk-driver firefox-esr xvfb gstreamer1.0-plugins-good gstreamer1.0-plugins-bad gstreamer1.0-libav';

export function ensureEngines() {
  if (NEEDED.every((path) => existsSync(path))) return;
  console.log(`Installing Debian ${PACKAGES} (apt-get)…`);
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES}`, { stdio: 'inherit' });
}
