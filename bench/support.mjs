// Shared by the benchmarks: Debian Chromium's flags (the e2e suite's), and servers started in their
// own process groups so stopping one also stops what npx started under it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export { waitForUrl } from '../scripts/processes.mjs';

export const root = resolve(import.meta.dirname, '..');
export const chromiumArgs = JSON.parse(readFileSync(resolve(root, 'tests/e2e/chromium-args.json'), 'utf8'));

const started = [];

export function startDetached(command, argv, options = {}) {
  const child = spawn(command, argv, { cwd: root, stdio: 'ignore', detached: true, ...options });
  started.push(child);
  return child;
}

export function stopStarted() {
  for (const child of started.splice(0)) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
