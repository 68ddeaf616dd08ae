import type { Page, Response } from '@playwright/test';
import { expect, newLiveRoom, platformUrl, signIn, test } from './fixtures';

/**
 * Issue 11 item 3: browsers get subscribe-only realtime credentials. No realtime secret (the ably
 * API key or its secret, the pubnub publish key) is in any HTML, RSC payload or script the
 * storefront sends, for either provider; ably connects with a token.
 */

// The platform's key is `kirari.local:secret`; its secret alone is a common word (ably-js's own
// error texts say "appId.keyId:secret"), so the key is looked for whole, and as basic auth.
const ABLY_KEY = 'kirari.local:secret';
const SECRETS = { 'ably key': ABLY_KEY, 'ably key as basic auth': Buffer.from(ABLY_KEY).toString('base64'), 'pubnub publish key': 'pub-c-kirari-local' };

/** Every text body the page loads from the storefront (documents, scripts, RSC, JSON). */
async function storefrontTexts(page: Page, load: () => Promise<unknown>): Promise<{ url: string; text: string }[]> {
  const pending: Promise<{ url: string; text: string } | null>[] = [];
  const origin = new URL(page.url() === 'about:blank' ? (test.info().project.use.baseURL ?? '') : page.url()).origin;
  const onResponse = (response: Response) => {
    if (!response.url().startsWith(origin)) return;
    const type = response.headers()['content-type'] ?? '';
    if (!/html|javascript|json|text\/x-component|text\/plain/.test(type)) return;
    pending.push(response.text().then((text) => ({ url: response.url(), text }), () => null));
  };
  page.on('response', onResponse);
  await load();
  page.off('response', onResponse);
  return (await Promise.all(pending)).filter((entry): entry is { url: string; text: string } => entry !== null);
}

for (const provider of ['ably', 'pubnub'] as const) {
  test(`${provider}: no realtime secret in the room's HTML or scripts`, async ({ page, context, request }) => {
    await signIn(context, request);
    const id = await newLiveRoom({ provider });
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    const texts = await storefrontTexts(page, async () => {
      await page.goto(`/demo/live/${id}`);
      await expect(page.getByTestId('live-room')).toHaveAttribute('data-realtime', 'connected', { timeout: 20_000 });
    });
    expect(texts.some((entry) => /javascript/.test(entry.url) || entry.url.endsWith('.js'))).toBe(true);
    const leaks = texts.flatMap(({ url, text }) => Object.entries(SECRETS).filter(([, secret]) => text.includes(secret)).map(([what]) => `${what} in ${url}`));
    expect(leaks).toEqual([]);
    if (provider === 'ably') {
      const ably = sockets.filter((url) => url.startsWith(platformUrl().replace('http', 'ws')));
      expect(ably.length).toBeGreaterThan(0);
      for (const url of ably) {
        expect(new URL(url).searchParams.get('access_token')).toBeTruthy();
        expect(new URL(url).searchParams.has('key')).toBe(false);
      }
    }
  });
}

test('the token route renews an ably room’s subscribe-only token and has none for pubnub rooms', async ({ context, request, page }) => {
  await signIn(context, request);
  const ablyRoom = await newLiveRoom({ provider: 'ably' });
  const renewed = await page.request.get(`/demo/live/${ablyRoom}/realtime-token`);
  expect(renewed.status()).toBe(200);
  expect(renewed.headers()['content-type']).toContain('text/plain');
  expect(renewed.headers()['cache-control']).toContain('no-store');
  const token = await renewed.text();
  expect(token).toMatch(/^kirari\.local\.[\w-]+\.[\w-]+$/);
  // The platform refuses a publish with it.
  const publish = await request.post(`${platformUrl()}/channels/${encodeURIComponent(`notification|${ablyRoom}`)}/messages`, {
    headers: { Authorization: `Bearer ${Buffer.from(token).toString('base64')}` },
    data: { name: 'force.refresh', data: '{}' },
  });
  expect(publish.status()).toBe(401);
  expect(((await publish.json()) as { error: { code: number } }).error.code).toBe(40160);

  const pubnubRoom = await newLiveRoom({ provider: 'pubnub' });
  expect((await page.request.get(`/demo/live/${pubnubRoom}/realtime-token`)).status()).toBe(404);
});
