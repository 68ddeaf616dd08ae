import type { APIRequestContext } from '@playwright/test';
import { DEMO_MEMBER, expect, memberToken, newLiveRoom, signIn, test } from './fixtures';

/**
 * One route tree with Cache Components (docs/adr/0001-caching.md): public pages a CDN can hold,
 * member pages it cannot, shared copies with nothing personal in them, and client-side navigation
 * between public and personal pages.
 */

const SHARED = /^public, s-maxage=\d+, stale-while-revalidate=\d+$/;

async function head(request: APIRequestContext, path: string, cookie?: string) {
  const response = await request.get(path, { maxRedirects: 0, headers: cookie ? { cookie } : {} });
  return { status: response.status(), cacheControl: response.headers()['cache-control'] ?? '', setCookie: response.headers()['set-cookie'] ?? null, html: await response.text() };
}

test('anonymous GETs of market, product and live room may be held by a CDN and set no cookie', async ({ playwright, baseURL }) => {
  const room = await newLiveRoom({ live_status: 'live' });
  // A fresh context: no cookie jar carries anything between these requests.
  const request = await playwright.request.newContext({ baseURL });
  for (const path of ['/demo/market', '/demo/market/product/101', `/demo/live/${room}`, '/demo/market/info']) {
    const answer = await head(request, path);
    expect({ path, status: answer.status, cacheControl: answer.cacheControl, setCookie: answer.setCookie }).toEqual({ path, status: 200, cacheControl: expect.stringMatching(SHARED), setCookie: null });
  }
  // A keyword search is the visitor's own query: not shared.
  expect((await head(request, '/demo/market?keyword=tea')).cacheControl).not.toMatch(/public/);
  await request.dispose();
});

test('member pages and pages seen with a token are private', async ({ request }) => {
  const cookie = `kirari_token=${await memberToken(request)}`;
  for (const path of ['/demo/member', '/demo/shopping', '/demo/order', '/demo/market', '/demo/market/product/101']) {
    const answer = await head(request, path, cookie);
    expect({ path, status: answer.status, cacheControl: answer.cacheControl }).toEqual({ path, status: 200, cacheControl: expect.stringMatching(/^private, no-cache, no-store/) });
  }
});

test('the shared copy carries nothing of the member who viewed the page before, and is the same for every visitor', async ({ playwright, baseURL, request }) => {
  const cookie = `kirari_token=${await memberToken(request)}`;
  const ghost = await playwright.request.newContext({ baseURL });
  const path = '/demo/market/product/101';
  // The member's page shows the member (the header session hole)...
  const member = await head(request, path, cookie);
  expect(member.html).toContain(DEMO_MEMBER.name);
  // ...the anonymous copy rendered right after it shows nobody, and two anonymous visitors get the same page.
  const first = await head(ghost, path);
  const second = await head(ghost, path);
  for (const copy of [first, second]) {
    expect(copy.html).not.toContain(DEMO_MEMBER.name);
    expect(copy.html).not.toContain(cookie.split('=')[1]);
    expect(copy.html).not.toMatch(/kirari_token|kirari_guest_token/);
  }
  const visible = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');
  expect(visible(second.html)).toBe(visible(first.html));
  await ghost.dispose();
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
