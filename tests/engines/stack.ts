import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { E2E_REVALIDATE_SECRET, storefrontEnv } from '../e2e/stack-env';

/**
 * What the engine specs run against, as playwright.config.ts starts it for Chromium: the platform
 * (tsx platform/main.ts) and the production build behind scripts/serve.mjs, on the E2E_* ports; a
 * host page server on the embed origin; and Xvfb for WebKit.
 */

export interface Stack {
  web: string;
  platform: string;
  embedOrigin: string;
  display: string;
  /** Pages the host server answers (path → HTML), added by specs. */
  hostPages: Map<string, string>;
  stop(): Promise<void>;
}

const children: ChildProcess[] = [];

/** Starts a process in its own group, so stopping it ends what it started (npx → tsx → node). */
function start(command: string, args: string[], env: Record<string, string>, name: string, extraPipe = false): ChildProcess {
  const stdio = extraPipe ? (['ignore', 'ignore', 'pipe', 'pipe'] as const) : (['ignore', 'ignore', 'pipe'] as const);
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: [...stdio], detached: true });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4_000);
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[engines] ${name} exited ${code ?? signal}:\n${errors}`);
    exited.push(name);
  });
  children.push(child);
  return child;
}

let stopping = false;
/** Children that ended before the stack was stopped (a port in use, a crash): the run cannot go on. */
const exited: string[] = [];

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // gone already
      }
      resolve();
    }, 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

async function waitForUrl(url: string, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (exited.length > 0) throw new Error(`${exited.join(', ')} exited while starting`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The display number Xvfb writes to its fd 3 once it listens (-displayfd 3). */
function readDisplay(xvfb: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const pipe = xvfb.stdio[3] as NodeJS.ReadableStream | null;
    const timer = setTimeout(() => reject(new Error('Xvfb named no display in 20 s')), 20_000);
    pipe?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (!text.includes('\n')) return;
      clearTimeout(timer);
      resolve(text.trim());
    });
    xvfb.once('exit', () => {
      clearTimeout(timer);
      reject(new Error('Xvfb exited before naming its display'));
    });
  });
}

export async function startStack({ needsDisplay }: { needsDisplay: boolean }): Promise<Stack> {
  const platformPort = Number(process.env.E2E_PLATFORM_PORT ?? 4110);
  const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
  const embedPort = Number(process.env.E2E_EMBED_PORT ?? webPort + 5);
  const platform = `http://127.0.0.1:${platformPort}`;
  const web = `http://localhost:${webPort}`;
  const embedOrigin = `http://127.0.0.1:${embedPort}`;

  start(
    'npx',
    ['tsx', 'platform/main.ts'],
    {
      PLATFORM_PORT: String(platformPort),
      INTERACTION_PORT: String(platformPort + 1),
      PLATFORM_SIMULATION: '0',
      PLATFORM_QUIET: '1',
      STOREFRONT_URL: web,
      REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
    },
    'platform',
  );
  start(
    'node',
    ['scripts/serve.mjs', '-p', String(webPort)],
    { ...storefrontEnv({ webPort, platformPort, embedOrigin }), ANALYTICS_BEACON_URL: `${platform}/__e2e/measurements` },
    'storefront',
  );
  // Xvfb picks a free display itself (-displayfd) unless one is given: runs on other ports may share the machine.
  let display = process.env.ENGINES_DISPLAY ?? '';
  let displayReady: Promise<void> = Promise.resolve();
  if (needsDisplay) {
    const fixed = display !== '';
    const xvfb = start('Xvfb', [...(fixed ? [display] : ['-displayfd', '3']), '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {}, 'Xvfb', !fixed);
    if (!fixed) displayReady = readDisplay(xvfb).then((number) => void (display = `:${number}`));
  }

  const hostPages = new Map<string, string>();
  const host = createServer((request, response) => {
    const body = hostPages.get(new URL(request.url ?? '/', 'http://x').pathname);
    if (body === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => host.listen(embedPort, '127.0.0.1', resolve));

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    host.closeAllConnections();
    host.close();
    await Promise.all(children.map(stopGroup));
  };
  // Interrupted (Ctrl-C, a CI timeout): the servers and Xvfb go too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop().then(() => process.exit(1)));
  try {
    await displayReady;
    await waitForUrl(`${platform}/__control/health`, 90_000);
    await waitForUrl(`${web}/demo/market`, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { web, platform, embedOrigin, display, hostPages, stop };
}
