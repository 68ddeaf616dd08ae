import { startPlatform } from './server';

/** `npm run platform`: the embedded platform on loopback. */
const host = process.env.PLATFORM_HOST ?? '127.0.0.1';
const port = Number(process.env.PLATFORM_PORT ?? 4010);
const interactionPort = Number(process.env.INTERACTION_PORT ?? 4011);

startPlatform({
  host,
  port,
  interactionPort,
  publicUrl: process.env.PLATFORM_PUBLIC_URL ?? `http://${host}:${port}`,
  interactionUrl: `http://${host}:${interactionPort}`,
  simulation: process.env.PLATFORM_SIMULATION !== '0' && process.env.NODE_ENV !== 'test',
  quiet: process.env.PLATFORM_QUIET === '1',
}).then(
  (platform) => {
    const { publicUrl, interactionUrl, revalidate } = platform.ctx.options;
    const notices = revalidate ? `, changes announced to ${revalidate.storefrontUrl}/api/revalidate` : '';
    console.log(`platform: API ${publicUrl}, interaction ${interactionUrl}${notices}`);
    const stop = () => platform.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  (error) => {
    console.error('platform failed to start:', error);
    process.exit(1);
  },
);
