// What `npm test` needs from Debian (Chromium and CJK fonts, redis-server, the engines' WebKitGTK,
// Firefox ESR, Xvfb and GStreamer) installed in one apt-get run in the background, so a fresh CI
// machine downloads and unpacks them while lint, the typecheck and the build run. The ensure*
// functions (ensure-chromium.mjs, redis-server.mjs, ensure-engines.mjs) still check each afterwards
// and install what this run could not. Output goes to .tmp/apt.log.
import { spawn } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';

/** [a file the package provides, the package] per need; only missing ones are installed. */
export const TEST_PACKAGES = {
  chromium: [
    ['/usr/bin/chromium', 'chromium'],
    // The e2e drive the old headless shell of the same Chromium build: ~55% less CPU than the full
    // browser in headless mode (playwright.config.ts).
    ['/usr/bin/chromium-headless-shell', 'chromium-headless-shell'],
    ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', 'fonts-noto-cjk'],
  ],
  redis: [['/usr/bin/redis-server', 'redis-server']],
  engines: [
    ['/usr/bin/WebKitWebDriver', 'webkit2gtk-driver'],
    ['/usr/bin/firefox-esr', 'firefox-esr'],
    ['/usr/bin/Xvfb', 'xvfb'],
    ['/usr/lib/x86_64-linux-gnu/gstreamer-1.0/libgstlibav.so', 'gstreamer1.0-libav'],
    ['/usr/lib/x86_64-linux-gnu/gstreamer-1.0/libgstisomp4.so', 'gstreamer1.0-plugins-good'],
    ['/usr/lib/x86_64-linux-gnu/gstreamer-1.0/libgsthls.so', 'gstreamer1.0-plugins-bad'],
  ],
};

/** Starts apt-get for the missing packages of `needs`; resolves when it ends (true when nothing was missing or it succeeded). */
export function installInBackground(needs, log = '.tmp/apt.log') {
  const missing = [...new Set(needs.flatMap((need) => TEST_PACKAGES[need]).filter(([file]) => !existsSync(file)).map(([, name]) => name))];
  if (missing.length === 0) return Promise.resolve(true);
  console.log(`Installing Debian ${missing.join(' ')} in the background (apt-get, log in ${log})…`);
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  const out = openSync(log, 'a');
  const child = spawn('sh', ['-c', `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`], { stdio: ['ignore', out, out] });
  const started = Date.now();
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      console.log(`apt-get ${code === 0 ? 'installed' : `failed (${code}) on`} ${missing.join(' ')} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      resolve(code === 0);
    });
    child.on('error', () => resolve(false));
  });
}
