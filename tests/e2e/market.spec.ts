import { expect, test } from './fixtures';

test.describe('market', () => {
  test('/demo lands on the server-rendered product list with seeded products', { tag: ['@standalone', '@edge'] }, async ({ page }) => {
    const response = await page.goto('/demo');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/demo\/market$/);
    await expect(page.getByRole('heading', { level: 2, name: '商品一覧' })).toBeVisible();
    const cards = page.locator('main ul li');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(3);
    await expect(cards.first()).toContainText('¥');
  });

  test('the product list is in the HTML without JavaScript, with its metadata', { tag: '@edge' }, async ({ request }) => {
    const html = await (await request.get('/demo/market')).text();
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toContain('<link rel="canonical"');
    expect(html).toMatch(/<a [^>]*href="\/demo\/market\/product\/\d+"/);
  });

  test('keyword search narrows the list and says when nothing matches', async ({ page }) => {
    await page.goto('/demo/market');
    const all = await page.locator('main ul li').count();
    const firstName = (await page.locator('main ul li h3').first().textContent())?.trim() ?? '';
    await page.getByRole('searchbox').fill(firstName);
    await page.getByRole('button', { name: '検索' }).click();
    await expect(page).toHaveURL(/keyword=/);
    await expect(page.locator('main ul li h3').first()).toHaveText(firstName);
    expect(await page.locator('main ul li').count()).toBeLessThanOrEqual(all);

    await page.goto('/demo/market?keyword=zzzz-no-such-product');
    await expect(page.getByText('「zzzz-no-such-product」に一致する商品はありません。')).toBeVisible();
  });

  for (const path of ['/overseas/market', '/no-such-store/market']) {
    test(`${path} answers the 404 page`, { tag: '@edge' }, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'ページが見つかりません' })).toBeVisible();
    });
  }
});
