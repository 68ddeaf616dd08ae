import { expect, platformUrl, seriousViolations, test } from './fixtures';

// Signs in (or enters codes) through the storefront's forms: a client address of its own (fixtures.ts).
test.use({ ownClientAddress: true });

/** /member/reset-password (issue 7 decision 2): request a link, follow it from the control API, set a new password, log in. */

const EMAIL = 'buyer@example.com';
const NEW_PASSWORD = 'new-kirari-pass';

interface SentMail {
  kind: string;
  to: string;
  path: string;
}

async function lastResetLink(): Promise<string> {
  const response = await fetch(`${platformUrl()}/__control/mail?to=${encodeURIComponent(EMAIL)}`);
  const { data } = (await response.json()) as { data: SentMail[] };
  const resets = data.filter((mail) => mail.kind === 'password_reset');
  expect(resets.length).toBeGreaterThan(0);
  return resets[resets.length - 1].path;
}

test.describe('reset password', () => {
  test('request a link, set a new password from it, see the notice, log in with the new password', async ({ page }) => {
    await page.goto('/member/reset-password?store=demo');
    await expect(page.getByRole('heading', { name: 'パスワードの再設定', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kirari ホーム' })).toBeVisible();
    await page.getByLabel('メールアドレス').fill(EMAIL);
    await page.getByRole('button', { name: 'リンクを送信' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'パスワード再設定用のリンクをお送りしました' })).toBeVisible();

    const link = await lastResetLink();
    expect(await seriousViolations(page)).toEqual([]);
    expect(link).toMatch(/^\/member\/reset-password\?token=.+&email=.+&store=demo$/);
    await page.goto(link);
    await expect(page.getByText(`${EMAIL} の新しいパスワードを設定してください。`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Field rules first: too short, then not the same twice.
    await page.getByLabel('新しいパスワード', { exact: true }).fill('short');
    await page.getByLabel('新しいパスワード（確認）').fill('short');
    await page.getByRole('button', { name: 'パスワードを変更' }).click();
    await expect(page.getByText('パスワードは8文字以上にしてください。')).toBeVisible();
    await page.getByLabel('新しいパスワード', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('新しいパスワード（確認）').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'パスワードを変更' }).click();
    await expect(page.getByText('パスワードが一致しません。')).toBeVisible();

    await page.getByLabel('新しいパスワード（確認）').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'パスワードを変更' }).click();
    await expect(page).toHaveURL(/\/demo\/market$/);
    await expect(page.getByText('パスワードを変更しました。新しいパスワードでログインしてください。')).toBeVisible();

    // The used link does not work twice: a clear error, and a way to ask again.
    await page.goto(link);
    await page.getByLabel('新しいパスワード', { exact: true }).fill('another-pass-1');
    await page.getByLabel('新しいパスワード（確認）').fill('another-pass-1');
    await page.getByRole('button', { name: 'パスワードを変更' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'このリンクは無効か、有効期限が切れています' })).toBeVisible();
    await page.getByRole('link', { name: '新しいリンクをリクエスト' }).click();
    await expect(page).toHaveURL(/\/member\/reset-password\?email=buyer%40example\.com&store=demo$/);
    await expect(page.getByLabel('メールアドレス')).toHaveValue(EMAIL);

    await page.goto('/demo/login');
    await page.getByLabel('メールアドレス').fill(EMAIL);
    await page.getByLabel('パスワード').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    // Signed in, back on the store (the remembered target, else the product list).
    await expect(page.getByRole('button', { name: '山田 花子' })).toBeVisible();
    await expect(page).toHaveURL(/\/demo\/(?!login)/);
  });

  test('a link without a store returns home, where the notice shows', async ({ page }) => {
    await page.goto('/member/reset-password');
    await page.getByLabel('メールアドレス').fill(EMAIL);
    await page.getByRole('button', { name: 'リンクを送信' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'パスワード再設定用のリンクをお送りしました' })).toBeVisible();
    const link = await lastResetLink();
    expect(link).not.toContain('store=');
    await page.goto(link);
    await page.getByLabel('新しいパスワード', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('新しいパスワード（確認）').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'パスワードを変更' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('パスワードを変更しました。新しいパスワードでログインしてください。')).toBeVisible();
  });
});
