import { expect, test } from './fixtures';

/**
 * A browser paints a document it is still parsing (a slow phone does, mid-stream): the store
 * header's tools, right-aligned, must not show with only their first items and then grow leftward
 * as the rest arrive (the room's CLS check caught that shift under load). Here the document is cut
 * inside the tools, as a paint between two parser slices sees it.
 */
const tools = '[data-testid="header-tools"]';

for (const width of [390, 1280]) {
  test(`at ${width} px the header's tools are hidden until all of them are parsed, then shown where they end`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.route('**/demo/market', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      // Inside the tools: after the lobby link, before the cart link.
      const start = html.indexOf('data-testid="header-tools"');
      const cut = html.lastIndexOf('<', html.indexOf('href="/demo/shopping"', start));
      expect(start).toBeGreaterThan(0);
      expect(cut).toBeGreaterThan(start);
      await route.fulfill({ response, body: html.slice(0, cut) });
    });
    await page.goto('/demo/market', { waitUntil: 'commit' });
    await expect(page.locator(tools)).toHaveCount(1);
    expect(await page.locator(tools).evaluate((element) => getComputedStyle(element).visibility)).toBe('hidden');
    await expect(page.getByTestId('header-lobby-link')).toBeHidden();

    await page.unroute('**/demo/market');
    await page.goto('/demo/market');
    await expect(page.locator(tools)).toBeVisible();
    await expect(page.getByTestId('header-lobby-link')).toBeVisible();
    const box = await page.locator(tools).boundingBox();
    // Right-aligned: it ends at the header's padding.
    expect(box && Math.round(box.x + box.width)).toBe(width - 16);
  });
}
