import type { APIRequestContext, Page } from '@playwright/test';
import { expect, platformUrl, signIn, test } from './fixtures';

/**
 * Issue 4's whole path in one go, as a buyer walks it: two SKUs into the cart from product pages,
 * a quantity changed and one deleted in the cart, checkout with home delivery and card, the
 * platform's 3-D Secure page, and the paid order in the order list and detail.
 */

async function lineIdOf(request: APIRequestContext, token: string, skuId: number): Promise<number> {
  const response = await request.get(`${platformUrl()}/api/v1/stores/demo/carts/buyer?all=true`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { data: { items: { id: number; sku_id: number; added_from: string | null }[] } };
  const line = body.data.items.find((item) => item.sku_id === skuId && item.added_from === 'market');
  if (!line) throw new Error(`SKU ${skuId} is not in the cart`);
  return line.id;
}

async function addFromProductPage(page: Page, productId: number, sku: RegExp) {
  await page.goto(`/demo/market/product/${productId}`);
  await page.getByRole('radio', { name: sku }).check();
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page.getByText('カートに追加しました。')).toBeVisible();
}

test('from two product pages to a paid order: cart, quantity, delete, home delivery, card, 3-D Secure', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  const token = await signIn(context, request);
  await addFromProductPage(page, 102, /20包/);
  await addFromProductPage(page, 110, /麻の葉/);
  const tea = await lineIdOf(request, token, 1021);
  const tote = await lineIdOf(request, token, 1101);

  await page.goto('/demo/shopping');
  const line = (id: number) => page.locator(`[data-line-id="${id}"]`);
  await expect(line(tea)).toContainText('オーガニック緑茶 ティーバッグ');
  await expect(line(tote)).toContainText('和柄 帆布トートバッグ');

  await line(tea).getByRole('button', { name: /数量を増やす/ }).click();
  await expect(line(tea).getByRole('spinbutton')).toHaveValue('2');

  await line(tote).getByRole('button', { name: /削除/ }).click();
  await page.getByRole('dialog', { name: '商品を削除' }).getByRole('button', { name: '削除する' }).click();
  await expect(line(tote)).toHaveCount(0);

  await line(tea).getByRole('checkbox').check();
  await expect(page.getByTestId('pricing').locator('[data-row="payable"]')).toHaveText('¥1,960');
  await page.getByTestId('checkout').click();
  await expect(page).toHaveURL(new RegExp(`/demo/shopping/checkout\\?items=${tea}$`));

  // Home delivery: custom shipping to the saved home_delivery address (preselected), paid by card.
  await expect(page.getByRole('radio', { name: /宅配便（自宅配送）/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /世田谷区/ })).toBeChecked();
  await page.getByRole('radio', { name: /クレジットカード/ }).check();
  await expect(page.getByText('金額を再計算しています…')).toBeHidden();
  await page.getByRole('button', { name: '注文を確定する' }).click();
  await expect(page).toHaveURL(/\/demo\/order\/\d+\/payment$/);
  const orderId = Number(/\/order\/(\d+)\/payment/.exec(page.url())?.[1]);

  await page.getByLabel('カード番号').fill('4111 1111 1111 1111');
  await page.getByLabel('有効期限（MM/YY）').fill('12/30');
  await page.getByLabel('セキュリティコード').fill('123');
  await page.getByLabel('カード名義（ローマ字）').fill('HANAKO YAMADA');
  await page.getByRole('button', { name: /を支払う$/ }).click();
  await expect(page).toHaveURL(/\/__gateway\/3ds\//);
  await page.getByRole('button', { name: /認証する/ }).click();
  await expect(page.getByText('お支払いが完了しました。')).toBeVisible();

  // The paid order, as the order pages show it.
  await page.goto(`/demo/order/${orderId}`);
  await expect(page.getByTestId('payment-notice')).toContainText('お支払いが完了しました。');
  await expect(page.getByText('オーガニック緑茶 ティーバッグ')).toBeVisible();
  await page.goto('/demo/order');
  await expect(page.locator(`a[href="/demo/order/${orderId}"]`).first()).toBeVisible();
});
