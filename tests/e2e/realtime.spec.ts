import { dirname, join } from 'node:path';
import type PubNubType from 'pubnub';
import type * as AblyTypes from 'ably';
import { control, expect, platformUrl, storefrontUrl, test } from './fixtures';

/**
 * The real browser builds of both SDKs, in Chromium, against the platform's realtime feed. Run with
 * `E2E_PLATFORM_ONLY=1 E2E_PLATFORM_PORT=4210 npx playwright test tests/e2e/realtime.spec.ts`.
 * The page is a blank fixture on the storefront's origin (the only one the platform answers with
 * CORS), fulfilled by `page.route`. Such a page has no address and counts as public, so Chromium's
 * local-network-access check needs its permission to reach the loopback platform.
 */
const PUBNUB_BUNDLE = require.resolve('pubnub/dist/web/pubnub.min.js');
// ably's package exports do not list its browser bundle: find it next to the package entry.
const ABLY_BUNDLE = join(dirname(require.resolve('ably')), 'ably.min.js');

interface SeenEvent {
  channel: string;
  name: string;
  data: unknown;
  at: number;
}

/** What the fixture page holds; the bundles install `PubNub` and `Ably` as globals. */
interface FixtureWindow {
  PubNub: typeof PubNubType;
  Ably: typeof AblyTypes;
  seen: SeenEvent[];
  statuses: string[];
  pubnub?: PubNubType;
  ably?: AblyTypes.Realtime;
}

const platform = new URL(platformUrl());

const fixtureUrl = `${storefrontUrl()}/__e2e/realtime-fixture`;

test.use({ permissions: ['local-network-access'] });

test.beforeEach(async ({ page }) => {
  await page.route(fixtureUrl, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><meta charset="utf-8"><title>realtime fixture</title>' }));
  await page.goto(fixtureUrl);
});

test('pubnub: the browser SDK receives a control-API publish, and its own publish', async ({ page }) => {
  await page.addScriptTag({ path: PUBNUB_BUNDLE });
  const postId = 501;
  await page.evaluate(
    ({ origin, channel }) => {
      // The bundle's globals are not in the DOM typings.
      const w = window as unknown as FixtureWindow;
      w.seen = [];
      w.statuses = [];
      w.pubnub = new w.PubNub({ subscribeKey: 'sub-c-kirari-local', publishKey: 'pub-c-kirari-local', userId: 'e2e-viewer', origin, ssl: false });
      w.pubnub.addListener({
        status: (event) => w.statuses.push(String(event.category)),
        message: (event) => {
          const payload = event.message as { name: string; data: unknown };
          w.seen.push({ channel: event.channel, name: payload.name, data: payload.data, at: Date.now() });
        },
      });
      w.pubnub.subscribe({ channels: [channel] });
    },
    { origin: platform.host, channel: `comment|${postId}` },
  );
  await expect.poll(() => page.evaluate(() => (window as unknown as FixtureWindow).statuses)).toContain('PNConnectedCategory');

  const sentAt = Date.now();
  await control('realtime/publish', { channel: `comment|${postId}`, name: 'comment', data: { comment_id: 'e1', message: 'ライブ最高' } });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as FixtureWindow).seen.map(({ channel, name, data }) => ({ channel, name, data }))))
    .toEqual([{ channel: `comment|${postId}`, name: 'comment', data: { comment_id: 'e1', message: 'ライブ最高' } }]);
  const receivedAt = await page.evaluate(() => (window as unknown as FixtureWindow).seen[0].at);
  test.info().annotations.push({ type: 'pubnub control publish → page (ms)', description: String(receivedAt - sentAt) });
  console.info(`pubnub: control publish → page in ${receivedAt - sentAt} ms`);

  await page.evaluate(async (channel) => {
    const w = window as unknown as FixtureWindow;
    await w.pubnub?.publish({ channel, message: { name: 'buyer.shared', data: { user_id: 8 } } });
  }, `comment|${postId}`);
  await expect.poll(() => page.evaluate(() => (window as unknown as FixtureWindow).seen.map((e) => e.name))).toEqual(['comment', 'buyer.shared']);
  await page.evaluate(() => (window as unknown as FixtureWindow).pubnub?.destroy());
});

test('ably: the browser SDK receives a control-API publish, and its own publish', async ({ page }) => {
  await page.addScriptTag({ path: ABLY_BUNDLE });
  const postId = 502;
  await page.evaluate(
    async ({ host, port, channel }) => {
      const w = window as unknown as FixtureWindow;
      w.seen = [];
      w.statuses = [];
      w.ably = new w.Ably.Realtime({
        key: 'kirari.local:secret',
        endpoint: host,
        port,
        tls: false,
        useBinaryProtocol: false,
        transports: ['web_socket'],
        disableConnectivityCheck: true,
        fallbackHosts: [],
      });
      w.ably.connection.on((change) => w.statuses.push(change.current));
      await w.ably.channels.get(channel).subscribe((message) => {
        const data: unknown = message.data;
        w.seen.push({ channel, name: message.name ?? '', data, at: Date.now() });
      });
    },
    { host: platform.hostname, port: Number(platform.port), channel: `comment|${postId}` },
  );
  expect(await page.evaluate(() => (window as unknown as FixtureWindow).statuses)).toContain('connected');

  const sentAt = Date.now();
  await control('realtime/publish', { channel: `comment|${postId}`, name: 'comment', data: { comment_id: 'e2', message: 'hello' } });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as FixtureWindow).seen.map(({ channel, name, data }) => ({ channel, name, data }))))
    .toEqual([{ channel: `comment|${postId}`, name: 'comment', data: { comment_id: 'e2', message: 'hello' } }]);
  const receivedAt = await page.evaluate(() => (window as unknown as FixtureWindow).seen[0].at);
  test.info().annotations.push({ type: 'ably control publish → page (ms)', description: String(receivedAt - sentAt) });
  console.info(`ably: control publish → page in ${receivedAt - sentAt} ms`);

  await page.evaluate(async (channel) => {
    const w = window as unknown as FixtureWindow;
    await w.ably?.channels.get(channel).publish('poll.show', { id: 3 });
  }, `comment|${postId}`);
  await expect.poll(() => page.evaluate(() => (window as unknown as FixtureWindow).seen.map((e) => e.name))).toEqual(['comment', 'poll.show']);
  await page.evaluate(() => (window as unknown as FixtureWindow).ably?.close());
});
