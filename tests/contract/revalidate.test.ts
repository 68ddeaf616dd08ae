/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { checkout, login } from '@/lib/api';
import type { CheckoutPayload } from '@/lib/schemas';
import { productsChanged, storeChanged } from '@/platform/changes';
import { createRevalidator, type SetTimer } from '@/platform/revalidate';
import { startPlatform, type RunningPlatform } from '@/platform/server';
import { demoToken, postJson, raw } from './harness';

/**
 * The platform tells the storefront what changed: every state change a public page shows ends in
 * `POST {STOREFRONT_URL}/api/revalidate` `{ tags }` with the bearer secret, here received by a
 * real loopback server standing in for the storefront. `ctx.revalidate.flush()` sends at once and
 * waits for the delivery, so no test waits on the coalescing window.
 */

const SECRET = 'contract-revalidate-secret';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  tags: string[];
}

/** A stand-in storefront: records every call, answers as `mode` says. */
async function fakeStorefront() {
  const received: Received[] = [];
  const state = { mode: 'ok' as 'ok' | 'fail' };
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => resolve(text));
    });
  const server: Server = createServer(async (req, res) => {
    const text = await read(req);
    const body = JSON.parse(text || '{}') as { tags?: string[] };
    received.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, tags: body.tags ?? [] });
    res.writeHead(state.mode === 'ok' ? 200 : 500, { 'Content-Type': 'application/json' });
    res.end(state.mode === 'ok' ? JSON.stringify({ revalidated: body.tags }) : '{"message":"down"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { received, state, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let storefront: Awaited<ReturnType<typeof fakeStorefront>>;
let platform: RunningPlatform;
let api: string;

async function start(revalidate: { storefrontUrl: string; secret: string } | null): Promise<RunningPlatform> {
  return startPlatform({ port: 0, interactionPort: 0, quiet: true, simulation: false, revalidate });
}

/** Every tag the storefront was sent since the last call, sorted (calls may be split). */
async function delivered(): Promise<string[]> {
  await platform.ctx.revalidate.flush();
  const tags = storefront.received.flatMap((r) => r.tags);
  storefront.received.length = 0;
  return [...new Set(tags)].sort();
}

async function control(path: string, body: unknown = {}) {
  const response = await postJson(api, path, body);
  return { status: response.status, body: JSON.parse(response.text) as Record<string, unknown> };
}

beforeAll(async () => {
  storefront = await fakeStorefront();
  platform = await start({ storefrontUrl: storefront.url, secret: SECRET });
  api = platform.ctx.options.publicUrl;
  process.env.PLATFORM_API_URL = api;
  process.env.INTERACTION_API_URL = platform.ctx.options.interactionUrl;
});

afterAll(async () => {
  await platform?.close();
  await storefront?.close();
});

beforeEach(async () => {
  platform.ctx.reset();
  await platform.ctx.revalidate.flush();
  storefront.received.length = 0;
  storefront.state.mode = 'ok';
});

describe('a product change', () => {
  it('a control change of a product’s stock POSTs its tags with the bearer secret', async () => {
    const answer = await control('/__control/products/101/stock', { available_quantity: 0 });
    expect(answer).toMatchObject({ status: 200, body: { ok: true, salable_status: 'sold_out' } });
    // The control call answered only after the storefront was told (no flush here).
    expect(storefront.received).toEqual([
      {
        method: 'POST',
        url: '/api/revalidate',
        authorization: `Bearer ${SECRET}`,
        // The product, its store's lists, and the posts that show it (9001 live, 9004 replay).
        tags: ['product:101', 'products:demo', 'post:9001', 'post:9004'],
      },
    ]);
    const product = JSON.parse((await raw(api, '/api/v1/products/101')).text) as { data: { salable_status: string } };
    expect(product.data.salable_status).toBe('sold_out');
  });

  it('one SKU’s stock, a cart line’s stock, a salable status and a sold SKU do the same', async () => {
    await control('/__control/products/102/stock', { available_quantity: 1, sku_id: 1022 });
    expect(await delivered()).toEqual(['post:9001', 'product:102', 'products:demo']);
    await control('/__control/cart-items/60001/stock', { available_quantity: 1 });
    expect(await delivered()).toEqual(['post:9001', 'post:9004', 'product:101', 'products:demo']);
    await control('/__control/live/9001/products/105/salable-status', { salable_status: 'on_sell' });
    expect(await delivered()).toEqual(['post:9001', 'post:9002', 'product:105', 'products:demo']);
    await control('/__control/live/9001/skus/1011/sold', { quantity: 2 });
    expect(await delivered()).toEqual(['post:9001', 'post:9004', 'product:101', 'products:demo']);
  });

  it('a checkout takes stock: the sold products’ tags', async () => {
    const token = await demoToken(login);
    const payload = {
      email: 'buyer@example.com',
      item_ids: [60001, 60003],
      payment_type: 'gmo_credit',
      phone_number: '09012345678',
      shipping_type: 'custom',
      shipping: { shipping_setting_id: 101, name: '山田 花子', phone_number: '09012345678', address_id: 701 },
    } as CheckoutPayload;
    await checkout(payload, { token });
    expect(await delivered()).toEqual(expect.arrayContaining(['product:101', 'product:111', 'products:demo', 'post:9001']));
  });

  it('answers 404 and 422 for an unknown product or a bad quantity, and sends nothing', async () => {
    expect((await control('/__control/products/999999/stock', { available_quantity: 0 })).status).toBe(404);
    expect((await control('/__control/products/101/stock', { available_quantity: -1 })).status).toBe(422);
    expect((await control('/__control/products/101/stock', { available_quantity: 0, sku_id: 1 })).status).toBe(404);
    expect(await delivered()).toEqual([]);
  });
});

describe('a post or live change', () => {
  it('start and stop: the post and the store’s replay list', async () => {
    await control('/__control/live/9002/start');
    expect(await delivered()).toEqual(['post:9002', 'vod:demo']);
    await control('/__control/live/9002/stop');
    expect(await delivered()).toEqual(['post:9002', 'vod:demo']);
  });

  it('a new post with its products: the post, the replay list and the store’s products', async () => {
    const { body } = await control('/__control/live/posts', { live_status: 'live_stopped' });
    expect(await delivered()).toEqual([`post:${body.id as number}`, 'products:demo', 'vod:demo']);
  });

  it('hidden comments and pins are part of the post', async () => {
    await control('/__control/live/9001/comments/c-9001-2/hide');
    expect(await delivered()).toEqual(['post:9001']);
    await control('/__control/live/9001/pins', { message: 'ただいまセール中' });
    expect(await delivered()).toEqual(['post:9001']);
  });

  it('comments, polls and viewer counts are read fresh: nothing is sent', async () => {
    await control('/__control/live/9001/comments', { message: 'こんにちは' });
    await control('/__control/live/9001/polls/301/show');
    await control('/__control/live/9001/viewers', { count: 3 });
    expect(await delivered()).toEqual([]);
  });
});

describe('a store change and a reset', () => {
  it('a store setting: the store', async () => {
    const answer = await control('/__control/stores/demo/settings', { name: 'cart_show', enable: false });
    expect(answer.status).toBe(200);
    expect(await delivered()).toEqual(['store:demo']);
    expect((await control('/__control/stores/demo/settings', { enable: false })).status).toBe(422);
  });

  it('a reset expires every tag of the old and the new state, in calls of at most 50, before it answers', async () => {
    // The seed answers for 43 tags; rooms copied since add theirs (to go past one call's 50).
    const copies: number[] = [];
    for (let n = 0; n < 10; n += 1) copies.push((await control('/__control/live/posts', {})).body.id as number);
    await delivered();
    expect((await control('/__control/reset')).status).toBe(200);
    // Delivered before the reset answered: nothing left to wait for.
    const calls = [...storefront.received];
    const tags = calls.flatMap((c) => c.tags);
    expect(calls.map((c) => c.tags.length)).toEqual([50, tags.length - 50]);
    expect(tags).toEqual(expect.arrayContaining(['store:demo', 'products:demo', 'vod:demo', 'product:101', 'post:9001', 'store:taiwan', ...copies.map((id) => `post:${id}`)]));
    expect(new Set(tags).size).toBe(tags.length);
  });
});

describe('timing and failures', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  // The changes are made as the API's routes make them (a control call would flush at once: it
  // answers only after the storefront was told, platform/server.ts afterControlChange).
  it('changes within one window go out as one call (hand-driven window)', async () => {
    const timers: (() => void)[] = [];
    const setTimer: SetTimer = (run) => {
      timers.push(run);
      return () => {};
    };
    const real = platform.ctx.revalidate;
    platform.ctx.revalidate = createRevalidator({ target: { storefrontUrl: storefront.url, secret: SECRET }, setTimer });
    try {
      productsChanged(platform.ctx, [101]);
      storeChanged(platform.ctx, 'demo');
      expect(storefront.received).toHaveLength(0);
      // The first timer is the window; the rest are per-call timeouts that never fire here.
      timers[0]();
      await platform.ctx.revalidate.flush();
      expect(storefront.received.map((r) => r.tags)).toEqual([['product:101', 'products:demo', 'post:9001', 'post:9004', 'store:demo']]);
    } finally {
      platform.ctx.revalidate.close();
      platform.ctx.revalidate = real;
    }
  });

  it('a failing storefront does not break the platform call, and is logged once', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    storefront.state.mode = 'fail';
    for (const quantity of [0, 5]) {
      const answer = await control('/__control/products/101/stock', { available_quantity: quantity });
      expect(answer).toMatchObject({ status: 200, body: { ok: true } });
      await platform.ctx.revalidate.flush();
    }
    expect(storefront.received).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('500');
  });

  it('an unreachable storefront does not break the platform call either', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const gone = await fakeStorefront();
    await gone.close();
    const orphan = await start({ storefrontUrl: gone.url, secret: SECRET });
    try {
      const answer = await postJson(orphan.ctx.options.publicUrl, '/__control/products/101/stock', { available_quantity: 0 });
      expect(answer.status).toBe(200);
      await orphan.ctx.revalidate.flush();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toContain('could not be reached');
    } finally {
      await orphan.close();
    }
  });
});

