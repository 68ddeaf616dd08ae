import { createServer } from 'node:http';
import type { BrowserContext, Cookie, FrameLocator, Locator, Page } from '@playwright/test';
import { control, DEMO_MEMBER, expect, newLiveRoom, seriousViolations, test } from './fixtures';
import { E2E_REVALIDATE_SECRET } from './stack-env';

// Signs in (or enters codes) through the storefront's forms: a client address of its own (fixtures.ts).
test.use({ ownClientAddress: true });

/**
 * Identity in a cross-site frame (issue 15 item 4, docs/adr/0005-identity-in-a-frame.md): a host
 * page on an allowed origin (127.0.0.1, another site than the storefront's localhost) frames the
 * room. Ghosts watch, guests keep their nickname across reloads, members sign in through a popup;
 * every cookie the frame holds is partitioned under the host's site.
 */

const webUrl = () => String(process.env.E2E_WEB_URL);
/** Partitioned cookies are keyed by the top-level site: the host's. */
const HOST_SITE = 'http://127.0.0.1';

interface Host {
  url: string;
  close(): Promise<void>;
}

/**
 * The embedder's page on a real loopback server at E2E_EMBED_ORIGIN (in EMBED_ORIGINS). Not a
 * page.route: Chromium's local-network checks take a routed page for a public one and refuse it
 * framing localhost (see security-headers.spec.ts).
 */
