import type { Locator, Page } from '@playwright/test';
import { DEMO_MEMBER, expect, newLiveRoom, signIn, test } from './fixtures';
import { clearFaults, expectReadablePage, expectReported, type FaultMode, matrixLine, PLATFORM_REPORTS, reportCount, setFault } from './fault-helpers';

// Signs in (or enters codes) through the storefront's forms: a client address of its own (fixtures.ts).
test.use({ ownClientAddress: true });

/**
 * Issue 11 item 8, the forms. A submit whose call fails (500, reset, slow past the storefront's
 * timeout) leaves what the buyer typed in place and says so; the modes run in turn on one page.
 * An empty 200 answer confirms nothing (the platform's handler never ran), so it must keep the text
 * too. A malformed answer comes from a platform that did act, so the form may move on as after a
 * success (the checkout goes to the payment page, a comment clears). Each of those runs on a fresh
 * page and must leave a readable page and a report. What each does is printed for the matrix.
 */

interface FaultForm {
  row: string;
  member: boolean;
  open: (page: Page) => Promise<void>;
  /** The field the buyer typed into, and what they typed. */
  field: (page: Page) => Locator;
  typed: string;
  submit: (page: Page) => Promise<void>;
  fault: { method: string; path: string };
  /** Where a malformed answer leaves the buyer when the form moves on to another page. */
  malformedLandsOn?: RegExp;
}

const FORMS: FaultForm[] = [
  {
    row: 'login form',
    member: false,
    open: async (page) => {
      await page.goto('/demo/login');
      await page.getByLabel('パスワード').fill(DEMO_MEMBER.password);
    },
    field: (page) => page.getByLabel('メールアドレス'),
    typed: DEMO_MEMBER.email,
    submit: (page) => page.getByRole('button', { name: 'ログイン', exact: true }).click(),
    fault: { method: 'POST', path: '/api/v2/auth/user/login' },
  },
  {
    row: 'checkout form',
    member: true,
    open: async (page) => {
      await page.goto('/demo/shopping/checkout?items=60001,60004');
      await page.getByRole('radio', { name: /クレジットカード/ }).check();
      await expect(page.getByText('金額を再計算しています…')).toBeHidden();
    },
    field: (page) => page.getByLabel('メールアドレス'),
    typed: 'typed-by-buyer@example.com',
    submit: (page) => page.getByRole('button', { name: '注文を確定する' }).click(),
    fault: { method: 'POST', path: '/api/v1/checkout' },
    // The order was placed but its id is garbled: the order list, never a path built from the id.
    malformedLandsOn: /\/demo\/order$/,
  },
  {
    row: 'order message',
    member: true,
    open: (page) => page.goto('/demo/order/50002/message').then(() => undefined),
    field: (page) => page.getByLabel('メッセージ', { exact: true }),
    typed: '配送日を変更できますか？',
    submit: (page) => page.getByRole('button', { name: '送信' }).click(),
    fault: { method: 'POST', path: '/api/v1/orders/50002/messages' },
  },
  {
    row: 'profile update',
    member: true,
    open: (page) => page.goto('/demo/member/update').then(() => undefined),
    field: (page) => page.getByLabel('ニックネーム'),
    typed: 'さくらんぼ',
    submit: (page) => page.getByRole('button', { name: '保存する' }).click(),
    fault: { method: 'PUT', path: '/api/v1/me' },
  },
  {
    row: 'room comment',
    member: true,
    open: async (page) => {
      const id = await newLiveRoom({ from: 9001, provider: 'pubnub' });
      await page.goto(`/demo/live/${id}`);
      await expect(page.getByTestId('live-room')).toHaveAttribute('data-realtime', 'connected', { timeout: 20_000 });
    },
    field: (page) => page.getByRole('textbox', { name: 'コメントを書く' }),
    typed: '抹茶ラテください',
    submit: (page) => page.getByRole('textbox', { name: 'コメントを書く' }).press('Enter'),
    fault: { method: 'POST', path: '/comment' },
  },
];

const FAILING: readonly FaultMode[] = ['status500', 'reset', 'slow'];
const ANSWERED: readonly FaultMode[] = ['empty', 'malformed'];

async function submitUnder(page: Page, form: FaultForm, mode: FaultMode): Promise<void> {
  await clearFaults();
  await setFault({ ...form.fault, mode });
  await form.submit(page);
}

for (const form of FORMS) {
  test.describe(form.row, () => {
    test.beforeEach(async ({ page, context, request }) => {
      if (form.member) await signIn(context, request);
      await form.open(page);
      await form.field(page).fill(form.typed);
    });

    test('a failed submit keeps what was typed, says so and reports, in every failing mode', async ({ page }) => {
      test.slow();
      for (const mode of FAILING) {
        const since = await reportCount();
        await submitUnder(page, form, mode);
        await expectReported(PLATFORM_REPORTS, since);
        const shows = await expectReadablePage(page);
        await expect(form.field(page)).toHaveValue(form.typed);
        matrixLine(form.row, mode, `${shows} · typed text kept`);
      }
    });

    for (const mode of ANSWERED) {
      test(`an ${mode} answer leaves a readable page and a report`, async ({ page }) => {
        await submitUnder(page, form, mode);
        await expectReported(PLATFORM_REPORTS);
        // Wait for the page the form moves to before reading the field, which that page lacks.
        if (mode === 'malformed' && form.malformedLandsOn) await expect(page).toHaveURL(form.malformedLandsOn);
        const shows = await expectReadablePage(page);
        const kept = (await form.field(page).count()) > 0 && (await form.field(page).inputValue()) === form.typed;
        if (mode === 'empty') expect(kept, 'an empty answer confirms nothing: the typed text stays').toBe(true);
        matrixLine(form.row, mode, `${shows} · ${kept ? 'typed text kept' : `field cleared or left as after a success (${new URL(page.url()).pathname})`}`);
      });
    }
  });
}
