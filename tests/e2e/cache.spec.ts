import type { APIRequestContext } from '@playwright/test';
import { clearFaults, expirePublicCaches, setFault } from './fault-helpers';
import { cacheHeaders, DEMO_MEMBER, expect, memberToken, newLiveRoom, servedFromCache, SHARED_CACHE, signIn, test } from './fixtures';

/**
 * One route tree with Cache Components (docs/adr/0001-caching.md): public pages a CDN can hold,
 * member pages it cannot, shared copies with nothing personal in them, and client-side navigation
 * between public and personal pages.
 */

async function head(request: APIRequestContext, path: string, cookie?: string) {
  const response = await request.get(path, { maxRedirects: 0, headers: cookie ? { cookie } : {} });
  return { status: response.status(), cacheControl: response.headers()['cache-control'] ?? '', cache: cacheHeaders(response.headers()), setCookie: response.headers()['set-cookie'] ?? null, html: await response.text() };
}

test('anonymous GETs of market, product and live room may be held by a CDN and set no cookie', async ({ playwright, baseURL }) => {
  const room = await newLiveRoom({ live_status: 'live' });
  // A fresh context: no cookie jar carries anything between these requests.
  const request = await playwright.request.newContext({ baseURL });
  for (const path of ['/demo/market', '/demo/market/product/101', `/demo/live/${room}`, '/demo/market/info']) {
    const answer = await head(request, path);
    // The CDN's rule in CDN-Cache-Control; a browser revalidates (no stale-while-revalidate for it: Firefox would serve a stale navigation).
    expect({ path, status: answer.status, cache: answer.cache, setCookie: answer.setCookie }).toEqual({ path, status: 200, cache: SHARED_CACHE, setCookie: null });
  }
  // A keyword search is the visitor's own query: not shared.
  const search = await head(request, '/demo/market?keyword=tea');
  expect(search.cacheControl).not.toMatch(/public/);
  expect(search.cache.cdnCacheControl).toBeUndefined();
  await request.dispose();
});

test('member pages and pages seen with a token are private', async ({ request }) => {
  const cookie = `kirari_token=${await memberToken(request)}`;
  for (const path of ['/demo/member', '/demo/shopping', '/demo/order', '/demo/market', '/demo/market/product/101']) {
    const answer = await head(request, path, cookie);
    expect({ path, status: answer.status, cache: answer.cache }).toEqual({ path, status: 200, cache: { cacheControl: expect.stringMatching(/^private, no-cache, no-store/), cdnCacheControl: undefined } });
  }
});

test('cached copies carry nothing personal: one copy for all visitors with a token, one for those without; the member reads who they are in the browser', async ({ page, context, playwright, baseURL, request }) => {
  const token = await memberToken(request);
  const ghost = await playwright.request.newContext({ baseURL });
  const path = '/demo/market/product/101';
  const visible = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');
  // Visitors with a token (the member, anyone else's token) get the same copy, with nothing of the member in it...
  const member = await head(request, path, `kirari_token=${token}`);
  const other = await head(request, path, 'kirari_token=someone-else');
  for (const copy of [member, other]) {
    expect(copy.html).not.toContain(DEMO_MEMBER.name);
    expect(copy.html).not.toContain(token);
  }
  expect(visible(other.html)).toBe(visible(member.html));
  // ...and the anonymous copy rendered right after shows nobody, the same for two visitors.
  const first = await head(ghost, path);
  const second = await head(ghost, path);
  for (const copy of [first, second]) {
    expect(copy.html).not.toContain(DEMO_MEMBER.name);
    expect(copy.html).not.toContain(token);
    expect(copy.html).not.toMatch(/kirari_token|kirari_guest_token/);
  }
  expect(visible(second.html)).toBe(visible(first.html));
  await ghost.dispose();
  // The member's header reads their session in the browser.
  await signIn(context, request);
  await page.goto(path);
  await expect(page.getByRole('button', { name: DEMO_MEMBER.name })).toBeVisible();
});

