import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { cacheHeaders, control, DEMO_MEMBER, expect, platformUrl, SHARED_CACHE, signIn, test } from './fixtures';

// Signs in (or enters codes) through the storefront's forms: a client address of its own (fixtures.ts).
test.use({ ownClientAddress: true });

/**
 * Security headers (lib/security, docs/adr/0002-content-security-policy.md): every kind of page
 * works with its Content-Security-Policy enforced, and the policy, framing and referrer headers are
 * the ones of its kind. A test fails on any `securitypolicyviolation` event or CSP console error.
 */

type CspWindow = Window & { __cspViolation?: (line: string) => void; __cspViolations?: string[] };

/**
 * Collects CSP violations: the current document keeps its own list (read synchronously), and an
 * exposed function carries them out of documents the page has since left.
 */
async function watchCsp(page: Page): Promise<{ assertNone(where: string): Promise<void> }> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    const w = window as CspWindow;
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      const line = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname} from ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} (${event.sample})`;
      w.__cspViolations?.push(line);
      void w.__cspViolation?.(line);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return {
    async assertNone(where) {
      const current = await page.evaluate(() => (window as CspWindow).__cspViolations ?? []);
      expect([...new Set([...violations, ...current])], where).toEqual([]);
    },
  };
}

/** `directive → sources` of a response's policy. */
function csp(response: Response | null): Record<string, string[]> {
  const value = response?.headers()['content-security-policy'] ?? '';
  return Object.fromEntries(value.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
}

/**
 * The headers every page shares, and the one script policy of every page: each page's shell is
 * prerendered (Cache Components), so no nonce; inline scripts by 'unsafe-inline', never eval, and
 * no script host beyond the configured ones (ADR 0002's amendment).
 */
function expectPagePolicy(response: Response | null, where: string) {
  const headers = response?.headers() ?? {};
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['permissions-policy'], where).toBe('camera=(), microphone=(), geolocation=(), autoplay=(self), fullscreen=(self), picture-in-picture=(self)');
  expect(headers['strict-transport-security'], where).toBeUndefined();
  const policy = csp(response);
  expect(policy['script-src'], where).toEqual(["'self'", "'unsafe-inline'", platformUrl()]);
  expect(JSON.stringify(policy), where).not.toMatch(/nonce|unsafe-eval|strict-dynamic/);
  expect(policy['style-src'], where).toEqual(["'self'"]);
  expect(policy['object-src'], where).toEqual(["'none'"]);
  return policy;
}

/** A loopback site serving `html` at every path (port 0: any free port). */
async function serveFrames(html: string, port: number): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A page that may not be framed. */
function expectUnframeable(response: Response | null, where: string) {
  expect(csp(response)['frame-ancestors'], where).toEqual(["'none'"]);
  expect(response?.headers()['x-frame-options'], where).toBe('DENY');
}

/** The page's own inline config script ran and React hydrated. */
async function expectScriptsRan(page: Page, where: string) {
  expect(await page.evaluate(() => typeof (window as unknown as { __KIRARI_CONFIG__?: object }).__KIRARI_CONFIG__), where).toBe('object');
}

async function addToCart(request: APIRequestContext, token: string, sku: number): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  expect((await request.post(`${platformUrl()}/api/v1/stores/demo/carts`, { data: { id: sku, quantity: 1 }, headers })).ok()).toBe(true);
  const cart = (await (await request.get(`${platformUrl()}/api/v1/stores/demo/carts/buyer?all=1`, { headers })).json()) as { data: { items: { id: number; sku_id: number }[] } };
  const line = cart.data.items.filter((item) => item.sku_id === sku).pop();
  if (!line) throw new Error(`no cart line for SKU ${sku}`);
  return line.id;
}

test.describe('security headers', () => {
  test('anonymous pages: home, cached market and product, login, reset password, 404, and a static asset', async ({ page }) => {
    const watch = await watchCsp(page);

    const home = await page.goto('/');
    expectPagePolicy(home, 'home');
    expectUnframeable(home, 'home');
    expect(home?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await expectScriptsRan(page, 'home');
    await watch.assertNone('home');

    // The shared copy a CDN may hold.
    const market = await page.goto('/demo/market');
    expect(cacheHeaders(market?.headers() ?? {})).toEqual(SHARED_CACHE);
    expectPagePolicy(market, 'market');
    expectUnframeable(market, 'market');
    await expect(page.getByRole('heading', { level: 2, name: '商品一覧' })).toBeVisible();
    await expectScriptsRan(page, 'market');
    // A client-side navigation to the product page: the router and its chunks work.
    await page.locator('main ul li a').first().click();
    await expect(page).toHaveURL(/\/demo\/market\/product\/\d+$/);
    await expect(page.getByRole('button', { name: 'カートに入れる' })).toBeVisible();
    await watch.assertNone('market and product');
    const product = await page.goto('/demo/market/product/101');
    expectPagePolicy(product, 'product');
    await expect(page.getByRole('button', { name: 'カートに入れる' })).toBeVisible();
    await watch.assertNone('product');

    const login = await page.goto('/demo/login');
    expectPagePolicy(login, 'login');
    expectUnframeable(login, 'login');
    expect(login?.headers()['referrer-policy']).toBe('no-referrer');
    // HSTS only over https (the stack trusts its proxy's X-Forwarded-Proto; a client's own is not
    // believed without TRUST_PROXY=1: client-address.spec.ts).
    await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();
    await expectScriptsRan(page, 'login');
    await watch.assertNone('login');

    const reset = await page.goto('/member/reset-password?store=demo');
    expectPagePolicy(reset, 'reset password');
    await page.getByLabel('メールアドレス').fill(DEMO_MEMBER.email);
    await page.getByRole('button', { name: 'リンクを送信' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'パスワード再設定用のリンクをお送りしました' })).toBeVisible();
    await watch.assertNone('reset password');

    const missing = await page.goto('/demo/no-such-page');
    expect(missing?.status()).toBe(404);
    expectPagePolicy(missing, '404');
    expectUnframeable(missing, '404');
    // Middleware answers an unknown store path with the 404 page (lib/guards/known-routes).
    await expect(page.getByRole('heading', { name: 'ページが見つかりません' })).toBeVisible();
    await watch.assertNone('404');

    // What middleware does not see gets the static headers from next.config.mjs.
    const chunk = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src*="/_next/static/"]')?.src ?? '');
    const asset = await page.request.get(chunk);
    expect(asset.ok()).toBe(true);
    expect(asset.headers()).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'x-frame-options': 'DENY' });
  });

  test('signing in on the login page under its policy, then the member pages', async ({ page }) => {
    const watch = await watchCsp(page);
    await page.goto('/demo/login');
    await page.getByLabel('メールアドレス').fill(DEMO_MEMBER.email);
    await page.getByLabel('パスワード').fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expect(page).toHaveURL(/\/demo\/market$/);
    await expect(page.getByRole('button', { name: DEMO_MEMBER.name })).toBeVisible();
    await watch.assertNone('login');

    for (const path of ['/demo/member', '/demo/member/update', '/demo/member/address', '/demo/member/email', '/demo/member/change-password', '/demo/member/subscription']) {
      const response = await page.goto(path);
      expectPagePolicy(response, path);
      expectUnframeable(response, path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectScriptsRan(page, path);
      await watch.assertNone(path);
    }
  });

  test('cart, checkout, card payment with the gateway’s token.js and 3-D Secure, then the order pages', async ({ page, context, request }) => {
    test.setTimeout(60_000);
    const watch = await watchCsp(page);
    const token = await signIn(context, request);
    const line = await addToCart(request, token, 1021);

    const cart = await page.goto('/demo/shopping');
    expectPagePolicy(cart, 'cart');
    expectUnframeable(cart, 'cart');
    await expect(page.getByRole('link', { name: /^カート（\d+）$/ })).toBeVisible();
    await watch.assertNone('cart');

    const checkout = await page.goto(`/demo/shopping/checkout?items=${line}`);
    expectPagePolicy(checkout, 'checkout');
    expectUnframeable(checkout, 'checkout');
    await expect(page.getByRole('heading', { name: '購入手続き' })).toBeVisible();
    await page.getByRole('radio', { name: /クレジットカード/ }).check();
    await expect(page.getByText('金額を再計算しています…')).toBeHidden();
    await page.getByRole('button', { name: '注文を確定する' }).click();
    await expect(page).toHaveURL(/\/demo\/order\/\d+\/payment$/);
    const id = Number(/\/order\/(\d+)\//.exec(page.url())?.[1]);
    await watch.assertNone('checkout');

    // The payment page: the gateway's token.js loads under the policy and tokenises the card.
    const tokenScript = page.waitForResponse((response) => response.url().endsWith('/__gateway/token.js'));
    const payment = await page.reload();
    expectPagePolicy(payment, 'payment');
    expect(csp(payment)['form-action']).toEqual(["'self'", platformUrl()]);
    const payButton = page.getByRole('button', { name: /を支払う$/ });
    await expect(payButton).toBeEnabled();
    await page.getByLabel('カード番号').fill('4111 1111 1111 1111');
    await page.getByLabel('有効期限（MM/YY）').fill('12/30');
    await page.getByLabel('セキュリティコード').fill('123');
    await page.getByLabel('カード名義（ローマ字）').fill('HANAKO YAMADA');
    expect((await tokenScript).ok()).toBe(true);
    await watch.assertNone('payment');
    // Paying tokenises the card and leaves for 3-D Secure: anything refused on the way reaches the
    // watch from the page it left, and is asserted on the next page.
    await payButton.click();
    await expect(page).toHaveURL(/\/__gateway\/3ds\//);
    await watch.assertNone('payment and 3-D Secure');
    await page.getByRole('button', { name: /認証する/ }).click();
    await expect(page).toHaveURL(new RegExp(`/demo/shopping/checkout/${id}$`));
    await expect(page.getByTestId('payment-state')).toHaveAttribute('data-state', 'paid');
    await watch.assertNone('paid checkout');

    for (const path of ['/demo/order', `/demo/order/${id}`, '/demo/order/50002/message']) {
      const response = await page.goto(path);
      expectPagePolicy(response, path);
      expectUnframeable(response, path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await watch.assertNone(path);
    }
    const field = page.getByLabel('メッセージ', { exact: true });
    await field.fill('CSP の下から送ります');
    await page.getByRole('button', { name: '送信' }).click();
    await expect(page.getByTestId('order-message').last()).toContainText('CSP の下から送ります');
    await watch.assertNone('order message');
  });

  for (const provider of ['pubnub', 'ably'] as const) {
    test(`live room on ${provider}: realtime comments arrive and the video plays`, { tag: provider === 'pubnub' ? '@edge' : [] }, async ({ page }) => {
      test.setTimeout(60_000);
      const watch = await watchCsp(page);
      const { id } = (await control('live/posts', { from: 9001, provider })) as { id: number };
      const room = await page.goto(`/demo/live/${id}`);
      const policy = expectPagePolicy(room, 'room');
      // The room alone may be framed: by itself and the configured EMBED_ORIGINS.
      expect(policy['frame-ancestors']).toEqual(["'self'", String(process.env.E2E_EMBED_ORIGIN), platformUrl()]);
      expect(room?.headers()['x-frame-options']).toBeUndefined();
      expect(room?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
      await expect(page.getByTestId('live-room')).toHaveAttribute('data-realtime', 'connected', { timeout: 20_000 });
      await expect
        .poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0), { timeout: 20_000, message: 'the live stream plays' })
        .toBeGreaterThan(1);
      await control(`live/${id}/comments`, { message: `${provider} の下でもコメント`, name: 'スタッフ' });
      await expect(page.getByRole('log', { name: 'コメント' })).toContainText(`${provider} の下でもコメント`);
      await watch.assertNone(`room on ${provider}`);
    });
  }

  test('a replay through video.js (the browser’s own HLS hidden): no style or worker is refused', async ({ page }) => {
    test.setTimeout(60_000);
    const watch = await watchCsp(page);
    // Without native HLS the room loads video.js, whose VHS engine uses MSE (blob: media) and a blob worker.
    await page.addInitScript(() => {
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
      };
    });
    const replay = await page.goto('/demo/live/9003');
    expectPagePolicy(replay, 'replay');
    await expect(page.locator('.video-js')).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0), { timeout: 20_000, message: 'the replay plays' })
      .toBeGreaterThan(1);
    expect(await page.evaluate(() => document.querySelector('video')?.src ?? '')).toMatch(/^blob:/);
    await watch.assertNone('replay on video.js');
  });

  test('framing: a page other than the room is refused everywhere, the room only by itself and EMBED_ORIGINS', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const { id } = (await control('live/posts', { from: 9001 })) as { id: number };
    const frames = `<!doctype html><title>frames</title>
      <iframe name="market" src="${baseURL}/demo/market"></iframe>
      <iframe name="checkout" src="${baseURL}/demo/login"></iframe>
      <iframe name="room" src="${baseURL}/demo/live/${id}"></iframe>`;
    // The storefront's own origin serves the page through a route; the embedder (EMBED_ORIGINS) and a
    // foreign site are real loopback servers, so Chromium's local-network checks, which refuse a
    // public page framing localhost, stay out of the verdict and only the policy decides.
    await page.route(`${baseURL}/__frame-test`, (route) => route.fulfill({ contentType: 'text/html', body: frames }));
    const embedder = await serveFrames(frames, Number(new URL(String(process.env.E2E_EMBED_ORIGIN)).port));
    const foreign = await serveFrames(frames, 0);
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });

    const loaded = (name: string) =>
      expect.poll(async () => {
        const frame = page.frame({ name });
        if (!frame) return 'missing';
        return frame.url().startsWith('chrome-error:') ? 'refused' : await frame.evaluate(() => (document.readyState === 'complete' ? 'loaded' : 'loading')).catch(() => 'refused');
      });

    try {
      await page.goto(`${baseURL}/__frame-test`);
      await loaded('market').toBe('refused');
      await loaded('checkout').toBe('refused');
      await loaded('room').toBe('loaded');
      await expect(page.frameLocator('iframe[name="room"]').getByTestId('live-room')).toBeVisible();

      await page.goto(`${embedder.origin}/__frame-test`);
      await loaded('market').toBe('refused');
      await loaded('checkout').toBe('refused');
      await loaded('room').toBe('loaded');
      await expect(page.frameLocator('iframe[name="room"]').getByTestId('live-room')).toBeVisible();

      refusals.length = 0;
      await page.goto(`${foreign.origin}/__frame-test`);
      await loaded('market').toBe('refused');
      await loaded('room').toBe('refused');
      // Refused by the room's own policy (only the room has this directive), not by anything else.
      await expect.poll(() => refusals.some((text) => text.includes(`"frame-ancestors 'self' ${embedder.origin} ${platformUrl()}"`))).toBe(true);
    } finally {
      await Promise.all([embedder.close(), foreign.close()]);
    }
  });
});
