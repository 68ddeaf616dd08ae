import type { APIRequestContext, Page } from '@playwright/test';
import { control, expect, platformUrl, seriousViolations, signIn, test } from './fixtures';

/**
 * The cart page /{store}/shopping (commerce §2–§4, issue 4 item 1 and issue 7): the demo member's
 * cart against the platform, through the production build.
 */

interface CartLine {
  id: number;
  sku_id: number;
  quantity: number;
}

async function cartLines(request: APIRequestContext, token: string, store = 'demo'): Promise<{ items: CartLine[]; trashed: CartLine[] }> {
  const response = await request.get(`${platformUrl()}/api/v1/stores/${store}/carts/buyer?all=true`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { items: CartLine[] } | null; trashed: CartLine[] };
  return { items: body.data?.items ?? [], trashed: body.trashed };
}

async function addViaApi(request: APIRequestContext, token: string, skuId: number, quantity = 1, store = 'demo'): Promise<number> {
  const response = await request.post(`${platformUrl()}/api/v1/stores/${store}/carts`, { headers: { Authorization: `Bearer ${token}` }, data: { id: skuId, quantity } });
  expect(response.ok()).toBe(true);
  const line = (await cartLines(request, token, store)).items.find((item) => item.sku_id === skuId);
  expect(line).toBeDefined();
  return line!.id;
}

const line = (page: Page, id: number) => page.locator(`[data-line-id="${id}"]`);
const cartLink = (page: Page, count: number) => page.getByRole('banner').getByRole('link', { name: `カート（${count}）` });

/** The seed's own notices (a shortage on 60002, a removed 60005) acknowledged, so a test sees only its own. */
async function confirmSeedNotices(page: Page) {
  for (const kind of ['shortage', 'deleted']) {
    const notice = page.getByTestId(`notice-${kind}`);
    await notice.getByRole('button', { name: '確認しました' }).click();
    await expect(notice).toHaveCount(0);
  }
}

