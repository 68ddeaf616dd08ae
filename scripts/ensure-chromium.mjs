// e2e drives Debian's Chromium with Debian's CJK fonts (pages are Japanese and Chinese, and a test asks
// which face drew them); install both with apt-get when either is missing (CI machines start without them).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CJK_FONTS = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

export function ensureChromium() {
  if (existsSync('/usr/bin/chromium') && existsSync(CJK_FONTS)) return;
  console.log('Installing Debian chromium and CJK fonts (apt-get)…');
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk`, {
    stdio: 'inherit',
  });
}
