import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_MEMBER, control, expect, memberToken, platformUrl, signIn, test } from './fixtures';

// Signs in (or enters codes) through the storefront's forms: a client address of its own (fixtures.ts).
test.use({ ownClientAddress: true });

/**
 * Issue 11 items 3 and 5: tokens only in HttpOnly cookies the server sets, sign-in that cannot be
 * forced on someone (social state nonce, passport links confirmed by a click), and per-client
 * rate limits on sign-in and ticket codes.
 */

const tokenCookie = async (context: BrowserContext, name = 'kirari_token') => (await context.cookies()).find((cookie) => cookie.name === name);

/** Everything a script on the page can read: document.cookie, both storages, the HTML. */
async function scriptVisible(page: Page): Promise<string> {
  const [cookies, storage] = await page.evaluate(() => [
    document.cookie,
    JSON.stringify({ ...Object.fromEntries(Object.entries(localStorage)), ...Object.fromEntries(Object.entries(sessionStorage)) }),
  ]);
  return `${cookies}\n${storage}\n${await page.content()}`;
}

/** Resolves when the page's next server action has answered. */
const actionAnswered = (page: Page) => page.waitForResponse((response) => response.request().method() === 'POST' && Boolean(response.request().headers()['next-action']));

async function loginOnPage(page: Page, email: string, password: string) {
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
}

test.describe('tokens out of reach of scripts', () => {
  test('login sets an HttpOnly cookie; no script-readable place holds the token; logout clears it', async ({ page, context }) => {
    await page.goto('/demo/login');
    await loginOnPage(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await expect(page.getByRole('button', { name: DEMO_MEMBER.name })).toBeVisible();
    const cookie = await tokenCookie(context);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
    const visible = await scriptVisible(page);
    expect(visible).not.toContain(String(cookie?.value));
    expect(visible).not.toContain('kirari_token=');

    await page.getByRole('button', { name: DEMO_MEMBER.name }).click();
    // The page renders again in place as its public copy (no full load).
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await expect(page.getByRole('link', { name: 'ログイン', exact: true })).toBeVisible();
    expect((await tokenCookie(context))?.value ?? '').toBe('');
  });

  test('the guest nickname flow creates a guest whose token only the server holds', async ({ page, context }) => {
    const { id } = (await control('live/posts', { from: 9001, provider: 'pubnub' })) as { id: number };
    await page.goto(`/demo/live/${id}`);
    await expect(page.getByTestId('live-room')).toHaveAttribute('data-realtime', 'connected', { timeout: 20_000 });
    const input = page.getByRole('textbox', { name: 'コメントを書く' });
    await input.fill('はじめまして');
    await input.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'ニックネームを設定' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('ニックネーム').fill('みどり');
    await dialog.getByRole('button', { name: '保存' }).click();
    // The first token turns the page into its personal copy; Next keeps the public one mounted but hidden.
    await expect(page.getByText('ニックネームを保存しました。').filter({ visible: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const guest = await tokenCookie(context, 'kirari_guest_token');
    expect(guest).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await scriptVisible(page)).not.toContain(String(guest?.value));
    // The guest may now comment under the nickname.
    await input.fill('よろしくお願いします');
    await input.press('Enter');
    await expect(page.getByRole('log', { name: 'コメント' })).toContainText('みどりよろしくお願いします');
  });

  test('a token an older version left in local storage is moved into the cookie once, then deleted', async ({ page, context, request }) => {
    const token = await memberToken(request);
    // Seeded before the first document only (sessionStorage survives the reload that follows).
    await page.addInitScript((value) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('kirari_token', value);
    }, token);
    await page.goto('/demo/market');
    await expect(page.getByRole('button', { name: DEMO_MEMBER.name })).toBeVisible();
    expect(await tokenCookie(context)).toMatchObject({ value: token, httpOnly: true });
    expect(await page.evaluate(() => localStorage.getItem('kirari_token'))).toBeNull();
    await page.reload();
    await expect(page.getByRole('button', { name: DEMO_MEMBER.name })).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test('a forged token in local storage signs nobody in and is deleted', async ({ page, context }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('kirari_token', 'e30.eyJzdWIiOiIxMDAxIn0.forged');
    });
    await page.goto('/demo/market');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('kirari_token'))).toBeNull();
    await expect(page.getByRole('link', { name: 'ログイン', exact: true })).toBeVisible();
    expect(await tokenCookie(context)).toBeUndefined();
  });
});

