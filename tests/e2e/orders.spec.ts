import { control, expect, platformUrl, seriousViolations, signIn, test } from './fixtures';

/** Orders and order messages (issue 5 items 1–3) as the demo member, against the seeded orders 50001–50018. */

test.describe('order list', () => {
  test('shows the seeded counts per tab, pages through every order and filters by tab', async ({ page, context, request }) => {
    await signIn(context, request);
    await page.goto('/demo/order');
    await expect(page.getByRole('heading', { name: '注文履歴', level: 1 })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: '注文の絞り込み' });
    for (const name of ['すべて（18件）', '未払い（4件）', '未発送（4件）', '完了（5件）', 'キャンセル（5件）']) {
      await expect(tabs.getByRole('link', { name })).toBeVisible();
    }
    await expect(tabs.getByRole('link', { name: 'すべて（18件）' })).toHaveAttribute('aria-current', 'page');
    const cards = page.locator('article[data-testid^="order-"]');
    await expect(cards).toHaveCount(10);
    // Newest first: the card order waiting for payment leads to the payment page.
    const newest = page.getByTestId('order-50002');
    await expect(newest.getByRole('link', { name: /^支払う/ })).toHaveAttribute('href', '/demo/order/50002/payment');
    await expect(newest).toContainText('純米大吟醸 きらり');
    await expect(newest).toContainText('720ml');
    await expect(newest).toContainText('数量 1');
    await expect(newest).toContainText('¥4,600');
    await expect(page.getByTestId('order-50010').getByRole('link', { name: /^支払い方法を選ぶ/ })).toHaveAttribute('href', '/demo/order/50010/choose-payment');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: '次へ' }).click();
    await expect(page).toHaveURL(/\/demo\/order\?page=2$/);
    await expect(page.getByText('2 / 2 ページ')).toBeVisible();
    await expect(cards).toHaveCount(8);
    await expect(page.getByRole('link', { name: '次へ' })).toHaveCount(0);
    await page.getByRole('link', { name: '前へ' }).click();
    await expect(page).toHaveURL(/\/demo\/order$/);

    await tabs.getByRole('link', { name: 'キャンセル（5件）' }).click();
    await expect(page).toHaveURL(/\/demo\/order\?status=canceled$/);
    await expect(cards).toHaveCount(5);
    await expect(page.getByText('返品済み').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: '注文履歴のページ' })).toHaveCount(0);
  });

  test('is for members only', async ({ page }) => {
    await page.goto('/demo/order');
    // Guard step 3 sends a guest to the product list with loginRequired, which opens the login dialog.
    await expect(page).toHaveURL(/\/demo\/market(\?loginRequired=true)?$/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('order detail', () => {
  test('an unpaid order leads to payment; a waiting convenience-store order shows its account; a paid one its paid state', async ({ page, context, request }) => {
    await signIn(context, request);
    await page.goto('/demo/order');
    await page.getByTestId('order-50002').getByRole('link', { name: '注文番号 KR50002', exact: true }).click();
    await expect(page).toHaveURL(/\/demo\/order\/50002$/);
    await expect(page.getByRole('heading', { name: '注文番号 KR50002', level: 1 })).toBeVisible();
    await expect(page.getByTestId('payment-notice')).toHaveText(/お支払いをお待ちしています。/);
    const actions = page.getByRole('navigation', { name: 'この注文の操作' });
    await expect(actions.getByRole('link', { name: '支払う' })).toHaveAttribute('href', '/demo/order/50002/payment');
    await expect(actions.getByRole('link', { name: '支払い方法を変更' })).toHaveAttribute('href', '/demo/order/50002/choose-payment');
    await expect(actions.getByRole('link', { name: '出品者にメッセージ' })).toHaveAttribute('href', '/demo/order/50002/message');
    await expect(page.getByTestId('order-amounts')).toContainText('お支払い金額¥4,600');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/demo/order/50001');
    await expect(page.getByTestId('payment-notice')).toContainText('コンビニでお支払いください。');
    await expect(page.getByTestId('cvs-receipt')).toHaveText('FM-2468-1357');
    await expect(page.getByTestId('cvs-confirmation')).toHaveText('400123');
    await expect(page.getByText('ファミリーマート')).toBeVisible();
    await expect(actions.getByRole('link', { name: '支払う' })).toHaveCount(0);

    await page.goto('/demo/order/50013');
    await expect(page.getByTestId('payment-notice')).toContainText('お支払いが完了しました。');
    await expect(page.getByTestId('order-amounts')).toContainText('ポイント利用（200ポイント）−¥200');
    await expect(page.getByRole('link', { name: '注文番号 KR50014' })).toHaveAttribute('href', '/demo/order/50014');
    await expect(page.getByTestId('tracking-logs').getByRole('listitem')).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a missing order, or another store’s, is the not-found state', async ({ page, context, request }) => {
    await signIn(context, request);
    await page.goto('/demo/order/1');
    await expect(page.getByRole('heading', { name: '注文が見つかりません' })).toBeVisible();
    await page.getByRole('link', { name: '注文履歴に戻る' }).click();
    await expect(page).toHaveURL(/\/demo\/order$/);
    await page.goto('/taiwan/order/50002');
    await expect(page.getByTestId('order-not-found')).toBeVisible();
  });
});

test.describe('order messages', () => {
  test('a message to the seller appears in the thread, and the seller’s reply arrives without a reload', async ({ page, context, request }) => {
    await signIn(context, request);
    await page.goto('/demo/order/50002/message');
    await expect(page.getByRole('heading', { name: '出品者とのメッセージ', level: 1 })).toBeVisible();
    await expect(page.getByText('まだメッセージはありません。', { exact: false })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const field = page.getByLabel('メッセージ', { exact: true });
    const send = page.getByRole('button', { name: '送信' });
    const bubbles = page.getByTestId('order-message');
    await field.fill('配送日を指定できますか？');
    await send.click();
    await expect(bubbles).toHaveCount(1);
    await expect(bubbles.last()).toHaveAttribute('data-role', 'buyer');
    await expect(bubbles.last()).toContainText('配送日を指定できますか？');
    await expect(bubbles.last()).toContainText('あなた');
    await expect(field).toHaveValue('');

    // A marker on window survives only if the page is never reloaded.
    await page.evaluate(() => Object.assign(window, { __noReload: true }));
    await control('orders/50002/messages', { message: '12月1日のお届けで承りました。' });
    await expect(bubbles).toHaveCount(2, { timeout: 15_000 });
    await expect(bubbles.last()).toHaveAttribute('data-role', 'seller');
    await expect(bubbles.last()).toContainText('12月1日のお届けで承りました。');
    await expect(bubbles.last()).toContainText('キラリ商店');
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an empty message is not sent', async ({ page, context, request }) => {
    const token = await signIn(context, request);
    await page.goto('/demo/order/50003/message');
    const bubbles = page.getByTestId('order-message');
    await expect(bubbles).toHaveCount(2);
    const send = page.getByRole('button', { name: '送信' });
    await expect(send).toBeDisabled();
    await page.getByLabel('メッセージ', { exact: true }).fill('   ');
    await expect(send).toBeDisabled();
    await expect(page.getByText('メッセージを入力してください。')).toBeVisible();
    await page.getByLabel('メッセージ', { exact: true }).press('Control+Enter');
    await expect(bubbles).toHaveCount(2);
    // Nothing reached the platform either.
    const thread = await request.get(`${platformUrl()}/api/v1/orders/50003/messages?role=buyer&all=true`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await thread.json()) as { data: unknown[] }).data).toHaveLength(2);
  });
});
