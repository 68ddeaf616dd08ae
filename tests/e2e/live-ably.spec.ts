import type { Page } from '@playwright/test';
import { control, expect, platformUrl, realtimeWorkerNames, signIn, test } from './fixtures';

/**
 * The live room on the REAL ably SDK (JSON over WebSocket to the platform): the same room as
 * live-room.spec.ts with a post whose stream info names ably; pubnub is never loaded.
 */

const DEMO_MEMBER_ID = 1001;

async function openAblyRoom(page: Page): Promise<number> {
  const { id } = (await control('live/posts', { from: 9001, provider: 'ably' })) as { id: number };
  await page.goto(`/demo/live/${id}`);
  await expect(page.getByTestId('live-room')).toHaveAttribute('data-realtime', 'connected', { timeout: 20_000 });
  return id;
}

test('ably: plays, the buyer’s and the control API’s comments appear, hide, sold out, not-on-sale toast, then kick', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  await signIn(context, request);
  const pubnubRequests: string[] = [];
  const sockets: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/v2/subscribe/')) pubnubRequests.push(req.url());
  });
  page.on('websocket', (socket) => sockets.push(socket.url()));
  const id = await openAblyRoom(page);
  expect(sockets.some((url) => url.startsWith(platformUrl().replace('http', 'ws')))).toBe(true);
  expect(pubnubRequests).toEqual([]);
  // The SDK lives in the realtime worker, off the page's main thread.
  expect(await realtimeWorkerNames(page)).toEqual(['kirari-realtime']);

  await expect
    .poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0), { timeout: 20_000, message: 'the live stream plays' })
    .toBeGreaterThan(1);

  const log = page.getByRole('log', { name: 'コメント' });
  const input = page.getByRole('textbox', { name: 'コメントを書く' });
  await input.fill('ablyから こんにちは');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(log).toContainText('はなこablyから こんにちは');

  const { comment } = (await control(`live/${id}/comments`, { message: 'ably 経由のお知らせ', name: 'スタッフ' })) as { comment: { comment_id: string } };
  await expect(log).toContainText('ably 経由のお知らせ');
  await control(`live/${id}/comments/${comment.comment_id}/hide`, {});
  await expect(log).not.toContainText('ably 経由のお知らせ');

  await control(`live/${id}/products/102/salable-status`, { salable_status: 'sold_out' });
  await expect(page.getByTestId('room-product-102').getByTestId('salable-status')).toHaveText('売り切れ');

  const toast = page.getByRole('alert').filter({ hasText: 'この商品は現在販売されていません。' });
  await control(`live/${id}/comment-failed`, { reason: 'not_on_sale', user_id: 2002, comment_id: 'c-a', event_id: 'e-a' });
  // A comment published after it has arrived: the other buyer's failure was handled, without a toast.
  await control(`live/${id}/comments`, { message: 'ほかの方の失敗のあと', name: 'スタッフ' });
  await expect(log).toContainText('ほかの方の失敗のあと');
  await expect(toast).toHaveCount(0);
  await control(`live/${id}/comment-failed`, { reason: 'not_on_sale', user_id: DEMO_MEMBER_ID, comment_id: 'c-b', event_id: 'e-b' });
  await expect(toast).toBeVisible();

  // Another session of this member (live.watched names sessions by fingerprint, never by token).
  await control(`live/${id}/watched`, { user_id: DEMO_MEMBER_ID, fingerprint: 'f'.repeat(64), user_type: 'user' });
  await expect(page.getByTestId('live-room')).toHaveAttribute('data-stage', 'kicked');
  await expect(page.locator('video')).toHaveCount(0);
});

test('ably: live.stopped ends the stage', async ({ page }) => {
  const id = await openAblyRoom(page);
  await control(`live/${id}/stop`, {});
  await expect(page.getByTestId('stage')).toHaveAttribute('data-stage', 'end');
  await expect(page.getByTestId('room-badge')).toHaveText('終了');
});