describe('configuration from the environment', () => {
  const saved = { url: process.env.STOREFRONT_URL, secret: process.env.REVALIDATE_SECRET };
  afterEach(() => {
    process.env.STOREFRONT_URL = saved.url;
    process.env.REVALIDATE_SECRET = saved.secret;
    if (saved.url === undefined) delete process.env.STOREFRONT_URL;
    if (saved.secret === undefined) delete process.env.REVALIDATE_SECRET;
  });

  async function stockChangeWith(env: { STOREFRONT_URL?: string; REVALIDATE_SECRET?: string }): Promise<Received[]> {
    delete process.env.STOREFRONT_URL;
    delete process.env.REVALIDATE_SECRET;
    Object.assign(process.env, env);
    const other = await startPlatform({ port: 0, interactionPort: 0, quiet: true, simulation: false });
    try {
      expect((await postJson(other.ctx.options.publicUrl, '/__control/products/101/stock', { available_quantity: 0 })).status).toBe(200);
      await other.ctx.revalidate.flush();
      const calls = [...storefront.received];
      storefront.received.length = 0;
      return calls;
    } finally {
      await other.close();
    }
  }

  it('sends nothing without REVALIDATE_SECRET or without STOREFRONT_URL', async () => {
    expect(await stockChangeWith({ STOREFRONT_URL: storefront.url })).toEqual([]);
    expect(await stockChangeWith({ REVALIDATE_SECRET: SECRET })).toEqual([]);
  });

  it('sends to STOREFRONT_URL with REVALIDATE_SECRET when both are set', async () => {
    const calls = await stockChangeWith({ STOREFRONT_URL: storefront.url, REVALIDATE_SECRET: SECRET });
    expect(calls).toEqual([expect.objectContaining({ url: '/api/revalidate', authorization: `Bearer ${SECRET}` })]);
  });
});
