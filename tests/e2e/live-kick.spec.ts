import type { BrowserContext, Page } from '@playwright/test';
import { control, DEMO_MEMBER, expect, newLiveRoom, signIn, test } from './fixtures';

/**
 * The duplicate-watch kick (live-room §7 live.watched, issue 11 item 4) between two real browsers:
 * the same member signed in twice (two sign-ins, two tokens) opens the room on a second device, and
 * the first device leaves with the notice. The event carries a fingerprint of the session, never
 * a token; the second device is not kicked by its own.
 */

const room = (page: Page) => page.getByTestId('live-room');
const KICK_NOTICE = '別の端末でこのライブを視聴しているため';
const header = (page: Page) => page.getByRole('banner');

async function openRoom(page: Page, id: number): Promise<void> {
  await page.goto(`/demo/live/${id}`);
  await expect(room(page)).toHaveAttribute('data-realtime', 'connected', { timeout: 20_000 });
}

for (const provider of ['pubnub', 'ably'] as const) {
  test(`${provider}: the same member opening the room on a second device kicks the first`, async ({ page, context, browser, baseURL, request }) => {
    test.setTimeout(60_000);
    const id = await newLiveRoom({ provider });
    await signIn(context, request);
    await openRoom(page, id);
    await expect(page.locator('video')).toHaveCount(1, { timeout: 15_000 });
    await expect(header(page).getByRole('button', { name: DEMO_MEMBER.name, exact: true })).toBeVisible();

    const secondDevice: BrowserContext = await browser.newContext({ baseURL, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    try {
      await signIn(secondDevice, request);
      const second = await secondDevice.newPage();
      await openRoom(second, id);

      await expect(room(page)).toHaveAttribute('data-stage', 'kicked');
      await expect(page.getByTestId('stage')).toContainText(KICK_NOTICE);
      await expect(page.locator('video')).toHaveCount(0);
      // The truth in the header and on the badge (issue 28): signed out, and watching elsewhere
      // while the live goes on (not 終了).
      await expect(page.getByTestId('room-badge')).toHaveText('他の端末で視聴中');
      await expect(header(page).getByRole('link', { name: 'ログイン', exact: true })).toBeVisible();
      await expect(header(page).getByRole('button', { name: DEMO_MEMBER.name, exact: true })).toHaveCount(0);
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('kirari_token');

      // The second device keeps watching and still hears the room.
      await control(`live/${id}/comments`, { message: '二台目にも届きます', name: 'スタッフ' });
      await expect(second.getByRole('log', { name: 'コメント' })).toContainText('二台目にも届きます');
      await expect(room(second)).not.toHaveAttribute('data-stage', 'kicked');
      await expect(second.locator('video')).toHaveCount(1);
    } finally {
      await secondDevice.close();
    }
  });
}

test('reloading on the same device is no second device: no kick', async ({ page, context, request }) => {
  const id = await newLiveRoom({ provider: 'pubnub' });
  await signIn(context, request);
  await openRoom(page, id);
  // A second tab of the same browser (same token) announces the same session.
  const tab = await context.newPage();
  await openRoom(tab, id);
  await control(`live/${id}/comments`, { message: '同じ端末です', name: 'スタッフ' });
  await expect(page.getByRole('log', { name: 'コメント' })).toContainText('同じ端末です');
  await expect(room(page)).not.toHaveAttribute('data-stage', 'kicked');
  await expect(room(tab)).not.toHaveAttribute('data-stage', 'kicked');
});
