// Shared by start, dev and e2e: spawn children, wait for a URL, stop everything together.
import { spawn } from 'node:child_process';

// Nothing the project runs may reach the internet: no Next.js telemetry.
process.env.NEXT_TELEMETRY_DISABLED = '1';

export const children = [];

export function run(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  children.push(child);
  return child;
}

/** Runs a command to completion; resolves with its exit code. */
export function runToEnd(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}

export function exitWithChildren() {
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
}

/** Ports of the embedded platform, and the env that points the storefront at it whatever its ports. */
export function embeddedPlatform(env = process.env) {
  const platformPort = Number(env.PLATFORM_PORT ?? 4010);
  const interactionPort = Number(env.INTERACTION_PORT ?? platformPort + 1);
  const webPort = Number(env.PORT ?? 3000);
  const embeddedEnv = env.PLATFORM_API_URL
    ? {}
    : {
        PLATFORM_API_URL: `http://127.0.0.1:${platformPort}`,
        INTERACTION_API_URL: `http://127.0.0.1:${interactionPort}`,
        ALLOW_LOOPBACK_REDIRECTS: '1',
        // The storefront requires SITE_URL with a platform URL set; the embedded one is this machine.
        SITE_URL: env.SITE_URL || `http://localhost:${webPort}`,
      };
  return { platformPort, interactionPort, embeddedEnv };
}