async function serveHost(roomId: number): Promise<Host> {
  const origin = String(process.env.E2E_EMBED_ORIGIN);
  const html = `<!doctype html><html lang="en"><title>A store's own site</title><h1>Our live</h1>
    <iframe name="room" title="live" src="${webUrl()}/demo/live/${roomId}?hu_source=sdk" allow="autoplay" width="420" height="760"></iframe>
    <script>
      // What the room tells this page (issue 15's token update): kept for the test to read.
      window.__messages = [];
      addEventListener('message', (event) => { if (event.origin === ${JSON.stringify(new URL(webUrl()).origin)} && event.data && event.data.source === 'kirari') window.__messages.push(event.data); });
    </script>`;
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/host.html')) response.writeHead(200, { 'Content-Type': 'text/html' }).end(html);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(Number(new URL(origin).port), '127.0.0.1', resolve));
  return { url: `${origin}/host.html`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The room in the host's frame, connected to realtime (the visible copy: a route refresh may keep a hidden one). */
async function openHost(page: Page, host: Host): Promise<FrameLocator> {
  await page.goto(host.url);
  const frame = page.frameLocator('iframe[name="room"]');
  await expect(frame.getByTestId('live-room').filter({ visible: true })).toHaveAttribute('data-realtime', 'connected', { timeout: 20_000 });
  return frame;
}

type RoomMessage = { type: string; payload: Record<string, unknown> };
const roomMessages = (page: Page) => page.evaluate(() => (window as unknown as { __messages: RoomMessage[] }).__messages);
/** The identity the room last told its host (never a token: kind, id and nickname). */
const lastIdentity = async (page: Page) => (await roomMessages(page)).filter((message) => message.type === 'token-update').at(-1)?.payload;

/** No message to the host carries a token cookie's value. */
async function expectNoTokenTold(page: Page, context: BrowserContext): Promise<void> {
  const told = JSON.stringify(await roomMessages(page));
  for (const cookie of await context.cookies()) if (/token/.test(cookie.name) && cookie.value.length > 8) expect(told).not.toContain(cookie.value);
}

const room = (frame: FrameLocator) => frame.getByTestId('live-room').filter({ visible: true });
const commentInput = (frame: FrameLocator) => room(frame).getByRole('textbox', { name: 'コメントを書く' });
const commentLog = (frame: FrameLocator) => room(frame).getByRole('log', { name: 'コメント' });

async function comment(frame: FrameLocator, text: string): Promise<void> {
  const input = commentInput(frame);
  await input.fill(text);
  await input.press('Enter');
}

async function cookiesNamed(context: BrowserContext, name: string): Promise<Cookie[]> {
  return (await context.cookies()).filter((cookie) => cookie.name === name);
}

/** The frame's copy of a cookie: in the host's partition, SameSite=None and Secure. */
async function expectPartitioned(context: BrowserContext, name: string, extra: Partial<Cookie> = {}): Promise<void> {
  await expect
    .poll(async () => (await cookiesNamed(context, name)).find((cookie) => cookie.partitionKey === HOST_SITE), { message: `${name} in the host's partition` })
    .toMatchObject({ sameSite: 'None', secure: true, ...extra });
}

async function expireStoreCache(): Promise<void> {
  const response = await fetch(`${webUrl()}/api/revalidate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
    body: JSON.stringify({ tags: ['store:demo'] }),
  });
  expect(response.status).toBe(200);
}

/** guest_chat off: a ghost's comment opens the login dialog (on, it opens the nickname dialog). */
async function setGuestChat(enable: boolean): Promise<void> {
  await control('stores/demo/settings', { name: 'guest_chat', enable });
  await expireStoreCache();
}

test.describe('identity in a cross-site frame', () => {
  let host: Host;
  test.beforeEach(async () => {
    host = await serveHost(await newLiveRoom({ from: 9001, provider: 'pubnub' }));
  });
  test.afterEach(async () => {
    await host.close();
  });

  test('a ghost watches; the room marks its partition and keeps its viewer id there', async ({ page, context }) => {
    const frame = await openHost(page, host);
    await expect(commentLog(frame)).toContainText('こんばんは！楽しみにしてました');
    await expectPartitioned(context, 'kirari_embedded', { value: '1', httpOnly: false });
    await expectPartitioned(context, 'kirari_viewer_id');
    await expect.poll(() => lastIdentity(page)).toEqual({ kind: 'ghost', id: null, nickname: null });
    // Nothing of the frame leaks into the storefront's own (first-party) jar.
    expect((await context.cookies()).filter((cookie) => cookie.name.startsWith('kirari_') && !cookie.partitionKey)).toEqual([]);
  });

  test('a guest sets a nickname in the frame, comments, and is the same guest after a reload', async ({ page, context }) => {
    let frame = await openHost(page, host);
    await comment(frame, 'はじめまして');
    const dialog = frame.getByRole('dialog', { name: 'ニックネームを設定' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('ニックネーム').fill('みどり');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await comment(frame, 'よろしくお願いします');
    await expect(commentLog(frame)).toContainText('みどりよろしくお願いします');
    await expect.poll(() => lastIdentity(page)).toMatchObject({ kind: 'guest', id: expect.stringMatching(/^\d+$/), nickname: 'みどり' });

    await expectPartitioned(context, 'kirari_guest_token', { httpOnly: true });
    expect((await cookiesNamed(context, 'kirari_guest_token')).filter((cookie) => !cookie.partitionKey)).toEqual([]);

    await page.reload();
    frame = await openHost(page, host);
    await comment(frame, 'ただいま');
    await expect(commentLog(frame)).toContainText('みどりただいま');
    await expect(frame.getByRole('dialog', { name: 'ニックネームを設定' })).toHaveCount(0);
  });

  test.describe('members (guest_chat off: a ghost’s comment opens the login dialog)', () => {
    test.beforeEach(async () => {
      await setGuestChat(false);
    });
    test.afterEach(async () => {
      await setGuestChat(true);
    });

    /** A ghost's comment opens the login dialog; its button opens the sign-in popup, loaded. */
    async function startSignIn(page: Page): Promise<{ frame: FrameLocator; dialog: Locator; popup: Page }> {
      const frame = await openHost(page, host);
      await comment(frame, '抹茶ラテください');
      const dialog = frame.getByRole('dialog', { name: 'ログイン' });
      const opened = page.waitForEvent('popup');
      await dialog.getByRole('button', { name: '別ウィンドウでログイン' }).click();
      const popup = await opened;
      // Opened blank, then sent to the login page; typed into once that is live (hydration would reset what was typed before).
      await expect(popup).toHaveURL(/\/demo\/login\?redirect=/);
      await popup.waitForLoadState('load');
      return { frame, dialog, popup };
    }

    test('a member signs in through a popup; the frame comments as the member, the top level is signed in too', async ({ page, context }) => {
      test.setTimeout(60_000);
      const { frame, dialog, popup } = await startSignIn(page);
      await expect(dialog).toContainText('このライブはほかのサイトに埋め込まれています。');
      // No password field inside someone else's page.
      await expect(dialog.getByLabel('パスワード')).toHaveCount(0);
      await expect(dialog.getByRole('status')).toHaveText('開いたウィンドウでログインしてください。');
      await popup.getByLabel('メールアドレス').fill(DEMO_MEMBER.email);
      await popup.getByLabel('パスワード').fill(DEMO_MEMBER.password);
      const closed = popup.waitForEvent('close');
      await popup.getByRole('button', { name: 'ログイン', exact: true }).click();
      await closed;

      await expect(frame.getByRole('dialog', { name: 'ログイン' })).toHaveCount(0);
      // The room turns to the member in place (no new render: the player and realtime keep going).
      await comment(frame, '抹茶ラテください');
      await expect(commentLog(frame)).toContainText('はなこ抹茶ラテください');
      // The host hears the viewer changed: a member now, by id and nickname, and no token.
      await expect.poll(() => lastIdentity(page)).toMatchObject({ kind: 'member', id: expect.stringMatching(/^\d+$/), nickname: 'はなこ' });
      await expectNoTokenTold(page, context);

      // The frame holds its own partitioned token; the nonce was spent.
      await expectPartitioned(context, 'kirari_token', { httpOnly: true });
      expect((await cookiesNamed(context, 'kirari_frame_nonce')).filter((cookie) => cookie.value)).toEqual([]);
      // The popup's sign-in was a real first-party sign-in: the storefront itself is signed in as well.
      expect((await cookiesNamed(context, 'kirari_token')).filter((cookie) => !cookie.partitionKey)).toMatchObject([{ sameSite: 'Lax', httpOnly: true }]);
      const top = await context.newPage();
      await top.goto(`${webUrl()}/demo/market`);
      await expect(top.getByRole('button', { name: DEMO_MEMBER.name })).toBeVisible();

      // The frame stays signed in across a reload of the host page.
      await page.reload();
      const again = await openHost(page, host);
      await comment(again, 'また来ました');
      await expect(commentLog(again)).toContainText('はなこまた来ました');
    });

    test('a social sign-in in the popup comes back to the frame as well', async ({ page, context }) => {
      test.setTimeout(60_000);
      const { frame, popup } = await startSignIn(page);
      const rememberedCompletion = async () => (await cookiesNamed(context, 'kirari_target_path')).some((cookie) => !cookie.partitionKey && cookie.value.includes('frame-complete'));
      // The login page remembers the completion page for the social hop once it is live.
      await expect.poll(rememberedCompletion).toBe(true);
      await popup.getByRole('link', { name: 'LINEでログイン' }).click();
      const closed = popup.waitForEvent('close');
      await popup.getByRole('button', { name: 'Sign in with LINE (demo)' }).click();
      await closed;
      await expect(frame.getByRole('dialog', { name: 'ログイン' })).toHaveCount(0);
      await expectPartitioned(context, 'kirari_token', { httpOnly: true });
      const token = (await cookiesNamed(context, 'kirari_token')).find((cookie) => cookie.partitionKey === HOST_SITE)?.value ?? '';
      expect(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'))).toMatchObject({ login_type: 'line' });
      // Remembered for the hop only.
      expect(await rememberedCompletion()).toBe(false);
    });

    test('a popup closed without signing in says so in the frame', async ({ page }) => {
      const { dialog, popup } = await startSignIn(page);
      await expect(popup.getByLabel('メールアドレス')).toBeVisible();
      await popup.close();
      await expect(dialog.getByRole('alert')).toHaveText('ログインせずにウィンドウが閉じられました。');
    });
  });
});

test('the completion page opened by itself hands nothing over and says why', async ({ page }) => {
  const response = await page.goto(`/demo/login/frame-complete?nonce=${'a'.repeat(43)}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('このページはライブのログイン用ウィンドウでのみ使えます。ライブに戻ってもう一度お試しください。');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await seriousViolations(page)).toEqual([]);
});
