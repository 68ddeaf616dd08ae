import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { control, expect, newLiveRoom, storefrontUrl, test } from './fixtures';

/**
 * The room's side of the embedding protocol (issue 15), spoken to a bare host page on an allowed
 * origin (E2E_EMBED_ORIGIN, a real loopback server: cross-site to the storefront's localhost). The
 * demo host page with /embed.js is tests/e2e/embed.spec.ts.
 */

type Message = { source: string; version: number; id: string; type: string; payload: Record<string, unknown> };

function hostPage(roomUrl: string, intruderUrl: string | null): string {
  const web = new URL(roomUrl).origin;
  return `<!doctype html><html lang="en"><title>host</title>
<iframe id="room" name="kirari-room" src="${roomUrl}" allow="autoplay" style="width:800px;height:600px"></iframe>
${intruderUrl ? `<iframe id="intruder" src="${intruderUrl}"></iframe>` : ''}
<script>
  window.__log = [];
  const room = document.getElementById('room');
  window.__intruder = null;
  addEventListener('message', (event) => {
    if (event.origin === ${JSON.stringify(web)} && event.source === room.contentWindow) window.__log.push(event.data);
    else if (event.data && event.data.intruder) window.__intruder = event.data.intruder;
  });
  let next = 0;
  window.__send = (type, payload = {}) => { const id = 'h-' + (++next); room.contentWindow.postMessage({ source: 'kirari-host', version: 1, id, type, payload }, ${JSON.stringify(web)}); return id; };
</script></html>`;
}

/** A page on another origin, framed next to the room, that tries to command it and listens. */
const INTRUDER = `<!doctype html><title>intruder</title><script>
  window.__heard = [];
  addEventListener('message', (event) => window.__heard.push(event.data));
  let tries = 0;
  setInterval(() => {
    const room = parent.frames['kirari-room'];
    if (room) for (const type of ['pause', 'mute', 'get-state']) room.postMessage({ source: 'kirari-host', version: 1, id: 'x-' + type, type, payload: {} }, '*');
    // What it heard from anyone but its parent, told to the host (which the test reads).
    parent.postMessage({ intruder: { tries: ++tries, heard: window.__heard.filter((data) => !(data && data.host)).length } }, '*');
  }, 100);
</script>`;

async function serve(routes: Record<string, string>, port: number): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const body = routes[new URL(request.url ?? '/', 'http://x').pathname];
    if (body === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The browser keeps its sockets open: close() alone would wait for them.
        server.closeAllConnections();
      }),
  };
}

const log = (page: Page) => page.evaluate(() => (window as unknown as { __log: Message[] }).__log);
const types = async (page: Page) => (await log(page)).map((message) => message.type);
const send = (page: Page, type: string, payload: Record<string, unknown> = {}) => page.evaluate(([t, p]) => (window as unknown as { __send(t: string, p: unknown): string }).__send(t, p), [type, payload] as const);
const answerTo = async (page: Page, id: string) => (await log(page)).find((message) => (message.type === 'ack' || message.type === 'error') && message.payload.commandId === id);

