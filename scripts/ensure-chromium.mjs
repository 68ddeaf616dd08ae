// e2e drives Debian's Chromium; install it with apt-get when missing (CI machines start without it).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  console.log('Installing Debian chromium and CJK fonts (apt-get)…');
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk`, {
    stdio: 'inherit',
  });
}
