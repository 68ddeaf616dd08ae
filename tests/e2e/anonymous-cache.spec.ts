import { DEMO_MEMBER, expect, memberToken, signIn, test } from './fixtures';

/**
 * The anonymous full-route cache (lib/guards/anonymous-cache): visitors without tokens get a
 * statically generated copy of the market and product pages; members, entry flags and writes get
 * the dynamic pages. Both must look the same to the visitor.
 */

const cacheStatus = (headers: Record<string, string>) => headers['x-nextjs-cache'] ?? null;

test.describe('anonymous cache', () => {
  test('an anonymous visitor gets the cached market and product pages, with public canonical URLs', async ({ request, baseURL }) => {
    for (const path of ['/demo/market', '/demo/market?kind=product&keyword=%E6%8A%B9%E8%8C%B6', '/demo/market/product/101']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(cacheStatus(response.headers())).toMatch(/^(HIT|MISS|STALE)$/);
      // Shared inside the server only: a CDN must not keep it for everyone.
      expect(response.headers()['cache-control']).toContain('private');
      const html = await response.text();
      const publicPath = path.split('?')[0];
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${publicPath}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${baseURL}${publicPath}"/>`);
      expect(html).not.toMatch(/href="[^"]*\/_anon\//);
    }
  });

  test('the cached page follows the locale cookie and ?locale=', async ({ request, context, baseURL }) => {
    const english = await request.get('/demo/market?locale=en');
    expect(cacheStatus(english.headers())).not.toBeNull();
    expect(await english.text()).toContain('<html lang="en">');
    await context.addCookies([{ name: 'kirari_locale', value: 'zh-TW', url: String(baseURL) }]);
    const page = await context.newPage();
    await page.goto('/demo/market');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  });

  test('the internal route cannot be opened directly', async ({ request }) => {
    const direct = await request.get('/demo/market');
    const internal = direct.headers()['x-middleware-rewrite'] ?? '/_anon/x/ja/demo/market/all.1';
    for (const path of [internal, internal.replace('/_anon/', '/%5Fanon/'), '/_anon']) {
      expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(404);
    }
  });

  test('members and entry flags get the dynamic page', async ({ page, context, request }) => {
    const flagged = await request.get('/demo/market?verify_status=success');
    expect(cacheStatus(flagged.headers())).toBeNull();
    await signIn(context, request);
    const response = await page.goto('/demo/market');
    expect(cacheStatus(response?.headers() ?? {})).toBeNull();
    await expect(page.getByRole('button', { name: DEMO_MEMBER.name })).toBeVisible();
  });

  test('a visitor moves between cached pages in the app, and signs in from one', async ({ page }) => {
    await page.goto('/demo/market');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.locator('main ul li a').first().click();
    await expect(page).toHaveURL(/\/demo\/market\/product\/\d+$/);
    await expect(page.getByRole('button', { name: 'カートに入れる' })).toBeVisible();
    // A client-side navigation: the document (and its marker) stayed.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);

    await page.getByRole('link', { name: 'ログイン', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'ログイン' });
    await dialog.getByLabel('メールアドレス').fill(DEMO_MEMBER.email);
    await dialog.getByLabel('パスワード').fill(DEMO_MEMBER.password);
    await dialog.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expect(page.getByRole('button', { name: DEMO_MEMBER.name })).toBeVisible();
    await expect(page).toHaveURL(/\/demo\/market\/product\/\d+$/);
  });

  test('a token an older version kept in local storage signs the cached page in once, then leaves storage', async ({ page, context, request }) => {
    const token = await memberToken(request);
    // Seeded before the first document only, and no page before it: nothing else can consume it.
    await page.addInitScript((value) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('kirari_token', value);
    }, token);
    // Served from the anonymous cache (no token cookie), which moves the token into the HttpOnly cookie, then loads again.
    const response = await page.goto('/demo/market');
    expect(cacheStatus(response?.headers() ?? {})).not.toBeNull();
    await expect(page.getByRole('button', { name: DEMO_MEMBER.name })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('kirari_token'))).toBeNull();
    expect((await context.cookies()).find((cookie) => cookie.name === 'kirari_token')).toMatchObject({ value: token, httpOnly: true });
  });
});
