import type { Page } from '@playwright/test';
import { expect, platformUrl, seriousViolations, test } from './fixtures';
import { clearFaults, setFault } from './fault-helpers';

/**
 * The live lobby (issue 14 item 1): every post of the replay list with links to its room, paging,
 * a page past the last, the show_lobby header link and market strip (on for the demo store), the
 * sitemap, and axe. Post counts come from the platform's own vod answer, never hardcoded.
 */

interface VodPost {
  id: number;
  title: string;
  is_private: boolean;
  on_air: boolean;
  replay: boolean;
  upcoming_at: string | null;
}
interface VodPage {
  data: VodPost[];
  meta: { last_page: number; per_page: number };
}

async function vodPage(page: number): Promise<VodPage> {
  const response = await fetch(`${platformUrl()}/api/v1/stores/demo/vod?page=${page}`);
  expect(response.status).toBe(200);
  return (await response.json()) as VodPage;
}

/** Every page of the platform's replay list for the demo store. */
async function vodPages(): Promise<VodPage[]> {
  const first = await vodPage(1);
  const rest = await Promise.all(Array.from({ length: first.meta.last_page - 1 }, (_, i) => vodPage(i + 2)));
  return [first, ...rest];
}

/** Visible only: after a client navigation Next keeps the previous page's tree hidden in the DOM. */
const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

/** The pager's "page N of M". */
const pagerStatus = (page: Page) => page.getByRole('navigation', { name: 'ライブ一覧のページ' }).filter({ visible: true }).locator('[aria-current="page"]');

const lobbyPath = (page: number) => (page > 1 ? `/demo/live-lobby?page=${page}` : '/demo/live-lobby');

/** Revalidates the storefront's cached replay list (the platform's own changes do it too). */
async function expireReplayList(): Promise<void> {
  const response = await fetch(`${process.env.E2E_WEB_URL}/api/revalidate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${process.env.E2E_REVALIDATE_SECRET}` },
    body: JSON.stringify({ tags: ['vod:demo'] }),
  });
  expect(response.status).toBe(200);
}

test('the lobby lists every post of the replay list, page by page, each linking to its room', async ({ page }) => {
  const pages = await vodPages();
  expect(pages.length).toBeGreaterThan(1);
  for (const [index, vod] of pages.entries()) {
    const response = await page.goto(lobbyPath(index + 1));
    expect(response?.status()).toBe(200);
    const items = page.getByTestId('lobby-item');
    await expect(items).toHaveCount(vod.data.length);
    const shown = await items.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-post-id'))));
    expect(shown.sort()).toEqual(vod.data.map((post) => post.id).sort());
    for (const post of vod.data) {
      const item = page.locator(`[data-testid="lobby-item"][data-post-id="${post.id}"]`);
      await expect(item.getByRole('link', { name: post.title })).toHaveAttribute('href', `/demo/live/${post.id}`);
      await expect(item.getByTestId('lobby-private')).toHaveCount(post.is_private ? 1 : 0);
    }
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as { '@type': string; numberOfItems: number; itemListElement: { position: number; item: { '@type': string; publication: { '@type': string; isLiveBroadcast: boolean } } }[] };
    expect(jsonLd).toMatchObject({ '@type': 'ItemList', numberOfItems: vod.data.length });
    expect(jsonLd.itemListElement[0].position).toBe(index * vod.meta.per_page + 1);
    for (const entry of jsonLd.itemListElement) expect(entry.item).toMatchObject({ '@type': 'VideoObject', publication: { '@type': 'BroadcastEvent', isLiveBroadcast: true } });
  }

  const replay = pages[0].data.find((post) => post.replay && !post.is_private);
  expect(replay).toBeDefined();
  await page.goto('/demo/live-lobby');
  await page.locator(`[data-testid="lobby-item"][data-post-id="${replay?.id}"]`).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/demo/live/${replay?.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: replay?.title })).toBeVisible();
});

test('the sections: live now, upcoming with countdown and add-to-calendar, replays', async ({ page }) => {
  const [first] = await vodPages();
  await page.goto('/demo/live-lobby');
  await expect(page).toHaveTitle(/ライブ一覧/);
  for (const post of first.data.filter((p) => p.on_air)) await expect(page.getByTestId('lobby-live').locator(`[data-post-id="${post.id}"]`)).toBeVisible();
  const upcoming = first.data.filter((p) => !p.on_air && !p.replay && p.upcoming_at && Date.parse(p.upcoming_at) > Date.now());
  expect(upcoming.length).toBeGreaterThan(0);
  for (const post of upcoming) {
    const item = page.getByTestId('lobby-upcoming').locator(`[data-post-id="${post.id}"]`);
    await expect(item.getByTestId('countdown')).toContainText('開始まで');
    await item.getByRole('button', { name: 'カレンダーに追加' }).click();
    await expect(item.getByTestId('calendar-ics')).toHaveAttribute('href', `/demo/live/${post.id}/calendar`);
  }
  for (const post of first.data.filter((p) => p.replay)) await expect(page.getByTestId('lobby-replays').locator(`[data-post-id="${post.id}"]`)).toBeVisible();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /ライブ一覧/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/demo\/live-lobby$/);
});

