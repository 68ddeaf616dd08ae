import type { Page } from '@playwright/test';
import { cacheHeaders, control, expect, newLiveRoom, seriousViolations, servedFromCache, SHARED_CACHE, signIn, test } from './fixtures';

/**
 * The recording page /{store}/record/{id} (issue 14 part 2): the room's replay, watch only, on the
 * production build against the platform (whose HLS replay is an hour long, so chapters truly seek).
 */

// Pages play video: on a busy machine a test takes a while.
test.describe.configure({ timeout: 60_000 });

const videoTime = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);

test('plays the recording with chapters, archived comments and products; adding one changes the cart count', async ({ page, context, request }) => {
  await signIn(context, request);
  await page.goto('/demo/record/9003');
  await expect(page.getByRole('heading', { level: 1, name: '秋の味覚ライブ いくらと器' })).toBeVisible();
  const room = page.getByTestId('live-room');
  await expect(room).toBeVisible();
  await expect.poll(() => videoTime(page), { timeout: 20_000, message: 'the replay plays' }).toBeGreaterThan(0.5);

  const chapters = page.getByRole('navigation', { name: 'チャプター' });
  await expect(chapters.getByRole('button')).toHaveCount(4);
  await chapters.getByRole('button', { name: /益子焼マグカップ/ }).click();
  await expect.poll(() => videoTime(page)).toBeGreaterThan(1500);
  await expect(chapters.getByRole('button', { name: /益子焼マグカップ/ })).toHaveAttribute('aria-current', 'true');
  await expect(chapters.getByRole('button', { name: /オープニング/ })).not.toHaveAttribute('aria-current');

  // Watch only: the archived comments (the hidden one left out), no chat input, no reactions, no realtime.
  const log = page.getByRole('log', { name: 'コメント' });
  await expect(log).toContainText('いくら大好きです！');
  await expect(log).not.toContainText('見る価値なし');
  await expect(page.getByRole('textbox', { name: 'コメントを書く' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'リアクション' })).toHaveCount(0);
  await expect(room).toHaveAttribute('data-realtime', 'idle');

  const cart = page.getByRole('banner').getByRole('link', { name: /^カート（\d+）$/ });
  await expect(cart).toBeVisible();
  const before = Number(/（(\d+)）/.exec((await cart.locator('.visually-hidden').textContent()) ?? '')?.[1]);
  expect(before).toBeGreaterThan(0);
  await page.getByTestId('room-product-107').getByRole('button', { name: '購入する' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'カートに追加しました。' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: `カート（${before + 1}）` })).toBeVisible();
});

test('renders on the server with metadata and JSON-LD, and is one cached copy for everyone', async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  await visitor.get('/demo/record/9004');
  const response = await visitor.get('/demo/record/9004');
  expect(response.status()).toBe(200);
  expect(cacheHeaders(response.headers())).toEqual(SHARED_CACHE);
  expect(servedFromCache(response.headers())).toBe(true);
  const html = await response.text();
  expect(html).toContain('<title>日本酒と和菓子のペアリング（アーカイブ） | キラリ商店');
  expect(html).toMatch(/<meta property="og:url" content="http[^"]+\/demo\/record\/9004"/);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
  const data = JSON.parse(ld![1]) as { '@type': string; name: string; url: string };
  expect(data).toMatchObject({ '@type': 'VideoObject', name: '日本酒と和菓子のペアリング' });
  expect(data.url).toMatch(/\/demo\/record\/9004$/);
  await visitor.dispose();
});

test('an unknown or malformed id answers 404 with the not-found page', async ({ page }) => {
  for (const path of ['/demo/record/987654', '/demo/record/abc']) {
    const response = await page.goto(path);
    expect({ path, status: response?.status() }).toEqual({ path, status: 404 });
    await expect(page.getByRole('heading', { name: 'ライブが見つかりません' })).toBeVisible();
  }
});

test.describe('a ticket code', () => {
  // Enters a code through the storefront's form: a client address of its own (fixtures.ts).
  test.use({ ownClientAddress: true });
  test('a private recording asks for the ticket code, then plays', async ({ page, context, request }) => {
    await signIn(context, request);
    await page.goto('/demo/record/9005');
    await expect(page.getByRole('heading', { name: 'チケットをお持ちの方限定のライブです' })).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    await page.getByLabel('チケットコード').fill('KIRARI-VIP-2025');
    await page.getByRole('button', { name: 'ライブを視聴する' }).click();
    await expect(page.getByTestId('live-room')).toBeVisible();
    await expect(page.getByRole('heading', { name: '会員限定 蔵元見学ライブ（アーカイブ）' })).toBeVisible();
    await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
  });
});

test('a live, upcoming or expired post says why and links to its room, with no player', async ({ page }) => {
  const expired = await newLiveRoom({ from: 9001 });
  await control(`live/${expired}/stop`, { replayable: false });
  for (const [id, message] of [
    [9001, 'このライブは配信中です。'],
    [9002, 'このライブはまだ始まっていません。'],
    [expired, 'このライブのアーカイブは公開期間が終了しました。'],
  ] as const) {
    await page.goto(`/demo/record/${id}`);
    await expect(page.getByTestId('record-unavailable')).toContainText(message);
    await expect(page.getByRole('link', { name: 'ライブページへ' })).toHaveAttribute('href', `/demo/live/${id}`);
    await expect(page.locator('video')).toHaveCount(0);
  }
});

test('axe: the recording page has no serious or critical violations', async ({ page }) => {
  await page.goto('/demo/record/9004');
  await expect(page.getByRole('navigation', { name: 'クリップ' })).toBeVisible();
  await expect(page.getByTestId('room-product-106').getByTestId('product-clip')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
