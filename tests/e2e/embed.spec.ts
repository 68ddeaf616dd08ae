import type { FrameLocator, Page } from '@playwright/test';
import { control, expect, newLiveRoom, platformUrl, storefrontUrl, test } from './fixtures';

/**
 * Issue 15's done-when: the platform's demo host page (a store's own site, another origin) embeds
 * the room with the storefront's /embed.js and logs every message; the room speaks, obeys, and
 * refuses whoever is not allowed. The protocol spoken to a bare page: tests/e2e/embed-room.spec.ts.
 */

const REPLAY_POST = 9003;
const demoUrl = (post: number, extra = '') => `${platformUrl()}/embed-demo?store=demo&post=${post}${extra}`;

const entries = (page: Page, kind: string, type?: string) => page.locator(`[data-testid="embed-log-entry"][data-kind="${kind}"]${type ? `[data-type="${type}"]` : ''}`);
const payloadOf = async (page: Page, kind: string, type: string) => JSON.parse((await entries(page, kind, type).last().locator('code').textContent()) ?? 'null') as Record<string, unknown>;
const roomVideo = (room: FrameLocator) => room.locator('video');

/** Clicks a command's button and waits for its outcome in the log. */
async function command(page: Page, type: string): Promise<string | undefined> {
  const before = await entries(page, 'result', type).count();
  await page.locator(`button[data-command="${type}"]`).click();
  await expect(entries(page, 'result', type)).toHaveCount(before + 1);
  return (await entries(page, 'result', type).last().getAttribute('data-outcome')) ?? undefined;
}

test('the demo host page hears the live room: ready, started, video time, then what sells and changes', async ({ page }) => {
  test.setTimeout(90_000);
  const postId = await newLiveRoom({ live_status: 'live' });
  await page.goto(demoUrl(postId));
  const room = page.frameLocator('[data-testid="embed-room"] iframe');
  await expect(room.getByTestId('live-room')).toBeVisible();
  await expect(entries(page, 'message', 'video-time').first()).toBeAttached({ timeout: 20_000 });

  const seqOf = async (type: string, phase?: string) => {
    const items = entries(page, 'message', type);
    for (let index = 0; index < (await items.count()); index += 1) {
      const item = items.nth(index);
      if (!phase || ((JSON.parse((await item.locator('code').textContent()) ?? '{}') as { phase?: string }).phase === phase)) return Number(await item.getAttribute('data-seq'));
    }
    return Number.NaN;
  };
  const ready = await seqOf('lifecycle', 'ready');
  const started = await seqOf('lifecycle', 'started');
  expect(ready).toBeLessThan(started);
  expect(started).toBeLessThan(await seqOf('video-time'));
  expect(await payloadOf(page, 'message', 'token-update')).toEqual({ kind: 'ghost', id: null, nickname: null });
  await expect(page.getByTestId('embed-status')).toHaveText('alive');

  await expect(room.getByTestId('live-room')).toHaveAttribute('data-realtime', 'connected');
  await control(`live/${postId}/skus/1011/sold`, { quantity: 2 });
  await expect(entries(page, 'message', 'sku-sold')).toHaveCount(1);
  expect(await payloadOf(page, 'message', 'sku-sold')).toMatchObject({ skuId: 1011, productId: 101, quantity: 2 });
  await control('realtime/publish', { channel: `notification|${postId}`, name: 'products.changed', data: { products: null } });
  await expect(entries(page, 'message', 'products-changed').first()).toBeAttached();
  const changed = (await payloadOf(page, 'message', 'products-changed')) as { products: { id: number }[] };
  expect(changed.products.map((product) => product.id)).toContain(101);
  await control(`live/${postId}/selling`, { product_id: 102 });
  await expect.poll(async () => (await entries(page, 'message', 'promoting-product').count()) > 0 && (await payloadOf(page, 'message', 'promoting-product')).productId).toBe(102);

  // Every command is acknowledged and takes effect.
  expect(await command(page, 'unmute')).toBe('ack');
  await expect.poll(() => roomVideo(room).evaluate((video: HTMLVideoElement) => video.muted)).toBe(false);
  expect(await payloadOf(page, 'message', 'audio')).toEqual({ muted: false });
  expect(await command(page, 'mute')).toBe('ack');
  await expect.poll(() => roomVideo(room).evaluate((video: HTMLVideoElement) => video.muted)).toBe(true);
  expect(await command(page, 'pause')).toBe('ack');
  await expect.poll(() => roomVideo(room).evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  await expect.poll(() => payloadOf(page, 'message', 'play-status')).toEqual({ status: 'paused' });
  expect(await command(page, 'play')).toBe('ack');
  await expect.poll(() => roomVideo(room).evaluate((video: HTMLVideoElement) => video.paused)).toBe(false);
  expect(await command(page, 'get-state')).toBe('ack');
  expect(await payloadOf(page, 'result', 'get-state')).toMatchObject({ postId, mode: 'live', phase: 'started', muted: true, viewer: { kind: 'ghost' } });
  // A live cannot seek: the error names the command.
  await page.locator('#seek-seconds').fill('30');
  await page.locator('button[data-command="seek"]').click();
  await expect(entries(page, 'result', 'seek')).toHaveAttribute('data-outcome', 'error');
  expect(await payloadOf(page, 'result', 'seek')).toMatchObject({ code: 'not-supported' });
});

test('a replay seeks where the host asks', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(demoUrl(REPLAY_POST));
  const room = page.frameLocator('[data-testid="embed-room"] iframe');
  await expect(entries(page, 'message', 'video-element-bound')).toHaveCount(1, { timeout: 20_000 });
  await page.locator('#seek-seconds').fill('300');
  await page.locator('button[data-command="seek"]').click();
  await expect(entries(page, 'result', 'seek')).toHaveAttribute('data-outcome', 'ack');
  await expect.poll(() => roomVideo(room).evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThanOrEqual(299);
  await expect.poll(async () => Number((await payloadOf(page, 'message', 'video-time')).currentTime)).toBeGreaterThanOrEqual(299);
});

test('the room hands links to a host that asks, and never leaves its frame', async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto(demoUrl(REPLAY_POST));
  const room = page.frameLocator('[data-testid="embed-room"] iframe');
  await expect(entries(page, 'result', 'configure')).toHaveCount(0);
  await expect(room.getByTestId('live-room')).toBeVisible();
  await expect(page.getByTestId('embed-status')).toHaveText('alive');
  // Embedded: no store header or footer in the frame.
  await expect(room.locator('header')).toBeHidden();

  // Not delegated: a storefront link opens in a new tab, the frame stays on the room.
  const tab = context.waitForEvent('page');
  await room.getByRole('link', { name: 'キラリ商店' }).first().click();
  expect((await tab).url()).toBe(`${storefrontUrl()}/demo/market`);
  await (await tab).close();
  await page.getByTestId('embed-delegate').check();
  await expect(entries(page, 'result', 'configure')).toHaveAttribute('data-outcome', 'ack');
  await room.getByRole('link', { name: 'キラリ商店' }).first().click();
  await expect(entries(page, 'message', 'navigate')).toHaveCount(1);
  expect(await payloadOf(page, 'message', 'navigate')).toEqual({ url: `${storefrontUrl()}/demo/market`, target: 'other' });
  await expect(room.getByTestId('live-room')).toBeVisible();
});