test('at 1280x844 nothing in the lobby moves as the upcoming cards\' countdowns fill in', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 844 });
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { __shifts: shifts, __cls: 0 });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node: Node | null }> }>) {
        if (entry.hadRecentInput) continue;
        (window as unknown as { __cls: number }).__cls += entry.value;
        shifts.push(`${entry.value.toFixed(4)}: ${(entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : '?')).join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/demo/live-lobby');
  const countdowns = page.getByTestId('lobby-upcoming').getByTestId('countdown');
  await expect(countdowns.first()).toBeInViewport();
  // The server's box first (the start, an empty line), then the browser's count in it.
  await expect(countdowns.first()).toHaveAttribute('data-ticking', 'true');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const { cls, shifts } = await page.evaluate(() => ({ cls: (window as unknown as { __cls: number }).__cls, shifts: (window as unknown as { __shifts: string[] }).__shifts }));
  // Before the box was reserved, the countdown's arrival moved the cards below it by 88 px (0.0051).
  expect(cls, shifts.join('\n')).toBeLessThanOrEqual(0.001);
});

test('paging through page 2 and back', async ({ page }) => {
  const pages = await vodPages();
  const last = pages.length;
  await page.goto('/demo/live-lobby');
  await expect(pagerStatus(page)).toHaveText(`${last}ページ中1ページ目`);
  await expect(page.getByRole('link', { name: '前のページ' })).toHaveCount(0);
  await page.getByRole('link', { name: '次のページ' }).click();
  await expect(page).toHaveURL(/\/demo\/live-lobby\?page=2$/);
  await expect(pagerStatus(page)).toHaveText(`${last}ページ中2ページ目`);
  await expect(shown(page, 'lobby-item').first()).toHaveAttribute('data-post-id', String(pages[1].data[0].id));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/demo\/live-lobby\?page=2$/);
  await page.getByRole('link', { name: '前のページ' }).click();
  await expect(page).toHaveURL(/\/demo\/live-lobby$/);
  await expect(pagerStatus(page)).toHaveText(`${last}ページ中1ページ目`);
});

test('a page past the last says so and leads back to the first page', async ({ page }) => {
  const last = (await vodPages()).length;
  for (const beyond of [last + 1, 999]) {
    const response = await page.goto(`/demo/live-lobby?page=${beyond}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('lobby-status')).toContainText('このページはありません');
    await expect(page.getByTestId('lobby-item')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
  await page.getByRole('link', { name: 'ライブ一覧の最初のページへ' }).click();
  await expect(page).toHaveURL(/\/demo\/live-lobby$/);
  await expect(shown(page, 'lobby-item').first()).toBeVisible();
});

test('a store without posts shows the empty state, still answering without show_lobby', async ({ page }) => {
  const response = await page.goto('/taiwan/live-lobby?locale=zh-TW');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('lobby-status')).toContainText('目前還沒有直播');
  await expect(page.getByTestId('header-lobby-link')).toHaveCount(0);
  await page.getByRole('link', { name: '逛逛商店' }).click();
  await expect(page).toHaveURL(/\/taiwan\/market$/);
});

test('a failed replay list shows an error with a retry, not a 500', async ({ page }) => {
  await setFault({ method: 'GET', path: '/api/v1/stores/demo/vod', mode: 'status500' });
  await expireReplayList();
  try {
    const response = await page.goto('/demo/live-lobby');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('lobby-status').getByRole('alert')).toContainText('ライブ一覧を読み込めませんでした');
  } finally {
    await clearFaults();
  }
  await expireReplayList();
  await page.getByRole('link', { name: '再読み込み' }).click();
  await expect(page.getByTestId('lobby-item').first()).toBeVisible();
});

test('show_lobby: the header links to the lobby and the market shows the live/upcoming strip', async ({ page }) => {
  const [first] = await vodPages();
  await page.goto('/demo/market');
  await expect(page.getByTestId('header-lobby-link')).toHaveAttribute('href', '/demo/live-lobby');
  const strip = page.getByTestId('live-strip');
  await expect(strip).toBeVisible();
  const onAir = first.data.filter((p) => p.on_air);
  const upcoming = first.data.filter((p) => !p.on_air && !p.replay && p.upcoming_at);
  for (const post of [...onAir, ...upcoming]) await expect(strip.getByRole('link', { name: post.title })).toHaveAttribute('href', `/demo/live/${post.id}`);
  for (const post of first.data.filter((p) => p.replay)) await expect(strip.locator(`a[href="/demo/live/${post.id}"]`)).toHaveCount(0);
  await page.getByTestId('header-lobby-link').click();
  await expect(page).toHaveURL(/\/demo\/live-lobby$/);
  await expect(shown(page, 'lobby-item').first()).toBeVisible();
});

test('the store sitemap lists the lobby and the public posts of the replay list', async ({ request }) => {
  const posts = (await vodPages()).flatMap((p) => p.data);
  const xml = await (await request.get('/demo/sitemap.xml')).text();
  expect(xml).toMatch(/<loc>http[^<]+\/demo\/live-lobby<\/loc>/);
  for (const post of posts) {
    const listed = !post.is_private && (post.on_air || post.replay || Boolean(post.upcoming_at));
    expect({ id: post.id, listed: xml.includes(`/demo/live/${post.id}</loc>`) }).toEqual({ id: post.id, listed });
  }
});

test('axe: the lobby has no serious or critical violations', async ({ page }) => {
  for (const path of ['/demo/live-lobby', '/demo/live-lobby?page=2', '/demo/live-lobby?page=999']) {
    await page.goto(path);
    await page.waitForLoadState('load');
    expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
  }
});
