import type { Page, Request } from '@playwright/test';
import { cacheHeaders, control, DEMO_MEMBER, expect, memberToken, newLiveRoom, platformUrl, SHARED_CACHE, signIn, test } from './fixtures';

/**
 * A viewer's arrival at a room (issue 27; issue 28 §3 first fault): one entry per visit, whatever
 * the query, and no action answer that re-renders the page.
 */

/**
 * The room's entry: the route handler, or a server action posted with the entry's arguments (the
 * old enterRoomAction, or the voucher check, which takes the same; a join announcement does not count).
 */
function entryOrRoomAction(request: Request, postId: number): boolean {
  const url = new URL(request.url());
  if (request.method() === 'GET' && url.pathname.endsWith(`/live/${postId}/entry`)) return true;
  return request.method() === 'POST' && request.headers()['next-action'] !== undefined && request.postData() === `[{"store":"demo","postId":${postId}}]`;
}

/** Records whether the document's title ever went empty after it was first set (axe `document-title`). */
async function watchTitle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { seen: false, lost: 0 };
    Object.assign(window, { __titleWatch: state });
    const check = () => {
      if (document.title) state.seen = true;
      else if (state.seen) state.lost += 1;
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

async function openAndSettle(page: Page, postId: number, path: string) {
  const entries: string[] = [];
  const sockets: string[] = [];
  page.on('request', (request) => {
    if (entryOrRoomAction(request, postId)) entries.push(`${request.method()} ${request.url()}`);
  });
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await watchTitle(page);
  await page.goto(path);
  const room = page.getByTestId('live-room');
  await expect(room).toHaveAttribute('data-realtime', 'connected', { timeout: 60_000 });
  // Two comments through the realtime feed: the room stays connected and hears both, and whatever
  // loop there was has had the time of two round trips to show itself.
  const log = page.getByRole('log').first();
  for (const message of ['到着のあと 一', '到着のあと 二']) {
    await control(`live/${postId}/comments`, { message, name: 'スタッフ' });
    await expect(log).toContainText(message);
  }
  await expect(room).toHaveAttribute('data-realtime', 'connected');
  const title = await page.evaluate(() => ({ title: document.title, lost: (window as unknown as { __titleWatch: { lost: number } }).__titleWatch.lost }));
  return { entries, sockets, title };
}

for (const signedIn of [false, true]) {
  test(`a room opened with ?locale= enters once (${signedIn ? 'member' : 'ghost'}): one entry, one WebSocket, the title stays`, async ({ page, context, request }) => {
    test.setTimeout(120_000);
    if (signedIn) await signIn(context, request);
    const postId = await newLiveRoom({ provider: 'ably', live_status: 'live' });
    const { entries, sockets, title } = await openAndSettle(page, postId, `/demo/live/${postId}?locale=en`);
    // The entry, and for a member the voucher check: nothing more, however long the room stays open.
    expect(entries.length, entries.join('\n')).toBeLessThanOrEqual(signedIn ? 2 : 1);
    expect(sockets).toHaveLength(1);
    expect(title.title).not.toBe('');
    expect(title.lost).toBe(0);
    if (signedIn) await expect(page.getByRole('button', { name: DEMO_MEMBER.name })).toBeVisible();
  });
}

test('a room reached from the lobby (client-side navigation) enters once', async ({ page }) => {
  const postId = await newLiveRoom({ live_status: 'live' });
  const entries: string[] = [];
  page.on('request', (request) => {
    if (entryOrRoomAction(request, postId)) entries.push(`${request.method()} ${request.url()}`);
  });
  await page.goto('/demo/live-lobby');
  await page.locator(`[data-post-id="${postId}"]`).first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/demo/live/${postId}$`));
  await expect(page.getByTestId('live-room')).toHaveAttribute('data-realtime', 'connected', { timeout: 30_000 });
  expect(entries, entries.join('\n')).toHaveLength(1);
});

test('a phone arrival at a room asks for nothing but the room: no prefetch of the store’s pages until the viewer shows the intent', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const postId = await newLiveRoom({ live_status: 'live' });
  const routerReads: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc'] !== undefined) routerReads.push(request.url());
  });
  await openAndSettle(page, postId, `/demo/live/${postId}`);
  await expect(page.getByTestId('room-close')).toBeVisible();
  expect(routerReads, routerReads.join('\n')).toEqual([]);
  // The intent: touching the close link fetches the market's prefetch, and only then.
  await page.getByTestId('room-close').hover();
  await expect.poll(() => routerReads.some((url) => new URL(url).pathname === '/demo/market')).toBe(true);
});

/** The headers of a browser navigation, as a returning viewer's browser sends them. */
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

test('a returning ghost, with every cookie the site wrote, gets the room and the market from the front cache', async ({ page, context, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const postId = await newLiveRoom({ live_status: 'live' });
  await page.goto('/demo/market');
  await page.goto(`/demo/live/${postId}`);
  await expect(page.getByTestId('live-room')).toBeVisible({ timeout: 20_000 });
  // The visit's memory and the realtime id are in the jar once the room has entered.
  await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name).sort()).toEqual(expect.arrayContaining(['kirari_store', 'kirari_target_path', 'kirari_viewer_id']));
  const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  const returning = await playwright.request.newContext({ baseURL });
  for (const path of [`/demo/live/${postId}`, '/demo/market']) {
    await expect
      .poll(async () => (await returning.get(path, { headers: { ...NAVIGATION, cookie } })).headers()['x-kirari-front-cache'], { message: `${path} with ${cookie}` })
      .toBe('HIT');
    const hit = await returning.get(path, { headers: { ...NAVIGATION, cookie } });
    expect(hit.headers()['set-cookie']).toBeUndefined();
    expect(cacheHeaders(hit.headers())).toEqual(SHARED_CACHE);
  }
  await returning.dispose();
});

test('an action POST without Fetch Metadata gets a small answer and no Set-Cookie, even on a room opened with ?locale=', async ({ page, context, request, playwright, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(context, request);
  const postId = await newLiveRoom({ live_status: 'live' });
  // The member's room checks the share voucher through a server action: its id and body.
  const voucherCheck = page.waitForRequest((req) => req.method() === 'POST' && req.headers()['next-action'] !== undefined && (req.postData() ?? '').includes(`"postId":${postId}`));
  await page.goto(`/demo/live/${postId}`);
  const action = await voucherCheck;
  const bare = await playwright.request.newContext({ baseURL });
  for (const path of [`/demo/live/${postId}`, `/demo/live/${postId}?locale=en`, `/demo/live/${postId}?locale=en&source=line&from_id=1`]) {
    // What Safari before 16.4 or curl sends: no Sec-Fetch-*, an Accept that is not HTML.
    const answer = await bare.post(path, {
      headers: { 'next-action': action.headers()['next-action'], accept: 'text/x-component', 'content-type': 'text/plain;charset=UTF-8', 'accept-encoding': 'gzip' },
      data: action.postData() ?? '',
    });
    const body = await answer.body();
    expect({ path, status: answer.status(), setCookie: answer.headers()['set-cookie'], revalidated: answer.headers()['x-action-revalidated'] }).toEqual({ path, status: 200, setCookie: undefined, revalidated: undefined });
    // The action's own result, not the room rendered around it (that was 17 KB gzip, 60 KB and more plain).
    expect(body.length, `${path}: ${body.length} bytes`).toBeLessThan(4096);
  }
  await bare.dispose();
});

test('a member’s arrival still sees their session and cart', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const token = await signIn(context, request);
  const added = await request.post(`${platformUrl()}/api/v1/stores/demo/carts`, { data: { id: 1021, quantity: 2 }, headers: { Authorization: `Bearer ${token}` } });
  expect(added.ok()).toBe(true);
  const postId = await newLiveRoom({ live_status: 'live' });
  await page.goto(`/demo/live/${postId}`);
  await expect(page.getByTestId('live-room')).toHaveAttribute('data-realtime', 'connected', { timeout: 60_000 });
  await expect(page.getByRole('button', { name: DEMO_MEMBER.name })).toBeVisible();
  await expect(page.getByRole('link', { name: /カート（[1-9]\d*）/ }).first()).toBeVisible();
  // A member comments as themselves: the entry carried their session.
  const input = page.getByRole('textbox', { name: 'コメントを書く' });
  await input.fill('会員として到着');
  await input.press('Enter');
  await expect(page.getByRole('log', { name: 'コメント' })).toContainText('会員として到着');
});

test('a crowd’s prefetches of the market are answered by the front cache, returning ghosts’ too; a member’s never', async ({ page, context, playwright, baseURL, request }) => {
  test.setTimeout(120_000);
  const postId = await newLiveRoom({ live_status: 'live' });
  const prefetches: Request[] = [];
  page.on('request', (req) => {
    if (req.headers()['next-router-segment-prefetch'] !== undefined) prefetches.push(req);
  });
  await page.goto(`/demo/live/${postId}`);
  await expect(page.getByTestId('live-room')).toBeVisible({ timeout: 20_000 });
  // The intent to go to the market: a link to it (IntentLink) prefetches it on hover.
  await page.locator('a[href="/demo/market"]').filter({ visible: true }).first().hover();
  await expect.poll(() => prefetches.filter((req) => new URL(req.url()).pathname === '/demo/market').length).toBeGreaterThan(0);
  await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toContain('kirari_viewer_id');
  const jar = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  const market = prefetches.filter((req) => new URL(req.url()).pathname === '/demo/market');
  const crowd = await playwright.request.newContext({ baseURL });
  for (const prefetch of market) {
    // Next's own router headers, as the browser sent them, from a new and a returning ghost.
    const routerHeaders = Object.fromEntries(Object.entries(prefetch.headers()).filter(([name]) => name === 'rsc' || name.startsWith('next-')));
    const path = new URL(prefetch.url()).pathname + new URL(prefetch.url()).search;
    for (const cookie of ['', jar]) {
      await expect
        .poll(async () => (await crowd.get(path, { headers: { ...routerHeaders, 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) } })).headers()['x-kirari-front-cache'], { message: `${path} ${routerHeaders['next-router-segment-prefetch']} (${cookie ? 'returning' : 'new'})` })
        .toBe('HIT');
    }
    const hit = await crowd.get(path, { headers: { ...routerHeaders, 'accept-encoding': 'gzip', cookie: jar } });
    expect(hit.headers()['content-type']).toContain('text/x-component');
    expect(hit.headers()['set-cookie']).toBeUndefined();
    // A member's prefetch goes to Next, private, every time. A busy server may shed a prefetch
    // (503, Retry-After, no-store: lib/load/shed.mjs) as a browser's would be: ask until it answers.
    const token = await memberToken(request, DEMO_MEMBER);
    const memberPrefetch = () => crowd.get(path, { headers: { ...routerHeaders, 'accept-encoding': 'gzip', cookie: `${jar}; kirari_token=${token}` } });
    let member = await memberPrefetch();
    await expect
      .poll(async () => {
        if (member.status() === 503) member = await memberPrefetch();
        return member.status();
      }, { message: 'a member prefetch the server does not shed' })
      .toBe(200);
    expect(member.headers()['x-kirari-front-cache']).toBeUndefined();
    expect(member.headers()['cache-control']).toMatch(/private/);
  }
  await crowd.dispose();
});