test('nothing personal in a shared answer, also in the room’s entry and the RSC payloads: each viewer’s entry is their own and private', async ({ playwright, baseURL, request }) => {
  const token = await memberToken(request);
  const postId = await newLiveRoom({ live_status: 'live' });
  const entry = async (context: APIRequestContext, cookie: string) => {
    const answer = await context.get(`/demo/live/${postId}/entry`, { headers: { cookie } });
    const text = await answer.text();
    return { status: answer.status(), cacheControl: answer.headers()['cache-control'] ?? '', setCookie: answer.headers()['set-cookie'] ?? null, text, json: JSON.parse(text) as { kind: string; viewer: { pnId: string; user: { name: string } | null } } };
  };
  const [one, two] = [await playwright.request.newContext({ baseURL }), await playwright.request.newContext({ baseURL })];
  const member = await entry(request, `kirari_token=${token}; kirari_viewer_id=v-cccccccc-3333`);
  const first = await entry(one, 'kirari_viewer_id=v-aaaaaaaa-1111');
  const second = await entry(two, 'kirari_viewer_id=v-bbbbbbbb-2222');
  for (const answer of [member, first, second]) {
    expect({ status: answer.status, kind: answer.json.kind, cacheControl: answer.cacheControl, setCookie: answer.setCookie }).toEqual({ status: 200, kind: 'ok', cacheControl: expect.stringMatching(/^private, .*no-store/), setCookie: null });
  }
  // Each viewer's own realtime id; the member's name only in the member's answer.
  expect([member.json.viewer.pnId, first.json.viewer.pnId, second.json.viewer.pnId]).toEqual(['v-cccccccc-3333', 'v-aaaaaaaa-1111', 'v-bbbbbbbb-2222']);
  expect(member.json.viewer.user).not.toBeNull();
  for (const ghost of [first, second]) {
    expect(ghost.json.viewer.user).toBeNull();
    for (const personal of [member.json.viewer.user?.name ?? '', token, 'v-cccccccc-3333']) expect(ghost.text).not.toContain(personal);
  }
  expect(second.text).not.toContain('v-aaaaaaaa-1111');
  // The RSC payloads of shared pages (a navigation's and a prefetch's), asked with a token and without: nothing of the member.
  for (const path of ['/demo/market', `/demo/live/${postId}`]) {
    for (const headers of [{ rsc: '1' }, { rsc: '1', 'next-router-prefetch': '1' }] as Record<string, string>[]) {
      for (const [context, cookie] of [[request, `kirari_token=${token}`], [one, 'kirari_viewer_id=v-aaaaaaaa-1111']] as const) {
        const payload = await (await context.get(path, { headers: { ...headers, cookie } })).text();
        for (const personal of [DEMO_MEMBER.name, token, 'v-cccccccc-3333']) expect({ path, headers, personal, found: payload.includes(personal) }).toEqual({ path, headers, personal, found: false });
      }
    }
  }
  await Promise.all([one.dispose(), two.dispose()]);
});

