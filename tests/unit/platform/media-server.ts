import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listener, Router } from '@/platform/http';
import { registerMedia, type MediaOptions } from '@/platform/media';

/** The media routes over real HTTP on a free port, with the test's clock; `close` ends it. */
export async function serveMedia(now: () => number, options: MediaOptions): Promise<{ base: string; close(): Promise<void> }> {
  const router = new Router();
  registerMedia(router, { now }, options);
  const server = createServer(listener(router));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
