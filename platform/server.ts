import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PlatformContext, PlatformOptions, RealtimeHub } from './context';
import { DEFAULT_STOREFRONT_ORIGIN, listener, Router } from './http';
import { harden, isLoopbackHost, originPolicy } from './hardening';
import { createState } from './state';
import { registerControl } from './control';
import { registerApiRoutes } from './routes';
import { registerInteractionRoutes } from './interaction';
import { registerMedia } from './media';
import { registerEmbedDemo } from './embed-demo';
import { createRealtime } from './realtime';
import { registerErrorSink } from './error-sink';
import { installFaults } from './faults';
import { createRevalidator, revalidateTarget } from './revalidate';
import { stateTags } from './changes';

export const DEFAULT_OPTIONS: PlatformOptions = {
  host: '127.0.0.1',
  port: 4010,
  interactionPort: 4011,
  publicUrl: 'http://127.0.0.1:4010',
  interactionUrl: 'http://127.0.0.1:4011',
  storefrontUrl: DEFAULT_STOREFRONT_ORIGIN,
  revalidate: null,
  simulation: false,
  quiet: false,
};

export interface RunningPlatform {
  ctx: PlatformContext;
  api: Server;
  interaction: Server;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}

/** Port 0 asks the OS for a free port (tests): read the real ports back, and derive URLs not given. */
function adoptEphemeralPorts(options: PlatformOptions, overrides: Partial<PlatformOptions>, api: Server, interaction: Server): void {
  const portOf = (server: Server) => (server.address() as AddressInfo).port;
  if (options.port === 0) {
    options.port = portOf(api);
    if (!overrides.publicUrl) options.publicUrl = `http://${options.host}:${options.port}`;
  }
  if (options.interactionPort === 0) {
    options.interactionPort = portOf(interaction);
    if (!overrides.interactionUrl) options.interactionUrl = `http://${options.host}:${options.interactionPort}`;
  }
}

export async function startPlatform(overrides: Partial<PlatformOptions> = {}): Promise<RunningPlatform> {
  const options: PlatformOptions = {
    ...DEFAULT_OPTIONS,
    storefrontUrl: process.env.STOREFRONT_URL || DEFAULT_STOREFRONT_ORIGIN,
    revalidate: revalidateTarget(process.env),
    ...overrides,
  };
  // The control API reads mail and checkout bodies: never on a reachable interface.
  if (!isLoopbackHost(options.host)) throw new Error(`platform: host ${options.host} is not a loopback address; the platform listens on loopback only`);
  const apiRouter = new Router();
  const interactionRouter = new Router();
  const api = createServer();
  const interaction = createServer();

  const ctx: PlatformContext = {
    options,
    state: createState(Date.now()),
    realtime: null as unknown as RealtimeHub, // set just below; modules only use it at request time
    reports: [],
    // Logged even when quiet: at most a line per kind of failure, and it means a misconfiguration.
    revalidate: createRevalidator({ target: options.revalidate }),
    now: () => Date.now(),
    reset() {
      // Pages of the old state (rooms copied since) and of the seed both change.
      const before = stateTags(ctx.state);
      ctx.state = createState(ctx.now());
      ctx.reports.length = 0;
      // Post ids start again: a room of the new state must not replay the old one's messages.
      ctx.realtime.forget();
      ctx.revalidate.notify([...before, ...stateTags(ctx.state)]);
    },
  };
  const realtime = createRealtime(ctx);
  ctx.realtime = realtime;

  registerControl(apiRouter, ctx);
  registerErrorSink(apiRouter, ctx);
  realtime.register(apiRouter);
  registerMedia(apiRouter, ctx);
  registerEmbedDemo(apiRouter, ctx);
  registerApiRoutes(apiRouter, ctx);
  registerInteractionRoutes(interactionRouter, ctx);

  const faults = installFaults(apiRouter, ctx);
  const log = options.quiet ? () => {} : (e: unknown) => console.error('[platform]', e);
  // Read at request time: ephemeral ports are known only after listening.
  // A control call answers once the storefront has expired its caches of what it changed, so a test
  // that changes something and then loads a page never races the revalidation notice.
  const listenerOptions = { onError: log, origins: originPolicy(options), afterControlChange: () => ctx.revalidate.flush() };
  const storefrontOrigins = () => listenerOptions.origins.storefront;
  api.on('request', faults.wrap(listener(apiRouter, listenerOptions), storefrontOrigins));
  interaction.on('request', faults.wrap(listener(interactionRouter, listenerOptions), storefrontOrigins));
  harden(api);
  harden(interaction);
  realtime.attach(api);

  await listen(api, options.port, options.host);
  await listen(interaction, options.interactionPort, options.host);
  adoptEphemeralPorts(options, overrides, api, interaction);
  listenerOptions.origins = originPolicy(options);

  return {
    ctx,
    api,
    interaction,
    async close() {
      ctx.revalidate.close();
      realtime.close();
      api.closeAllConnections();
      interaction.closeAllConnections();
      await Promise.all([api, interaction].map((s) => new Promise((r) => s.close(() => r(null)))));
    },
  };
}