test('a client-side navigation between market and cart keeps the document (no full page load)', async ({ page, context, request }) => {
  await signIn(context, request);
  await page.goto('/demo/market');
  await expect(page.getByRole('link', { name: /カート/ }).first()).toBeVisible();
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole('link', { name: /カート/ }).first().click();
  await expect(page).toHaveURL(/\/demo\/shopping$/);
  await expect(page.locator('main').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await page.getByRole('link', { name: 'キラリ商店' }).click();
  await expect(page).toHaveURL(/\/demo\/market$/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('the server answers a shared page again from its front cache, also with cookies that change nothing, never to a visitor with a token or another locale', async ({ playwright, baseURL, request }) => {
  // A room nobody has opened yet: the first answer comes from Next and is kept for a while (the
  // platform's own revalidation of the new post may still empty the cache once: ask until kept).
  const id = await newLiveRoom({ live_status: 'unpublished' });
  const path = `/demo/live/${id}`;
  const anonymous = await playwright.request.newContext({ baseURL });
  const first = await anonymous.get(path);
  expect(first.headers()['x-kirari-front-cache']).toBeUndefined();
  let again = first;
  await expect.poll(async () => (again = await anonymous.get(path)).headers()['x-kirari-front-cache']).toBe('HIT');
  expect(cacheHeaders(again.headers())).toEqual(SHARED_CACHE);
  expect(await again.text()).toBe(await first.text());
  // Its entity tag still answers a conditional request with 304.
  const etag = again.headers()['etag'];
  expect(etag).toBeTruthy();
  expect((await anonymous.get(path, { headers: { 'if-none-match': etag } })).status()).toBe(304);
  // Anyone with a token goes to Next and gets a private page.
  for (const cookie of [`kirari_token=${await memberToken(request)}`, 'kirari_guest_token=guest', 'kirari_store=demo; kirari_token=x']) {
    const answer = await anonymous.get(path, { headers: { cookie } });
    expect({ cookie, front: answer.headers()['x-kirari-front-cache'] }).toEqual({ cookie, front: undefined });
  }
  // Cookies that change no shared page are left out of the key (README, CDN: one rule with a CDN).
  const visitMemory = await anonymous.get(path, { headers: { cookie: 'kirari_store=demo; kirari_viewer_id=v-0123abcd; _ga=1' } });
  expect(visitMemory.headers()['x-kirari-front-cache']).toBe('HIT');
  expect(await visitMemory.text()).toBe(await first.text());
  // The locale cookie is part of the key: the English copy is its own.
  const inEnglish = { headers: { cookie: 'kirari_locale=en' } };
  const english = await anonymous.get(path, inEnglish);
  expect(english.headers()['x-kirari-front-cache']).toBeUndefined();
  expect(await english.text()).toContain('lang="en"');
  let englishAgain = english;
  await expect.poll(async () => (englishAgain = await anonymous.get(path, inEnglish)).headers()['x-kirari-front-cache']).toBe('HIT');
  expect(await englishAgain.text()).toContain('lang="en"');
  expect(await (await anonymous.get(path)).text()).toContain('lang="ja"');
  await anonymous.dispose();
});

test('a page rendered while the platform fails is shared by no cache, and shows the products again as soon as the fault ends', async ({ playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const listsProducts = async () => (await (await anonymous.get('/demo/market')).text()).includes('/demo/market/product/101');
  await setFault({ method: 'GET', path: '/api/v1/stores/demo/products', mode: 'status500' });
  await expirePublicCaches();
  for (const attempt of [1, 2]) {
    const answer = await anonymous.get('/demo/market');
    expect({ attempt, status: answer.status(), cache: cacheHeaders(answer.headers()), front: answer.headers()['x-kirari-front-cache'] }).toEqual({
      attempt,
      status: 200,
      cache: { cacheControl: expect.stringMatching(/^private, no-cache, no-store/), cdnCacheControl: undefined },
      front: undefined,
    });
    expect(await answer.text()).not.toContain('/demo/market/product/101');
  }
  // No shared copy of the failure outlives the fault (a shared one would for s-maxage, 10 s).
  await clearFaults();
  await expect.poll(listsProducts, { timeout: 3000 }).toBe(true);
  await anonymous.dispose();
});

test('a nonce a visitor sends in a Content-Security-Policy request header never reaches a cached page', async ({ request, playwright, baseURL }) => {
  // A room nobody has opened yet: this request renders it into the cache.
  const id = await newLiveRoom({ live_status: 'unpublished' });
  const forged = await request.get(`/demo/live/${id}`, { headers: { 'content-security-policy': "script-src 'nonce-forged123'" } });
  expect(forged.status()).toBe(200);
  expect(await forged.text()).not.toContain('forged123');
  const visitor = await playwright.request.newContext({ baseURL });
  const cached = await visitor.get(`/demo/live/${id}`);
  expect(servedFromCache(cached.headers())).toBe(true);
  expect(await cached.text()).not.toContain('forged123');
  await visitor.dispose();
});
