import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { control, expect, platformUrl, seriousViolations, signIn, test } from './fixtures';
import { holdScripts } from './hold-scripts';

/**
 * Checkout and payment against the platform: home delivery with card through 3-D Secure, a
 * convenience-store account, a free order, the convenience-store range, a ticket without
 * shipping, a declined card, choices made before the page hydrated.
 */

interface OrderJson {
  data: { id: number; status: string; payment_status: string; payment_type: string; shipping_type: string | null; amount_payable: number; shipping: { receiver_postcode: string } | null; type: string | null };
}

async function api(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const response = await request.fetch(`${platformUrl()}${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** Adds SKUs from the market and answers the new cart line ids, in the order given. */
async function addToCart(request: APIRequestContext, token: string, skus: { id: number; quantity: number }[]): Promise<number[]> {
  for (const sku of skus) await api(request, token, 'POST', '/api/v1/stores/demo/carts', sku);
  const cart = (await api(request, token, 'GET', '/api/v1/stores/demo/carts/buyer?all=1')) as { data: { items: { id: number; sku_id: number; added_from: string | null }[] } };
  return skus.map((sku) => {
    const line = cart.data.items.filter((item) => item.sku_id === sku.id && item.added_from === 'market').pop();
    if (!line) throw new Error(`no cart line for SKU ${sku.id}`);
    return line.id;
  });
}

const order = async (request: APIRequestContext, token: string, id: number) => (await api(request, token, 'GET', `/api/v1/orders/${id}`)) as OrderJson;
const orderIdOf = (url: string) => Number(/\/(?:order|checkout)\/(\d+)/.exec(url)?.[1]);

async function placeOrder(page: Page, payment: RegExp) {
  await page.getByRole('radio', { name: payment }).check();
  await expect(page.getByText('金額を再計算しています…')).toBeHidden();
  await page.getByRole('button', { name: '注文を確定する' }).click();
}

/**
 * The member's checkout of one matcha latte set (home delivery: ¥1,780 payable) as the server drew
 * it, with the page's scripts held: what the buyer does now happens before hydration. `release`
 * lets the scripts run.
 */
async function checkoutBeforeHydration(page: Page, context: BrowserContext, request: APIRequestContext) {
  const token = await signIn(context, request);
  const items = await addToCart(request, token, [{ id: 1021, quantity: 1 }]);
  const release = await holdScripts(page);
  await page.goto(`/demo/shopping/checkout?items=${items.join(',')}`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('pricing-payable')).toHaveText('¥1,780');
  return { token, release };
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('カード番号').fill(number);
  await page.getByLabel('有効期限（MM/YY）').fill('12/30');
  await page.getByLabel('セキュリティコード').fill('123');
  await page.getByLabel('カード名義（ローマ字）').fill('HANAKO YAMADA');
}

test.describe('checkout and payment', () => {
  test('home delivery with card: 3-D Secure on the platform, then the paid order', async ({ page, context, request }) => {
    const token = await signIn(context, request);
    const items = await addToCart(request, token, [
      { id: 1021, quantity: 1 },
      { id: 1012, quantity: 1 },
    ]);
    await page.goto(`/demo/shopping/checkout?items=${items.join(',')}`);
    await expect(page.getByRole('heading', { name: '購入手続き' })).toBeVisible();
    await expect(page.getByTestId('checkout-items').getByRole('listitem')).toHaveCount(2);
    // Home delivery (decision 4): custom shipping to the saved home_delivery address, both preselected.
    await expect(page.getByRole('radio', { name: /宅配便（自宅配送）/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /世田谷区/ })).toBeChecked();
    await expect(page.getByLabel('メールアドレス')).toHaveValue('buyer@example.com');
    await expect(page.getByTestId('pricing-payable')).toHaveText('¥3,980');
    expect(await seriousViolations(page)).toEqual([]);

    await placeOrder(page, /クレジットカード/);
    await expect(page).toHaveURL(/\/demo\/order\/\d+\/payment$/);
    const id = orderIdOf(page.url());
    await expect(page.getByTestId('payment-amount')).toHaveText('¥3,980');
    await expect(page.getByRole('button', { name: '¥3,980を支払う' })).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);

    await fillCard(page, '4111 1111 1111 1111');
    await page.getByRole('button', { name: '¥3,980を支払う' }).click();
    await expect(page).toHaveURL(/\/__gateway\/3ds\//);
    await page.getByRole('button', { name: /認証する/ }).click();
    await expect(page).toHaveURL(new RegExp(`/demo/shopping/checkout/${id}$`));
    await expect(page.getByTestId('payment-state')).toHaveAttribute('data-state', 'paid');
    await expect(page.getByText('お支払いが完了しました。')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const placed = await order(request, token, id);
    expect(placed.data).toMatchObject({ payment_status: 'paid', status: 'undelivered', payment_type: 'gmo_credit', shipping_type: 'custom', amount_payable: 3980 });
    expect(placed.data.shipping?.receiver_postcode).toBe('154-0004');
    const [sent] = ((await control('checkout/requests')) as { data: Record<string, unknown>[] }).data;
    expect(Object.keys(sent).sort()).toEqual(['age', 'coupon_code', 'coupon_v2_id', 'email', 'item_ids', 'payment', 'payment_type', 'phone_number', 'shipping', 'shipping_type']);
  });

  test('convenience store: the account form, then the payment account', async ({ page, context, request }) => {
    const token = await signIn(context, request);
    const items = await addToCart(request, token, [{ id: 1021, quantity: 2 }]);
    await page.goto(`/demo/shopping/checkout?items=${items.join(',')}`);
    await placeOrder(page, /コンビニ払い/);
    await expect(page).toHaveURL(/\/demo\/shopping\/checkout\/\d+$/);
    const id = orderIdOf(page.url());
    await expect(page.getByTestId('payment-state')).toHaveAttribute('data-state', 'cvsAccountNeeded');

    // All five fields are required: an empty send shows the messages and calls nothing.
    await page.getByLabel('お名前').fill('');
    await page.getByRole('button', { name: 'お支払い番号を発行する' }).click();
    await expect(page.getByText('入力してください。').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('お支払いするコンビニ').selectOption({ label: 'ローソン' });
    await page.getByLabel('お名前').fill('山田 花子');
    await page.getByLabel('フリガナ').fill('やまだ はなこ');
    await page.getByLabel('携帯電話番号').fill('090-1234-5678');
    await page.getByRole('button', { name: 'お支払い番号を発行する' }).click();
    await expect(page.getByTestId('payment-account')).toBeVisible();
    await expect(page.getByTestId('payment-account')).toContainText('ローソン');
    await expect(page.getByTestId('receipt-no')).not.toBeEmpty();
    const placed = await order(request, token, id);
    expect(placed.data).toMatchObject({ payment_type: 'gmo_cvs', payment_status: 'pending', status: 'unpaid' });

    // The choose-payment page prices each method for this order and still shows the account.
    await page.goto(`/demo/order/${id}/choose-payment`);
    await expect(page.getByRole('heading', { name: 'お支払い方法の選択' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /クレジットカード.*¥2,760/ })).toBeVisible();
    await expect(page.getByTestId('payment-account')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a zero payable amount goes through as free', async ({ page, context, request }) => {
    const token = await signIn(context, request);
    await control('coupons', { apply_code: 'ALLFREE', amount: 1_000_000 });
    const items = await addToCart(request, token, [{ id: 1021, quantity: 1 }]);
    await page.goto(`/demo/shopping/checkout?items=${items.join(',')}&coupon=ALLFREE`);
    await expect(page.getByTestId('pricing-payable')).toHaveText('¥0');
    await expect(page.getByTestId('payment-free')).toBeVisible();
    await page.getByRole('button', { name: '注文を確定する' }).click();
    await expect(page).toHaveURL(/\/demo\/shopping\/checkout\/\d+$/);
    await expect(page.getByTestId('payment-state')).toHaveAttribute('data-state', 'paid');
    const placed = await order(request, token, orderIdOf(page.url()));
    expect(placed.data).toMatchObject({ payment_type: 'free', payment_status: 'paid', amount_payable: 0 });
  });

  test('a convenience-store choice above 299,999 yen is cleared with the message', async ({ page, context, request }) => {
    const token = await signIn(context, request);
    await control('cart-items/60004/stock', { available_quantity: 100 });
    const items = await addToCart(request, token, [{ id: 1072, quantity: 34 }]);
    await page.goto(`/demo/shopping/checkout?items=${items.join(',')}`);
    await expect(page.getByTestId('pricing-payable')).toHaveText('¥305,320');
    const cvs = page.getByRole('radio', { name: /コンビニ払い/ });
    await cvs.click();
    await expect(page.getByTestId('cvs-cleared')).toHaveText(/1円から299,999円/);
    await expect(cvs).not.toBeChecked();
    await page.getByRole('button', { name: '注文を確定する' }).click();
    await expect(page.getByRole('group', { name: 'お支払い方法' })).toContainText('お支払い方法を選んでください。');
    await expect(page).toHaveURL(/\/shopping\/checkout\?/);
  });

  test('a ticket checkout sends a type and no shipping', async ({ page, context, request }) => {
    await signIn(context, request);
    await page.goto('/demo/shopping/checkout?items=60007&type=ticket');
    await expect(page.getByText('チケット・定期便のご注文に配送はありません。')).toBeVisible();
    await expect(page.getByRole('group', { name: 'お届け方法' })).toHaveCount(0);
    await placeOrder(page, /クレジットカード/);
    await expect(page).toHaveURL(/\/demo\/order\/\d+\/payment$/);
    const [sent] = ((await control('checkout/requests')) as { data: Record<string, unknown>[] }).data;
    expect(sent).toMatchObject({ type: 'ticket', item_ids: [60007], payment_type: 'gmo_credit' });
    expect(sent).not.toHaveProperty('shipping');
    expect(sent).not.toHaveProperty('shipping_type');
  });

  test('a declined card shows the gateway message and keeps the form', async ({ page, context, request }) => {
    const token = await signIn(context, request);
    const items = await addToCart(request, token, [{ id: 1021, quantity: 1 }]);
    await page.goto(`/demo/shopping/checkout?items=${items.join(',')}`);
    await placeOrder(page, /クレジットカード/);
    await expect(page).toHaveURL(/\/payment$/);
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /を支払う$/ }).click();
    await expect(page.getByTestId('payment-error')).toHaveText(/declined/);
    await expect(page.getByLabel('カード番号')).toHaveValue('4000 0000 0000 0002');
    expect((await order(request, token, orderIdOf(page.url()))).data.payment_status).not.toBe('paid');
  });

  test('a shipping and payment chosen before the checkout has hydrated are priced and sent', async ({ page, context, request }) => {
    // The server's choice: home delivery, 800 yen of shipping.
    const { token, release } = await checkoutBeforeHydration(page, context, request);
    await page.getByRole('radio', { name: /店頭受け取り/ }).check();
    await page.getByRole('radio', { name: /コンビニ払い/ }).check();
    release();
    // Hydrated, the counter is priced: no shipping.
    await expect(page.getByTestId('pricing-shipping')).toHaveText('¥0');
    await expect(page.getByTestId('pricing-payable')).toHaveText('¥980');
    await expect(page.getByRole('radio', { name: /コンビニ払い/ })).toBeChecked();
    await expect(page.getByText('金額を再計算しています…')).toBeHidden();
    await page.getByRole('button', { name: '注文を確定する' }).click();
    await expect(page).toHaveURL(/\/demo\/shopping\/checkout\/\d+$/);
    const sent = ((await control('checkout/requests')) as { data: Record<string, unknown>[] }).data.at(-1);
    expect(sent).toMatchObject({ shipping_type: 'self_pick_up', payment_type: 'gmo_cvs', shipping: { address_id: null } });
    expect((await order(request, token, orderIdOf(page.url()))).data).toMatchObject({ shipping_type: 'self_pick_up', payment_type: 'gmo_cvs', amount_payable: 980 });
  });

  test('a cash-on-delivery shipping and another address chosen before the checkout has hydrated are priced and sent', async ({ page, context, request }) => {
    const { token, release } = await checkoutBeforeHydration(page, context, request);
    await page.getByRole('radio', { name: /宅配便（代金引換）/ }).check();
    await page.getByRole('radio', { name: /大阪府/ }).check();
    release();
    // Hydrated: cash on delivery, the one payment that goes with it, is chosen and priced (330 yen).
    await expect(page.getByTestId('pricing-payment-fee')).toHaveText('¥330');
    await expect(page.getByTestId('pricing-payable')).toHaveText('¥2,110');
    await expect(page.getByRole('group', { name: 'お支払い方法' }).getByRole('radio')).toHaveCount(1);
    await expect(page.getByRole('group', { name: 'お支払い方法' }).getByRole('radio', { name: '代金引換' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /大阪府/ })).toBeChecked();
    await expect(page.getByText('金額を再計算しています…')).toBeHidden();
    await page.getByRole('button', { name: '注文を確定する' }).click();
    await expect(page).toHaveURL(/\/demo\/shopping\/checkout\/\d+$/);
    const sent = ((await control('checkout/requests')) as { data: Record<string, unknown>[] }).data.at(-1);
    expect(sent).toMatchObject({ shipping_type: 'custom_cod', payment_type: 'cash_on_delivery' });
    const placed = await order(request, token, orderIdOf(page.url()));
    // The platform records the store's setting type (custom_cod) as the order's payment type.
    expect(placed.data).toMatchObject({ shipping_type: 'custom_cod', payment_type: 'custom_cod', amount_payable: 2110 });
    expect(placed.data.shipping?.receiver_postcode).toBe('530-0001');
  });

  test('unknown item ids get a clear message and a way back to the cart', async ({ page, context, request }) => {
    await signIn(context, request);
    await page.goto('/demo/shopping/checkout?items=1');
    await expect(page.getByTestId('checkout-problem')).toHaveText(/カートに見つかりません/);
    await expect(page.getByRole('link', { name: 'カートに戻る' })).toHaveAttribute('href', '/demo/shopping');
  });
});
