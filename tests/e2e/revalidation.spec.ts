import type { APIRequestContext, Page } from '@playwright/test';
import { control, expect, newLiveRoom, test } from './fixtures';

/**
 * The platform tells the storefront what changed (platform/revalidate.ts → POST /api/revalidate
 * with the shared REVALIDATE_SECRET). Public data is cached on the server for 30 s and more
 * (lib/cache), so a page that shows a change within a few seconds was expired by tag, not by age.
 * Nothing waits a fixed time: the server's HTML is asked for again until it shows the change.
 */

/** Well under the page cache's own lifetime. */
const SOON = 5_000;
const RELOAD = { timeout: SOON, intervals: [100, 250, 500] };

const SOLD_OUT_NOTICE = 'この商品は売り切れです。';
const marketCard = (page: Page, productId: number) => page.locator(`main a[href$="/market/product/${productId}"]`);

test('a product sold out at the platform shows sold out on its page and in the market, without waiting out the cache', { tag: '@edge' }, async ({ page, context, request }) => {
  // An anonymous visitor: both pages render on the server and land in its cache.
  await page.goto('/demo/market/product/101');
  await expect(page.getByRole('button', { name: 'カートに入れる' })).toBeEnabled();
  await expect(page.getByText(SOLD_OUT_NOTICE)).toHaveCount(0);
  const market = await context.newPage();
  await market.goto('/demo/market');
  await expect(marketCard(market, 101)).toBeVisible();
  await expect(marketCard(market, 101)).not.toContainText('売り切れ');

  await control('products/101/stock', { available_quantity: 0 });

  // The server's HTML is what the cache holds: polled (not the page reloaded, whose scripts and
  // pictures would count against the bound on a busy machine) until it is fresh.
  await expect.poll(async () => (await (await request.get('/demo/market/product/101')).text()).includes(SOLD_OUT_NOTICE), RELOAD).toBe(true);
  // One revalidation expired both pages' tags: each shows the change on its next load.
  await page.reload();
  await expect(page.getByText(SOLD_OUT_NOTICE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'カートに入れる' })).toBeDisabled();
  await market.reload();
  await expect(marketCard(market, 101)).toContainText('売り切れ');
});

/** The room's badge as the server rendered it (配信予定, LIVE, アーカイブ …). */
async function serverBadge(request: APIRequestContext, id: number): Promise<string | null> {
  const html = await (await request.get(`/demo/live/${id}`)).text();
  return /data-testid="room-badge"[^>]*>([^<]*)</.exec(html)?.[1] ?? null;
}

test('a live that starts and then ends shows so on its room page, without waiting out the cache', async ({ request }) => {
  // Read from the server's HTML: an open room would follow live.started over realtime by itself.
  const id = await newLiveRoom({ live_status: 'unpublished' });
  expect(await serverBadge(request, id)).toBe('配信予定');

  await control(`live/${id}/start`, {});
  await expect.poll(() => serverBadge(request, id), RELOAD).toBe('LIVE');

  await control(`live/${id}/stop`, {});
  await expect.poll(() => serverBadge(request, id), RELOAD).toBe('アーカイブ');
});