test('a framed live room tells its host what happens, and obeys its commands', async ({ page }) => {
  test.setTimeout(90_000);
  const postId = await newLiveRoom({ live_status: 'live' });
  const embedPort = Number(new URL(String(process.env.E2E_EMBED_ORIGIN)).port);
  const host = await serve({ '/host': hostPage(`${storefrontUrl()}/demo/live/${postId}?hu_source=sdk`, null) }, embedPort);
  try {
    await page.goto(`${host.origin}/host`);
    const room = page.frameLocator('#room');
    await expect(room.getByTestId('live-room')).toBeVisible();
    // Embedded: no store header or footer inside the frame.
    await expect(room.locator('header')).toBeHidden();

    await expect.poll(() => types(page)).toEqual(expect.arrayContaining(['lifecycle', 'realtime-id', 'token-update', 'video-element-bound', 'play-status', 'video-time']));
    const messages = await log(page);
    expect(messages.every((message) => message.source === 'kirari' && message.version === 1)).toBe(true);
    const order = (type: string, phase?: string) => messages.findIndex((message) => message.type === type && (!phase || message.payload.phase === phase));
    expect(order('lifecycle', 'ready')).toBe(0);
    expect(order('lifecycle', 'started')).toBeGreaterThan(0);
    expect(order('video-time')).toBeGreaterThan(order('lifecycle', 'started'));
    expect(messages.find((message) => message.type === 'token-update')?.payload).toEqual({ kind: 'ghost', id: null, nickname: null });
    expect(JSON.stringify(messages)).not.toMatch(/token"\s*:\s*"[^"]{8,}/);

    // Sales and stock come over realtime: publish once the room listens.
    await expect(room.getByTestId('live-room')).toHaveAttribute('data-realtime', 'connected');
    await control(`live/${postId}/skus/1011/sold`, { quantity: 1 });
    await expect.poll(async () => (await log(page)).find((message) => message.type === 'sku-sold')?.payload).toMatchObject({ skuId: 1011, quantity: 1 });
    await control('realtime/publish', { channel: `notification|${postId}`, name: 'products.changed', data: { products: null } });
    await expect.poll(() => types(page)).toContain('products-changed');

    const video = room.locator('video');
    const unmute = await send(page, 'unmute');
    await expect.poll(() => answerTo(page, unmute)).toMatchObject({ type: 'ack', payload: { command: 'unmute', result: { muted: false } } });
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);
    const mute = await send(page, 'mute');
    await expect.poll(() => answerTo(page, mute)).toMatchObject({ type: 'ack', payload: { result: { muted: true } } });
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    const pause = await send(page, 'pause');
    await expect.poll(() => answerTo(page, pause)).toMatchObject({ type: 'ack' });
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    const play = await send(page, 'play');
    await expect.poll(() => answerTo(page, play)).toMatchObject({ type: 'ack', payload: { command: 'play' } });
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    const seek = await send(page, 'seek', { seconds: 10 });
    await expect.poll(() => answerTo(page, seek)).toMatchObject({ type: 'error', payload: { command: 'seek', code: 'not-supported' } });
    const unknown = await send(page, 'reboot');
    await expect.poll(() => answerTo(page, unknown)).toMatchObject({ type: 'error', payload: { code: 'unknown-command' } });
  } finally {
    await host.close();
  }
});

test('a foreign origin beside the host can neither command the room nor hear it', async ({ page }) => {
  test.setTimeout(60_000);
  const postId = await newLiveRoom({ live_status: 'live' });
  const embedPort = Number(new URL(String(process.env.E2E_EMBED_ORIGIN)).port);
  const intruder = await serve({ '/intruder': INTRUDER }, 0);
  // localhost and 127.0.0.1 are different origins: the intruder is not the allowed host.
  const intruderUrl = `${intruder.origin.replace('127.0.0.1', 'localhost')}/intruder`;
  const host = await serve({ '/host': hostPage(`${storefrontUrl()}/demo/live/${postId}`, intruderUrl) }, embedPort);
  try {
    await page.goto(`${host.origin}/host`);
    await expect(page.frameLocator('#room').getByTestId('live-room')).toBeVisible();
    await expect.poll(() => types(page)).toContain('play-status');
    // Each poll asks again: an answer is the room's state when it was asked.
    const stateNow = async () => {
      const id = await send(page, 'get-state');
      await expect.poll(() => answerTo(page, id)).toBeDefined();
      return (await answerTo(page, id))?.payload.result as { rejectedMessages: number; playStatus: string; muted: boolean };
    };
    await expect.poll(async () => (await stateNow()).rejectedMessages).toBeGreaterThan(5);
    const after = await stateNow();
    expect(after.playStatus).not.toBe('paused');
    expect(await page.frameLocator('#room').locator('video').evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    const intruderReport = () => page.evaluate(() => (window as unknown as { __intruder: { tries: number; heard: number } | null }).__intruder);
    await expect.poll(async () => (await intruderReport())?.tries ?? 0).toBeGreaterThan(10);
    expect((await intruderReport())?.heard).toBe(0);
  } finally {
    await Promise.all([host.close(), intruder.close()]);
  }
});