test('a host on an origin not allowed gets nothing and commands nothing; a foreign frame beside an allowed host neither', async ({ page, request }) => {
  test.setTimeout(60_000);
  // localhost is not 127.0.0.1: the same demo page, on an origin EMBED_ORIGINS does not name.
  const foreign = platformUrl().replace('127.0.0.1', 'localhost');
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
  });
  await page.goto(`${foreign}/embed-demo?store=demo&post=${REPLAY_POST}`);
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  await page.locator('button[data-command="mute"]').click();
  await expect(entries(page, 'result', 'mute')).toHaveAttribute('data-outcome', 'timeout', { timeout: 15_000 });
  await expect(entries(page, 'message')).toHaveCount(0);

  // Beside an allowed host, a frame from that foreign origin tries to command the room.
  await page.goto(demoUrl(REPLAY_POST, '&intruder=1'));
  const intruder = page.frameLocator('[data-testid="embed-intruder"]');
  await expect(page.getByTestId('embed-status')).toHaveText('alive');
  await expect.poll(async () => Number(await intruder.getByTestId('intruder-attempts').textContent())).toBeGreaterThan(3);
  expect(await command(page, 'get-state')).toBe('ack');
  expect(Number((await payloadOf(page, 'result', 'get-state')).rejectedMessages)).toBeGreaterThan(0);
  await expect(intruder.getByTestId('intruder-received-count')).toHaveText('0');
  expect(await payloadOf(page, 'result', 'get-state')).toMatchObject({ muted: true });

  // An enterprise store's own site may frame its rooms, and only its rooms.
  const frameAncestors = async (path: string) => /frame-ancestors ([^;]*)/.exec((await request.get(`${storefrontUrl()}${path}`)).headers()['content-security-policy'] ?? '')?.[1];
  expect(await frameAncestors('/enterprise/live/9001')).toContain('https://shop.enterprise.example');
  expect(await frameAncestors('/demo/live/9001')).not.toContain('https://shop.enterprise.example');
  expect(await frameAncestors('/enterprise/market')).toBe("'none'");

  // Only the room may be framed at all.
  for (const path of ['/demo/market', '/demo/market/product/101', '/demo/shopping', '/demo/live-lobby', '/demo/record/9003']) {
    const response = await request.get(`${storefrontUrl()}${path}`);
    expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
});
