/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { isRootRouteHandler, parseStorePath } from '@/lib/guards';
import { pageProbe, platformProbe, readiness, redisProbe } from '@/lib/health/readiness';

describe('readiness', () => {
  it('counts any platform answer below 500 as reachable (a 404 for the probed store too)', () => {
    expect(platformProbe({ ok: true, data: {} })).toEqual({ ok: true });
    expect(platformProbe({ ok: false, error: { kind: 'status', status: 404, message: 'not found' } })).toEqual({ ok: true });
  });

  it.each([
    [{ kind: 'timeout', message: 'timed out after 1500 ms' } as const, 'platform unreachable (timeout: timed out after 1500 ms)'],
    [{ kind: 'network', message: 'ECONNREFUSED' } as const, 'platform unreachable (network: ECONNREFUSED)'],
    [{ kind: 'status', status: 502, message: 'bad gateway' } as const, 'platform unreachable (answered 502)'],
  ])('names why the platform is not reachable: %p', (error, reason) => {
    expect(platformProbe({ ok: false, error })).toEqual({ ok: false, reason });
  });

  it('is 200 when every check passed and 503 with every reason otherwise', () => {
    expect(readiness({ platform: { ok: true }, redis: { ok: true } })).toEqual({ status: 200, body: { ready: true, checks: { platform: { ok: true }, redis: { ok: true } } } });
    const down = readiness({ platform: { ok: true }, redis: { ok: false, reason: 'redis unreachable: connect ECONNREFUSED' } });
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ ready: false, reasons: ['redis unreachable: connect ECONNREFUSED'] });
  });
});

describe('health routes in middleware', () => {
  it('are route handlers outside the store routes, never a store slug', () => {
    for (const path of ['/healthz', '/readyz', '/api/revalidate']) expect(isRootRouteHandler(path)).toBe(true);
    expect(isRootRouteHandler('/demo')).toBe(false);
    expect(isRootRouteHandler('/healthz-shop')).toBe(false);
    expect(parseStorePath('/healthz')).toBeNull();
    expect(parseStorePath('/readyz/x')).toBeNull();
  });
});

describe('redisProbe', () => {
  it('asks the store, and is not ready before the cache handlers are loaded', async () => {
    expect(await redisProbe({ health: async () => ({ ok: false, reason: 'redis unreachable' }) })).toEqual({ ok: false, reason: 'redis unreachable' });
    expect(await redisProbe(null)).toEqual({ ok: false, reason: 'redis: the cache handlers are not loaded yet' });
  });
});

describe('pageProbe: a store page through the server itself', () => {
  const answering = (status: number) => (async () => ({ status })) as unknown as typeof fetch;

  it('is ready when the page answers below 500 (a redirect to sign in is an answer), by HEAD so no front cache answers for Next', async () => {
    const seen: Array<{ url: string; method?: string }> = [];
    const recording = (async (url: URL, init?: RequestInit) => {
      seen.push({ url: String(url), method: init?.method });
      return { status: 307 };
    }) as unknown as typeof fetch;
    expect(await pageProbe('http://127.0.0.1:3000', '/demo/market', recording)).toEqual({ ok: true });
    expect(seen).toEqual([{ url: 'http://127.0.0.1:3000/demo/market', method: 'HEAD' }]);
  });

  it('names a failing page, and one that hangs past the timeout (the self-proxied rewrite)', async () => {
    expect(await pageProbe('http://127.0.0.1:3000', '/demo/market', answering(500))).toEqual({ ok: false, reason: 'store page /demo/market answered 500' });
    const hanging = ((_url: URL, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as unknown as typeof fetch;
    expect(await pageProbe('http://127.0.0.1:3000', '/demo/market', hanging, 20)).toEqual({ ok: false, reason: 'store page /demo/market did not answer within 20 ms' });
  });

  it('has nothing to probe without the server’s own address (next dev)', async () => {
    expect(await pageProbe(undefined, '/demo/market', answering(200))).toBeNull();
  });
});
