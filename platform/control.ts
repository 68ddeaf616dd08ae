import type { PlatformContext } from './context';
import { bodyOf, error, json, type Router } from './http';

/** The control API for tests and demos: reset, publish, read error reports. */
export function registerControl(router: Router, ctx: PlatformContext): void {
  router.get('/__control/health', () => json({ ok: true }));
  // Answers once the storefront has expired its caches of the old state (every control call does:
  // server.ts afterControlChange), so a test that resets and then loads a page never sees the previous test's data.
  router.post('/__control/reset', () => {
    ctx.reset();
    return json({ ok: true });
  });
  router.post('/__control/realtime/publish', (req) => {
    const { channel, name, data } = bodyOf(req);
    if (typeof channel !== 'string' || !channel || typeof name !== 'string' || !name) {
      return error(422, 'channel and name are required strings');
    }
    ctx.realtime.publish(channel, name, data ?? null);
    return json({ ok: true });
  });
  router.get('/__control/reports', () => json({ data: ctx.reports }));
}
