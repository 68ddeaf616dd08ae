// Shared by start, dev and e2e: spawn children, wait for a URL, stop everything together.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { describeExit, restartDecision } from './restart-policy.mjs';

const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');

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

let stopping = false;

export function stopAll(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}

export function exitWithChildren() {
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  for (const child of children) if (!supervised.has(child)) child.on('exit', (code) => stopAll(code ?? 0));
}

const supervised = new WeakSet();

/**
 * Starts a child with `start()` and starts it again whenever it dies, after restart-policy.mjs's
 * pause; when it keeps dying, says so and stops everything. `onRestart` gets each new child.
 */
export function supervise(name, start, onRestart = () => {}) {
  const crashes = [];
  const launch = () => {
    const child = start();
    supervised.add(child);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      const now = Date.now();
      crashes.push(now);
      if (crashes.length > 50) crashes.shift();
      const decision = restartDecision(crashes, now);
      console.error(`\n✖ ${describeExit(name, code, signal)}.`);
      if (!decision.restart) {
        console.error(`✖ ${name} stopped ${decision.crashes} times within ${decision.windowMs / 1000} s: not restarting it again. Stopping.`);
        stopAll(1);
        return;
      }
      console.error(`↻ Restarting ${name} in ${decision.delayMs} ms (restart ${decision.attempt} of at most ${decision.maxRestarts} a minute)…`);
      setTimeout(() => {
        if (!stopping) onRestart(launch());
      }, decision.delayMs);
    });
    return child;
  };
  return launch();
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

/**
 * Starts the embedded platform under supervision (restarted when it dies: every store answers 404
 * until it is back) and waits for its health. `storefrontUrl` is the origin its CORS allows
 * (STOREFRONT_URL wins when set); `env` carries the revalidation secret both sides share.
 */
export async function startEmbeddedPlatform({ platformPort, interactionPort, storefrontUrl, env = {} }) {
  const health = `http://127.0.0.1:${platformPort}/__control/health`;
  const platformEnv = { PLATFORM_PORT: String(platformPort), INTERACTION_PORT: String(interactionPort), STOREFRONT_URL: process.env.STOREFRONT_URL ?? storefrontUrl, ...env };
  supervise(
    'the embedded platform',
    // tsx itself, not through npx: npm exec does not pass a SIGTERM on, and the platform outlived us.
    () => run(process.execPath, [TSX_CLI, 'platform/main.ts'], { env: platformEnv }),
    () =>
      waitForUrl(health).then(
        () => console.error(`✔ The embedded platform is back on 127.0.0.1:${platformPort}.`),
        (error) => console.error(error.message),
      ),
  );
  await waitForUrl(health).catch((error) => {
    console.error(error.message);
    stopAll(1);
  });
}
