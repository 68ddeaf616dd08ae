import type { Page } from '@playwright/test';
import { expect, platformUrl, signIn, test } from './fixtures';

/** The catalogue pages (issue 3 item 5): product, market info, commercial law, sitemap, robots. */

async function addToCartButton(page: Page) {
  const button = page.getByRole('button', { name: 'カートに入れる' });
  await expect(button).toBeEnabled();
  return button;
}

test.describe('product page', () => {
  test('its HTML without JavaScript carries Open Graph, Twitter card and Product JSON-LD in JPY', { tag: '@edge' }, async ({ request }) => {
    const response = await request.get('/demo/market/product/101');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<meta property="og:title" content="宇治抹茶ラテ セット[^"]*"/);
    // The product's own preview PNG (social networks draw no SVG): tests/e2e/og-image.spec.ts opens it.
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/demo\/market\/product\/101\/og-image"/);
    expect(html).toContain('<meta property="og:type" content="product"');
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/demo\/market\/product\/101"/);

    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]) as Record<string, unknown>);
    const product = scripts.find((data) => data['@type'] === 'Product');
    expect(product).toMatchObject({ name: '宇治抹茶ラテ セット', offers: { '@type': 'AggregateOffer', priceCurrency: 'JPY', lowPrice: 1200, highPrice: 4000 } });
    // The page itself is server-rendered: the SKUs are in the HTML.
    expect(html).toContain('12本入り');
  });

  test('social crawlers, which Next renders for apart and the front cache never answers, get the product\'s Open Graph tags', async ({ request }) => {
    for (const userAgent of ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', 'Twitterbot/1.0']) {
      for (const visit of [1, 2]) {
        const response = await request.get('/demo/market/product/101', { headers: { 'user-agent': userAgent } });
        const html = await response.text();
        const tags = {
          userAgent,
          visit,
          front: response.headers()['x-kirari-front-cache'],
          type: /<meta property="og:type" content="([^"]+)"/.exec(html)?.[1],
          price: /<meta property="product:price:amount" content="([^"]+)"/.exec(html)?.[1],
          image: /<meta property="og:image" content="[^"]+\/demo\/market\/product\/101\/og-image"/.test(html),
        };
        expect(tags).toEqual({ userAgent, visit, front: undefined, type: 'product', price: '1200', image: true });
      }
    }
  });

  test('choosing a SKU updates the price', { tag: '@standalone' }, async ({ page }) => {
    await page.goto('/demo/market/product/101');
    const price = page.getByTestId('selected-price');
    await expect(price).toContainText('¥1,200');
    await page.getByRole('radio', { name: /12本入り/ }).check();
    await expect(price).toContainText('¥2,200');
    await expect(price).toContainText('¥3,000');
    await expect(page.getByText('税込').first()).toBeVisible();
  });

  test('a member adding more than is left sees the partial-add notice', async ({ page, context, request }) => {
    const token = await signIn(context, request);
    // 50包 (SKU 1022) has 2 left and the picker stops at 2; holding 1 already leaves room for 1 of 2.
    const held = await request.post(`${platformUrl()}/api/v1/stores/demo/carts`, { headers: { Authorization: `Bearer ${token}` }, data: { id: 1022, quantity: 1 } });
    expect(held.ok()).toBe(true);
    await page.goto('/demo/market/product/102');
    await page.getByRole('radio', { name: /50包/ }).check();
    await page.getByRole('spinbutton', { name: '数量' }).fill('3');
    await page.getByRole('spinbutton', { name: '数量' }).blur();
    await expect(page.getByRole('spinbutton', { name: '数量' })).toHaveValue('2');
    await (await addToCartButton(page)).click();
    await expect(page.getByText('在庫が足りないため、2点中1点のみカートに追加しました。')).toBeVisible();
  });

  test('a member sees a full add, then the per-buyer limit message', { tag: ['@standalone', '@edge'] }, async ({ page, context, request }) => {
    await signIn(context, request);
    await page.goto('/demo/market/product/110');
    await page.getByRole('button', { name: '数量を増やす' }).click();
    await expect(page.getByRole('spinbutton', { name: '数量' })).toHaveValue('2');
    await (await addToCartButton(page)).click();
    await expect(page.getByText('カートに追加しました。')).toBeVisible();
    await (await addToCartButton(page)).click();
    await expect(page.getByText('この商品はおひとり様の購入上限に達しています。')).toBeVisible();
  });

  test('a guest adding to the cart gets the login dialog', async ({ page }) => {
    await page.goto('/demo/market/product/101');
    await (await addToCartButton(page)).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the adult warning, sold-out and before-sale states', async ({ page }) => {
    await page.goto('/demo/market/product/106');
    await expect(page.getByRole('note')).toContainText('20歳未満');
    await page.goto('/demo/market/product/104');
    await expect(page.getByText('この商品は売り切れです。')).toBeVisible();
    await expect(page.getByRole('button', { name: 'カートに入れる' })).toBeDisabled();
    await page.goto('/demo/market/product/105');
    await expect(page.getByText(/から販売開始/)).toBeVisible();
  });

  for (const path of ['/demo/market/product/201', '/demo/market/product/114', '/demo/market/product/999999', '/demo/market/product/abc']) {
    test(`${path} (another store's, deleted or missing) is not found`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
    });
  }
});

test.describe('store pages', () => {
  test('/demo/jpcommercial lists the commercial-law disclosure', async ({ page }) => {
    await page.goto('/demo/jpcommercial');
    await expect(page.getByRole('heading', { name: '特定商取引法に基づく表記' })).toBeVisible();
    await expect(page.getByText('株式会社キラリ商店')).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@kirari-shop.example' })).toHaveAttribute('href', 'mailto:support@kirari-shop.example');
  });

  test('a store without a disclosure shows the empty state', async ({ page }) => {
    await page.goto('/enterprise/jpcommercial');
    await expect(page.getByText('このストアはまだ表記を登録していません。')).toBeVisible();
  });

  test('/demo/market/info shows the description and contact email', async ({ page }) => {
    await page.goto('/demo/market/info');
    await expect(page.getByText('毎週金曜20時からライブ配信')).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@kirari-shop.example' })).toBeVisible();
  });

  test('a ticket-mode store lists its tickets; the kind tabs filter a normal store', async ({ page }) => {
    await page.goto('/tickets/market');
    await expect(page.locator('main ul li h3').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: '商品の種類' })).toHaveCount(0);
    await page.goto('/demo/market?kind=ticket');
    await expect(page.locator('main ul li h3')).toHaveText(['オンライン試飲会 参加チケット']);
    await expect(page.getByRole('link', { name: 'チケット', exact: true })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('crawlers', () => {
  test('/demo/sitemap.xml lists the market and product URLs', async ({ request }) => {
    const response = await request.get('/demo/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    expect(xml).toMatch(/<loc>http[^<]+\/demo\/market<\/loc>/);
    expect(xml).toMatch(/<loc>http[^<]+\/demo\/market\/product\/101<\/loc>/);
    expect(xml).not.toContain('/market/product/114<');
    expect(xml).not.toContain('/market/product/201<');
  });

  test('/robots.txt lists the sitemaps and keeps crawlers out of member pages', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/Sitemap: http[^\s]+\/demo\/sitemap\.xml/);
    expect(text).toContain('Disallow: /*/shopping');
    expect(text).toContain('Allow: /');
  });
});