test.describe('social sign-in state', () => {
  test('with the state the storefront set, the return signs in and spends the nonce', async ({ page, context }) => {
    await page.goto('/demo/login');
    await page.getByRole('link', { name: 'LINEでログイン' }).click();
    await expect(page).toHaveURL(new RegExp(`^${platformUrl()}/auth/line\\?.*state=`));
    expect(await tokenCookie(context, 'kirari_social_state')).toMatchObject({ httpOnly: true });
    await page.getByRole('button', { name: 'Sign in with LINE (demo)' }).click();
    await expect(page.getByRole('button', { name: 'Mei Lin' })).toBeVisible();
    expect(await tokenCookie(context)).toMatchObject({ httpOnly: true });
    expect(await tokenCookie(context, 'kirari_social_state')).toBeUndefined();
    // Neither the token nor the state stays in the address bar.
    expect(page.url()).not.toMatch(/token=|state=/);
  });

  test('a return with a wrong or missing state signs nobody in and says why', async ({ page, context, request }) => {
    const attackerToken = await memberToken(request);
    // This browser started a sign-in of its own: it holds a state cookie.
    await page.goto('/demo/login/social?provider=line');
    await expect(page).toHaveURL(new RegExp(`^${platformUrl()}/auth/line`));
    for (const state of ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', null]) {
      const query = new URLSearchParams({ login_status: 'success', token: attackerToken });
      if (state) query.set('state', state);
      await page.goto(`/demo/login/social/return?${query}`);
      await expect(page).toHaveURL(/\/demo\/login\?login_status=refused$/);
      await expect(page.getByRole('alert').filter({ hasText: 'ログインしませんでした' })).toHaveText('このログインはこのブラウザから開始されていないため、ログインしませんでした。下のボタンからもう一度お試しください。');
      expect(await tokenCookie(context)).toBeUndefined();
    }
    // A token handed straight to the login page (the old return) is not taken either.
    await page.goto(`/demo/login?login_status=success&token=${attackerToken}`);
    await expect(page.getByRole('alert').filter({ hasText: 'ログインしませんでした' })).toBeVisible();
    expect(await tokenCookie(context)).toBeUndefined();
  });

  test("another browser's genuine return link is refused here", async ({ page, context, browser, baseURL }) => {
    // The attacker runs the flow in their own browser and keeps the return link it produced.
    const attacker = await browser.newContext();
    const attackerPage = await attacker.newPage();
    await attackerPage.goto(`${String(baseURL)}/demo/login/social?provider=line`);
    const returned = attackerPage.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/login/social/return'));
    await attackerPage.getByRole('button', { name: 'Sign in with LINE (demo)' }).click();
    const returnUrl = (await returned).url();
    expect(returnUrl).toContain('state=');
    await attacker.close();
    // The victim opens it: no state cookie of theirs matches.
    await page.goto(returnUrl);
    await expect(page.getByRole('alert').filter({ hasText: 'ログインしませんでした' })).toBeVisible();
    expect(await tokenCookie(context)).toBeUndefined();
  });
});

test.describe('passport links', () => {
  test('sign in only after a click that names the store; cancel signs nobody in', async ({ page, context }) => {
    await page.goto('/demo/login?passport_token=passport-demo-valid');
    await expect(page.getByRole('heading', { name: 'このリンクでログインしますか？' })).toBeVisible();
    await expect(page.getByText(/のログインリンクを開きました/)).toBeVisible();
    expect(await tokenCookie(context)).toBeUndefined();
    await page.getByRole('link', { name: 'キャンセル' }).click();
    await expect(page).toHaveURL(/\/demo\/login$/);
    await expect(page.getByLabel('メールアドレス')).toBeVisible();
    expect(await tokenCookie(context)).toBeUndefined();

    await page.goto('/demo/login?passport_token=passport-demo-valid');
    await page.getByRole('button', { name: 'ログインする' }).click();
    await expect(page.getByRole('button', { name: DEMO_MEMBER.name })).toBeVisible();
    expect(await tokenCookie(context)).toMatchObject({ httpOnly: true });
  });
});

test.describe('rate limits', () => {
  test('after 5 failed logins a minute the form says when to try again, and even the right password waits', async ({ page }) => {
    await page.goto('/demo/login');
    for (let attempt = 0; attempt < 5; attempt++) {
      const answered = actionAnswered(page);
      await loginOnPage(page, DEMO_MEMBER.email, `wrong-${attempt}`);
      await answered;
      await expect(page.getByRole('alert').filter({ hasText: 'メールアドレスまたはパスワードが正しくありません。' })).toBeVisible();
    }
    await loginOnPage(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await expect(page.getByRole('alert').filter({ hasText: '試行回数' })).toHaveText(/^試行回数が多すぎます。\d+秒後にもう一度お試しください。$/);
    await expect(page).toHaveURL(/\/demo\/login$/);
  });

  test('ticket codes: the sixth try within a minute is refused with the wait', async ({ page, context, request }) => {
    await signIn(context, request);
    await page.goto('/demo/live/9005');
    const code = page.getByLabel('チケットコード');
    for (let attempt = 0; attempt < 5; attempt++) {
      await code.fill(`WRONG-${attempt}`);
      const answered = actionAnswered(page);
      await page.getByRole('button', { name: 'ライブを視聴する' }).click();
      await answered;
      await expect(page.getByRole('alert').filter({ hasText: 'ticket code is invalid' })).toBeVisible();
    }
    await code.fill('KIRARI-VIP-2025');
    await page.getByRole('button', { name: 'ライブを視聴する' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '試行回数' })).toHaveText(/^試行回数が多すぎます。\d+秒後にもう一度お試しください。$/);
  });
});
