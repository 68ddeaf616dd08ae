import type { Page } from '@playwright/test';
import { DEMO_MEMBER, expect, platformUrl, seriousViolations, signIn, test } from './fixtures';

// Signs in (or enters codes) through the storefront's forms: a client address of its own (fixtures.ts).
test.use({ ownClientAddress: true });

/** The member area (issue 5 item 4) as the demo member: profile, update, locale, password, addresses, e-mail, Messenger. */

interface SentMail {
  kind: string;
  to: string;
  path: string;
}

async function verificationLinks(to: string): Promise<string[]> {
  const response = await fetch(`${platformUrl()}/__control/mail?to=${encodeURIComponent(to)}`);
  const { data } = (await response.json()) as { data: SentMail[] };
  return data.filter((mail) => mail.kind === 'email_verification').map((mail) => mail.path);
}

async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

const accountButton = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name, exact: true });

test.describe('member area', () => {
  test.beforeEach(async ({ context, request }) => {
    await signIn(context, request);
  });

  test('the profile shows the latest order first, the profile and its sign-in type', async ({ page }) => {
    await page.goto('/demo/member');
    await expect(page.getByRole('heading', { name: 'マイページ', level: 1 })).toBeVisible();
    const latest = page.getByTestId('latest-order');
    await expect(latest).toBeVisible();
    const orderLink = latest.getByRole('link', { name: /^注文 .+ を見る$/ });
    await expect(orderLink).toHaveAttribute('href', /^\/demo\/order\/\d+$/);
    // The status in the buyer's language (the orders area's words).
    await expect(latest.getByText('状態')).toBeVisible();
    await expect(page.getByTestId('member-name')).toHaveText(DEMO_MEMBER.name);
    await expect(page.getByTestId('email-status')).toHaveText('認証済み');
    await expect(page.getByTestId('oauth-type')).toHaveText('LINE');
    await expect(page.getByRole('navigation', { name: '会員メニュー' }).getByRole('link', { name: 'プロフィール', exact: true })).toHaveAttribute('aria-current', 'page');
    await expectAxeClean(page);
  });

  test('a profile update changes the name in the header without a reload', async ({ page }) => {
    await page.goto('/demo/member/update');
    await expect(accountButton(page, DEMO_MEMBER.name)).toBeVisible();
    // A field rule first: a name cannot be emptied; the message shows before anything is sent.
    await page.getByLabel('姓').fill('');
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('この項目は空欄にできません。')).toBeVisible();
    await expect(page.getByLabel('姓')).toBeFocused();
    await expectAxeClean(page);

    await page.getByLabel('姓').fill('佐々木');
    await page.getByLabel('ニックネーム').fill('さくら');
    await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'プロフィールを更新しました。' })).toBeVisible();
    await expect(accountButton(page, '佐々木 花子')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    await page.goto('/demo/member');
    await expect(page.getByTestId('member-name')).toHaveText('佐々木 花子');
  });

  test('changing the profile language to zh_TW switches the interface', async ({ page }) => {
    await page.goto('/demo/member/update');
    await page.getByLabel('言語', { exact: true }).selectOption('zh_TW');
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByRole('heading', { name: '編輯個人資料', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'kirari_locale');
    expect(cookie?.value).toBe('zh-TW');
    await page.goto('/demo/member');
    await expect(page.getByRole('heading', { name: '會員中心', level: 1 })).toBeVisible();
    await expectAxeClean(page);
  });

  test('a password change, then login with the new password', async ({ page }) => {
    await page.goto('/demo/member/change-password');
    await page.getByRole('button', { name: 'パスワードを変更' }).click();
    await expect(page.getByText('現在のパスワードを入力してください。')).toBeVisible();
    await expectAxeClean(page);

    await page.getByLabel('現在のパスワード').fill('wrong-password');
    await page.getByLabel('新しいパスワード', { exact: true }).fill('kirari-new-123');
    await page.getByLabel('新しいパスワード（確認）').fill('kirari-new-123');
    await page.getByRole('button', { name: 'パスワードを変更' }).click();
    // The platform's refusal beneath its field; what was typed stays.
    await expect(page.getByText('The old password is incorrect.')).toBeVisible();
    await expect(page.getByLabel('新しいパスワード', { exact: true })).toHaveValue('kirari-new-123');

    await page.getByLabel('現在のパスワード').fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: 'パスワードを変更' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'パスワードを変更しました。' })).toBeVisible();

    await accountButton(page, DEMO_MEMBER.name).click();
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await expect(page).toHaveURL(/\/demo\/market/);
    await expect(page.getByRole('link', { name: 'ログイン', exact: true })).toBeVisible();
    await page.goto('/demo/login');
    await page.getByLabel('メールアドレス').fill(DEMO_MEMBER.email);
    await page.getByLabel('パスワード').fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expect(page.getByText('メールアドレスまたはパスワードが正しくありません。')).toBeVisible();
    await page.getByLabel('パスワード').fill('kirari-new-123');
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expect(accountButton(page, DEMO_MEMBER.name)).toBeVisible();
  });

  test('an address added in the member area is listed and can be deleted', async ({ page }) => {
    await page.goto('/demo/member/address');
    const items = page.getByTestId('saved-address');
    const before = await items.count();
    await page.getByRole('button', { name: '住所を追加' }).click();
    await page.getByLabel('お届け先氏名').fill('山田 太郎');
    await page.getByLabel('電話番号').fill('090-9999-8888');
    await page.getByLabel('郵便番号').fill('１５００００２');
    await page.getByRole('button', { name: '住所を保存' }).click();
    // Checked before sending: the prefecture, city and street are missing.
    await expect(page.getByText('この項目は必須です。')).toHaveCount(3);
    await expectAxeClean(page);
    await page.getByLabel('都道府県').selectOption({ label: '東京都' });
    await page.getByLabel('市区町村').fill('渋谷区');
    await page.getByLabel('町名・番地').fill('渋谷2-1-1');
    await page.getByLabel('建物名・部屋番号').fill('キラリタワー 12F');
    await page.getByRole('button', { name: '住所を保存' }).click();
    await expect(page.getByRole('status').filter({ hasText: '住所を保存しました。' })).toBeVisible();
    await expect(items).toHaveCount(before + 1);
    const added = items.filter({ hasText: '山田 太郎' });
    await expect(added).toContainText('〒150-0002 東京都渋谷区渋谷2-1-1キラリタワー 12F');

    await page.reload();
    await expect(items.filter({ hasText: '山田 太郎' })).toHaveCount(1);
    await page.getByRole('button', { name: '山田 太郎 の住所を削除' }).click();
    const dialog = page.getByRole('dialog', { name: 'この住所を削除しますか？' });
    await expect(dialog).toBeVisible();
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: '削除する' }).click();
    await expect(page.getByRole('status').filter({ hasText: '住所を削除しました。' })).toBeVisible();
    await expect(items).toHaveCount(before);
    await page.reload();
    await expect(items.filter({ hasText: '山田 太郎' })).toHaveCount(0);
  });

  test("e-mail verification through the platform's link shows the verified message", async ({ page }) => {
    const address = 'hanako.new@example.com';
    await page.goto('/demo/member/email');
    await page.getByLabel('新しいメールアドレス').fill('not-an-address');
    await page.getByRole('button', { name: 'メールアドレスを変更' }).click();
    await expect(page.getByText('有効なメールアドレスを入力してください。')).toBeVisible();
    await page.getByLabel('新しいメールアドレス').fill(address);
    await page.getByRole('button', { name: 'メールアドレスを変更' }).click();
    await expect(page.getByText(`メールアドレスを ${address} に変更し、認証リンクを送信しました。`)).toBeVisible();
    await expect(page.getByTestId('current-email')).toHaveText(address);
    await expectAxeClean(page);

    // Send again: the newest link is the one that works.
    await page.getByRole('button', { name: '認証リンクを再送信' }).click();
    await expect(page.getByText(`${address} に認証リンクを送信しました。`)).toBeVisible();
    const links = await verificationLinks(address);
    expect(links).toHaveLength(2);
    const link = links[links.length - 1];
    expect(link).toMatch(/^\/demo\/member\/email-verify\?token=/);

    await page.goto(link);
    await expect(page.getByTestId('verify-result')).toHaveText('メールアドレスの認証が完了しました。');
    await expectAxeClean(page);
    await page.goto('/demo/member');
    await expect(page.getByTestId('email-status')).toHaveText('認証済み');

    // A used link says so, and leads to a new one.
    await page.goto(link);
    await expect(page.getByTestId('verify-result')).toHaveText('この認証リンクは無効か、有効期限が切れています。');
    await expect(page.getByRole('link', { name: '新しいリンクを送信' })).toHaveAttribute('href', '/demo/member/email');
    await expectAxeClean(page);
  });

  test('linking order notifications to Messenger', async ({ page }) => {
    await page.goto('/demo/member');
    const channel = page.getByTestId('messenger-channel');
    await expect(channel.getByTestId('binding-status')).toHaveText('未連携');
    await expect(channel.getByRole('link', { name: /をMessengerで開く$/ })).toHaveAttribute('href', 'https://m.me/kirari.shop.example');
    await channel.getByRole('button', { name: '通知を連携する' }).click();
    await expect(channel.getByText('ページから届いたMessenger IDを入力してください。')).toBeVisible();
    await channel.getByLabel('Messenger ID').fill('12ab');
    await channel.getByRole('button', { name: '通知を連携する' }).click();
    await expect(channel.getByText('Messenger IDは5〜32桁の数字です。')).toBeVisible();
    await channel.getByLabel('Messenger ID').fill('4400 1234 5678 9012');
    await channel.getByRole('button', { name: '通知を連携する' }).click();
    await expect(channel.getByTestId('binding-status')).toHaveText('連携済み');
    await expect(channel.getByText('このストアの注文のお知らせはMessengerに届きます。')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('messenger-channel').getByTestId('binding-status')).toHaveText('連携済み');
  });

  test('own subscriptions with their state and dates; every member page is axe clean', async ({ page }) => {
    await page.goto('/demo/member/subscription');
    const record = page.getByTestId('subscription-record');
    await expect(record).toHaveCount(1);
    await expect(record).toContainText('自家焙煎コーヒー 毎月お届け');
    await expect(record).toContainText('有効');
    await expect(record).toContainText('毎月');
    await expect(record).toContainText(/\d{4}\/\d{2}\/\d{2}/);
    await expectAxeClean(page);
    for (const path of ['/demo/member/email', '/demo/member/email-verify', '/demo/member/address', '/demo/member/update', '/demo/member/change-password']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test('a signed-out visitor is sent to the market with the login dialog', async ({ page, context }) => {
    await context.clearCookies();
    await page.goto('/demo/member/update');
    await expect(page.getByRole('dialog', { name: 'ログイン' })).toContainText('このページを開くにはログインしてください。');
    await expect(page).toHaveURL(/\/demo\/market$/);
  });
});