test.describe('cart page', () => {
  test('the member adds two SKUs, sees them grouped, changes a quantity and deletes one', async ({ page, context, request }) => {
    const token = await signIn(context, request);

    // One SKU from the product page, one straight through the add-to-cart call.
    await page.goto('/demo/market/product/102');
    await page.getByRole('radio', { name: /20包/ }).check();
    await page.getByRole('button', { name: 'カートに入れる' }).click();
    await expect(page.getByText('カートに追加しました。')).toBeVisible();
    const tea = (await cartLines(request, token)).items.find((item) => item.sku_id === 1021)!.id;
    const tote = await addViaApi(request, token, 1101);

    await page.goto('/demo/shopping');
    await expect(page.getByRole('heading', { level: 1, name: 'カート' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '購入の流れ' }).locator('[aria-current="step"]')).toHaveText(/カート/);
    await expect(page.getByRole('complementary', { name: '送料について' })).toBeVisible();

    // Grouped by source: each live post, the market (both new SKUs), the seller.
    const groups = page.getByTestId('cart-group');
    await expect(groups.getByRole('heading', { level: 2 })).toHaveText(['【金曜ライブ】宇治抹茶と新茶のご紹介', '秋の味覚ライブ いくらと器', 'マーケット', '出品者から']);
    await expect(groups.first()).toContainText('本番配信');
    const marketGroup = groups.filter({ has: page.getByRole('heading', { name: 'マーケット' }) });
    await expect(marketGroup.locator(`[data-line-id="${tea}"]`)).toContainText('オーガニック緑茶 ティーバッグ');
    await expect(marketGroup.locator(`[data-line-id="${tote}"]`)).toContainText('和柄 帆布トートバッグ');
    await expect(line(page, tote)).toContainText('出品者：さくら工房');
    await expect(line(page, tote)).toContainText('購入数に上限があります');
    await expect(line(page, 60001).getByTestId('market-status')).toHaveText('購入できます');
    await expect(line(page, 60006).getByTestId('market-status')).toHaveText('売り切れ');
    await expect(line(page, 60002)).toContainText('20歳未満の方は購入できません。');
    await expect(line(page, 60001)).toContainText('まで取り置き');
    // Seed 7 units (60002 cut to its stock) + the two added.
    await expect(cartLink(page, 9)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Quantity: shown at once, kept by the platform, the badge follows.
    await line(page, tea).getByRole('button', { name: /数量を増やす/ }).click();
    await expect(line(page, tea).getByRole('spinbutton')).toHaveValue('2');
    await expect(line(page, tea).getByTestId('line-amount')).toHaveText('¥1,960');
    await expect(cartLink(page, 10)).toBeVisible();
    await expect.poll(async () => (await cartLines(request, token)).items.find((item) => item.id === tea)?.quantity).toBe(2);

    // A quantity the platform refuses rolls back, with its message: the stock fell to what is held.
    await control(`cart-items/${tea}/stock`, { available_quantity: 2 });
    await line(page, tea).getByRole('button', { name: /数量を増やす/ }).click();
    await expect(page.getByText('Not enough stock for this quantity.')).toBeVisible();
    await expect(line(page, tea).getByRole('spinbutton')).toHaveValue('2');
    await expect(cartLink(page, 10)).toBeVisible();

    // A typed quantity is clamped to what may be bought (the per-buyer limit of 2).
    await line(page, tote).getByRole('spinbutton').fill('5');
    await line(page, tote).getByRole('spinbutton').press('Enter');
    await expect(line(page, tote).getByRole('spinbutton')).toHaveValue('2');
    await expect.poll(async () => (await cartLines(request, token)).items.find((item) => item.id === tote)?.quantity).toBe(2);
    await expect(cartLink(page, 11)).toBeVisible();

    // Delete asks first, then removes.
    await line(page, tote).getByRole('button', { name: '和柄 帆布トートバッグ 麻の葉を削除' }).click();
    const dialog = page.getByRole('dialog', { name: '商品を削除' });
    await expect(dialog).toContainText('「和柄 帆布トートバッグ 麻の葉」をカートから削除しますか？');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '削除する' }).click();
    await expect(line(page, tote)).toHaveCount(0);
    await expect(page.getByText('カートから削除しました。')).toBeVisible();
    await expect(cartLink(page, 9)).toBeVisible();

    await page.reload();
    await expect(line(page, tea).getByRole('spinbutton')).toHaveValue('2');
    await expect(line(page, tote)).toHaveCount(0);
  });

  test('a quantity cut to stock shows the shortage notice; confirming clears it', async ({ page, context, request }) => {
    const token = await signIn(context, request);
    const tea = await addViaApi(request, token, 1021, 2);
    await page.goto('/demo/shopping');
    // The seed's notices first: confirming clears them for good.
    await expect(page.getByTestId('notice-shortage')).toContainText('純米大吟醸 きらり 1.8L：1点減りました');
    await expect(page.getByTestId('notice-deleted')).toContainText('限定コラボ スニーカー 25.0cm（1点）');
    await confirmSeedNotices(page);
    await page.reload();
    await expect(line(page, tea)).toBeVisible();
    await expect(page.getByTestId('notice-shortage')).toHaveCount(0);
    await expect(page.getByTestId('notice-deleted')).toHaveCount(0);

    // The stock of the green tea falls to 1 while 2 are in the cart.
    await control(`cart-items/${tea}/stock`, { available_quantity: 1 });
    await page.reload();
    const notice = page.getByTestId('notice-shortage');
    await expect(notice).toContainText('在庫が足りないため、数量を減らしました');
    await expect(notice).toContainText('オーガニック緑茶 ティーバッグ 20包：1点減りました');
    await expect(line(page, tea).getByRole('spinbutton')).toHaveValue('1');
    await expect(line(page, tea).getByTestId('market-status')).toHaveText('在庫に合わせて数量を変更しました');
    expect(await seriousViolations(page)).toEqual([]);

    await notice.getByRole('button', { name: '確認しました' }).click();
    await expect(notice).toHaveCount(0);
    await expect(line(page, tea).getByTestId('market-status')).toHaveText('購入できます');
    expect((await cartLines(request, token)).trashed).toEqual([]);
    await page.reload();
    await expect(page.getByTestId('notice-shortage')).toHaveCount(0);
    await expect(line(page, tea).getByRole('spinbutton')).toHaveValue('1');
  });

  test('selection rules, live pricing with a coupon, and the way to checkout', async ({ page, context, request }) => {
    await signIn(context, request);
    await page.goto('/demo/shopping');
    const pricing = page.getByTestId('pricing');
    const checkbox = (id: number) => line(page, id).getByRole('checkbox');

    await expect(pricing).toContainText('購入する商品を選んでください。');
    await expect(checkbox(60006)).toBeDisabled();

    // Goods of one vendor (live 60001 ¥1,200 × 2, seller 60004 ¥8,980) price together.
    await checkbox(60001).check();
    await checkbox(60004).check();
    await expect(pricing).toContainText('2件選択中');
    const rows = page.getByTestId('pricing-rows');
    await expect(rows.locator('[data-row="amount"]')).toHaveText('¥11,380');
    await expect(rows.locator('[data-row="payable"]')).toHaveText('¥11,380');
    await expect(page.getByTestId('checkout')).toHaveAttribute('href', '/demo/shopping/checkout?items=60001,60004');

    // A quantity change prices again.
    await line(page, 60001).getByRole('button', { name: /数量を増やす/ }).click();
    await expect(rows.locator('[data-row="amount"]')).toHaveText('¥12,580');

    // Coupons: one the order qualifies for applies; a refused one shows why and keeps the text.
    const coupon = page.getByRole('textbox', { name: 'クーポンコード' });
    await coupon.fill('WELCOME500');
    await page.getByRole('button', { name: '適用' }).click();
    await expect(rows.locator('[data-row="coupon"]')).toHaveText('¥-500');
    await expect(rows.locator('[data-row="payable"]')).toHaveText('¥12,080');
    await expect(page.getByTestId('checkout')).toHaveAttribute('href', '/demo/shopping/checkout?items=60001,60004&coupon=WELCOME500');
    await coupon.fill('NOPE');
    await page.getByRole('button', { name: '適用' }).click();
    await expect(page.getByText('This coupon is invalid or has expired.')).toBeVisible();
    await expect(coupon).toHaveValue('NOPE');
    await expect(rows.locator('[data-row="payable"]')).toHaveText('¥12,580');
    expect(await seriousViolations(page)).toEqual([]);

    // Another vendor deselects the first vendor's items.
    await checkbox(60003).check();
    await expect(checkbox(60001)).not.toBeChecked();
    await expect(checkbox(60004)).not.toBeChecked();
    await expect(pricing).toContainText('一緒に購入できない商品の選択を解除しました。');
    await expect(rows.locator('[data-row="amount"]')).toHaveText('¥880');

    // A ticket deselects everything else; goods deselect the ticket again.
    await checkbox(60007).check();
    await expect(checkbox(60003)).not.toBeChecked();
    await expect(page.getByTestId('checkout')).toHaveAttribute('href', '/demo/shopping/checkout?items=60007&type=ticket');
    await expect(rows.locator('[data-row="amount"]')).toHaveText('¥2,000');
    await checkbox(60001).check();
    await expect(checkbox(60007)).not.toBeChecked();

    await page.getByTestId('checkout').click();
    await expect(page).toHaveURL(/\/demo\/shopping\/checkout\?items=60001$/);
  });

  test('a quantity change on an item removed elsewhere reads the cart again without a message', async ({ page, context, request }) => {
    const token = await signIn(context, request);
    await page.goto('/demo/shopping');
    await expect(line(page, 60003)).toBeVisible();
    // Removed in another tab: the platform now answers 404 MODEL_NOT_FOUND for it.
    const gone = await request.delete(`${platformUrl()}/api/v1/cart-items/60003`, { headers: { Authorization: `Bearer ${token}` } });
    expect(gone.ok()).toBe(true);
    await line(page, 60003).getByRole('button', { name: /数量を増やす/ }).click();
    await expect(line(page, 60003)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /./ }).locator('[data-type="error"]')).toHaveCount(0);
    await expect(page.getByText('Cart item not found')).toHaveCount(0);
    await expect(cartLink(page, 6)).toBeVisible();
  });

  test('a store that keeps cart editing to the seller shows no quantity or delete controls', async ({ page, context, request }) => {
    const token = await signIn(context, request);
    const line2011 = await addViaApi(request, token, 2011, 1, 'taiwan');
    await page.goto('/taiwan/shopping');
    await expect(page.getByTestId('editing-disabled')).toBeVisible();
    await expect(line(page, line2011)).toBeVisible();
    await expect(line(page, line2011).getByRole('spinbutton')).toHaveCount(0);
    await expect(line(page, line2011).getByRole('button')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a visitor who is not signed in is sent to the market, where the login dialog asks them to sign in', async ({ page }) => {
    await page.goto('/demo/shopping');
    await expect(page).toHaveURL(/\/demo\/market(\?loginRequired=true)?$/);
    await expect(page.getByRole('dialog', { name: 'ログイン' })).toBeVisible();
  });
});
