import type { Page } from '@playwright/test';
import { control, expect, newLiveRoom, seriousViolations, signIn, test } from './fixtures';

/**
 * The room's accessibility (issue 12 item 10): no serious or critical axe violations in each
 * state (live, upcoming, replay, poll open), the chat a polite log, keyboard use with a visible
 * focus, and reduced motion for reactions and banners.
 */

// Rooms play video and open realtime connections: on a busy machine a test takes a while.
test.describe.configure({ timeout: 60_000 });

async function openRoom(page: Page, path: string, realtime = true): Promise<void> {
  await page.goto(path);
  if (realtime) await expect(page.getByTestId('live-room')).toHaveAttribute('data-realtime', 'connected', { timeout: 20_000 });
  else await expect(page.getByTestId('live-room')).toBeVisible();
}

test('axe: the live room', async ({ page }) => {
  const id = await newLiveRoom();
  await openRoom(page, `/demo/live/${id}`);
  await expect(page.getByRole('region', { name: 'ピン留めされたメッセージ' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe: the upcoming room', async ({ page }) => {
  await openRoom(page, '/demo/live/9002');
  await expect(page.getByTestId('stage')).toHaveAttribute('data-stage', 'waiting');
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe: the replay room', async ({ page }) => {
  await openRoom(page, '/demo/live/9003');
  await expect(page.getByTestId('room-badge')).toHaveText('アーカイブ');
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe: a poll open, before and after results', async ({ page, context, request }) => {
  await signIn(context, request);
  const id = await newLiveRoom();
  await openRoom(page, `/demo/live/${id}`);
  await control(`live/${id}/polls/301/show`, {});
  await expect(page.getByTestId('poll').getByRole('button')).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);
  await control(`live/${id}/polls/301/result`, { counts: [3, 2, 1] });
  await expect(page.getByTestId('poll-result')).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the chat is a polite log; reactions, comment and products work by keyboard with a visible focus', async ({ page, context, request }) => {
  await signIn(context, request);
  const id = await newLiveRoom();
  await openRoom(page, `/demo/live/${id}`);
  const log = page.getByRole('log', { name: 'コメント' });
  await expect(log).toHaveAttribute('aria-live', 'polite');
  await control(`live/${id}/comments`, { message: '読み上げテスト', name: 'りん' });
  await expect(page.getByTestId('chat-announcer')).toContainText('りん: 読み上げテスト');

  const focusRing = (selector: ReturnType<Page['getByTestId']>) => selector.evaluate((el) => getComputedStyle(el).outlineStyle);
  // Reactions: Space on the focused heart.
  const heart = page.getByTestId('react-heart');
  await heart.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(heart).toBeFocused();
  expect(await focusRing(heart)).not.toBe('none');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('reaction-layer').locator('[data-icon="heart"]').first()).toBeAttached();

  // The comment: typed and sent with Enter.
  const input = page.getByRole('textbox', { name: 'コメントを書く' });
  await input.focus();
  await page.keyboard.type('キーボードから');
  await page.keyboard.press('Enter');
  await expect(log).toContainText('キーボードから');

  // A product: its purchase button by keyboard.
  const buy = page.getByTestId('room-product-101').getByRole('button', { name: '購入' });
  await buy.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(buy).toBeFocused();
  expect(await buy.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/カートに追加しました|のみ追加しました|購入上限/).first()).toBeVisible();
});

test('reduced motion: a reaction is one still symbol and banners fade in place', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const id = await newLiveRoom();
  await openRoom(page, `/demo/live/${id}`);
  await page.getByTestId('react-heart').click();
  const float = page.getByTestId('reaction-layer').locator('[data-icon="heart"]');
  await expect(float).toHaveCount(1);
  await expect(float).toHaveAttribute('data-still', 'true');
  await control('realtime/publish', { channel: `notification|${id}`, name: 'buyer.joined', data: { user_id: 5, user_type: 'user', user_name: 'ゆき', pn_id: 'x', source: 'liveweb' } });
  const banner = page.getByTestId('banner').locator('[data-kind="welcome"]');
  await expect(banner).toBeVisible();
  expect(await banner.evaluate((el) => getComputedStyle(el).animationName)).toMatch(/bannerStill/);
});
