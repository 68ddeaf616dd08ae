import { expirePublicCaches } from './fault-helpers';
import { control, expect, newLiveRoom, test } from './fixtures';

/**
 * The mini-player (issue 26 part 3): the live keeps playing while the buyer goes room → market →
 * product → back, a sold-out published meanwhile reaches its card, and it ends on checkout.
 */

test.describe.configure({ timeout: 90_000 });

const SHOTS = process.env.ROOM_SCREENSHOTS === '1';

for (const viewport of [{ width: 390, height: 844 }, { width: 430, height: 932 }]) {
  test(`at ${viewport.width}x${viewport.height}: minimized, the live plays on in the market, a sold-out reaches its card, a full page load ends it`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const id = await newLiveRoom({ from: 9007 });
    await page.goto(`/demo/live/${id}`);
    const room = page.getByTestId('live-room');
    await expect(room).toHaveAttribute('data-realtime', 'connected', { timeout: 30_000 });
    const promotedId = Number(await page.getByTestId('promoted-card').getAttribute('data-product-id'));
    // A marker on the window: it is gone after any full page load.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    // Leave for the market by the room's own link (client-side navigation).
    await page.getByTestId('room-minimize').click();
    await expect(page).toHaveURL(/\/demo\/market$/);
    const mini = page.getByTestId('mini-player');
    await expect(mini).toBeVisible();
    const video = mini.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2), { timeout: 20_000 }).toBe(true);
    // The mini-player's own connection (a sold-out published before it is read again on connect).
    await expect(mini).toHaveAttribute('data-realtime', /connected/, { timeout: 20_000 });

    // A sold-out while the buyer browses: the mini-player's card shows it.
    await control(`live/${id}/products/${promotedId}/salable-status`, { salable_status: 'sold_out' });
    await expect(mini.getByTestId('mini-product')).toHaveAttribute('data-status', 'sold_out');

    await page.goto('/demo/market');
    await expect(mini).toHaveCount(0); // a full page load ends it
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
  });
}

test('at 390x844 room → market → product → back through the mini-player: it plays across the pages, a sold-out published meanwhile shows in its card, it snaps to a corner', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const id = await newLiveRoom({ from: 9007 });
  await page.goto(`/demo/live/${id}`);
  await expect(page.getByTestId('live-room')).toHaveAttribute('data-realtime', 'connected', { timeout: 30_000 });
  const promotedId = Number(await page.getByTestId('promoted-card').getAttribute('data-product-id'));
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByTestId('room-minimize').click();
  await expect(page).toHaveURL(/\/demo\/market$/);
  const mini = page.getByTestId('mini-player');
  const video = mini.locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2), { timeout: 20_000 }).toBe(true);
  await expect(mini.getByTestId('mini-product')).toHaveAttribute('data-status', 'on_sell');
  await expect(mini).toHaveAttribute('data-realtime', /connected/, { timeout: 20_000 });
  await control(`live/${id}/products/${promotedId}/salable-status`, { salable_status: 'sold_out' });
  await expect(mini.getByTestId('mini-product')).toHaveAttribute('data-status', 'sold_out');

  // Market → a product page by a link of the page: the same <video> element keeps playing.
  await video.evaluate((v) => v.setAttribute('data-marker', 'kept'));
  const before = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await page.locator('a[href*="/demo/market/product/"]').first().click();
  await expect(page).toHaveURL(/\/demo\/market\/product\/\d+/);
  await expect(video).toHaveAttribute('data-marker', 'kept');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(before);
  await expect(mini.getByTestId('mini-product')).toHaveAttribute('data-status', 'sold_out');
  // The product page shows its own one h1 under the mini-player (the pages left stay in the
  // document, hidden, as Next keeps them for going back).
  await expect(page.locator('h1').filter({ visible: true })).toHaveCount(1);
  if (SHOTS) await page.screenshot({ path: 'docs/room/phone-mini-player.png' });

  // Drag it up-left: it snaps to the top-left corner.
  const box = (await mini.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height - 60);
  await page.mouse.down();
  await page.mouse.move(60, 200, { steps: 8 });
  await page.mouse.up();
  await expect(mini).toHaveAttribute('data-corner', 'top-left');

  // Back to the room by the mini-player: the room plays again, never reloaded.
  await mini.getByTestId('mini-back').click();
  await expect(page).toHaveURL(new RegExp(`/demo/live/${id}$`));
  await expect(mini).toHaveCount(0);
  await expect(page.getByTestId('live-room')).toBeVisible();
  await expect.poll(() => page.locator('[data-slot="video"] video').evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2), { timeout: 10_000 }).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('closing the mini-player stops it; the room close button leaves without one', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const id = await newLiveRoom({ from: 9007 });
  await page.goto(`/demo/live/${id}`);
  await expect(page.getByTestId('live-room')).toHaveAttribute('data-realtime', 'connected', { timeout: 30_000 });
  await page.getByTestId('room-minimize').click();
  const mini = page.getByTestId('mini-player');
  await expect(mini).toBeVisible();
  await mini.getByTestId('mini-close').click();
  await expect(mini).toHaveCount(0);

  await page.goBack();
  await expect(page.getByTestId('live-room')).toHaveAttribute('data-realtime', 'connected', { timeout: 30_000 });
  await page.getByTestId('room-close').click();
  await expect(page).toHaveURL(/\/demo\/market$/);
  await expect(mini).toHaveCount(0);
});

test('a link to the store’s product in the chat opens the page under the mini-player, the live playing on; a link elsewhere stays text', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const id = await newLiveRoom({ from: 9007 });
  await page.goto(`/demo/live/${id}`);
  await expect(page.getByTestId('live-room')).toHaveAttribute('data-realtime', 'connected', { timeout: 30_000 });
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await control(`live/${id}/comments`, { message: `抹茶セットはこちら ${baseURL}/demo/market/product/101 残り30個`, name: 'スタッフ' });
  await control(`live/${id}/comments`, { message: 'くわしくは https://evil.example/demo/market/product/101 へ', name: '視聴者' });
  const log = page.getByRole('log').first();
  await expect(log).toContainText('evil.example');
  await expect(log.getByTestId('message-link')).toHaveCount(1);
  const link = log.getByTestId('message-link');
  await expect(link).toHaveAttribute('href', '/demo/market/product/101');

  await link.click();
  await expect(page).toHaveURL(/\/demo\/market\/product\/101$/);
  const mini = page.getByTestId('mini-player');
  await expect(mini).toBeVisible();
  await expect.poll(() => mini.locator('video').evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2), { timeout: 20_000 }).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('a store that buys on the product page (simple_redirect_purchase): the room’s buy link opens it under the mini-player, the live playing on', async ({ page }) => {
  await control('stores/demo/settings', { name: 'simple_redirect_purchase', enable: true });
  try {
    // The store's settings are part of the cached room.
    await expirePublicCaches();
    await page.setViewportSize({ width: 390, height: 844 });
    const id = await newLiveRoom({ from: 9007 });
    await page.goto(`/demo/live/${id}`);
    await expect(page.getByTestId('live-room')).toHaveAttribute('data-realtime', 'connected', { timeout: 30_000 });
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByTestId('rail-products').click();
    const buy = page.getByRole('dialog').getByRole('link', { name: /購入/ }).first();
    await expect(buy).toHaveAttribute('href', /\/demo\/market\/product\/\d+$/);
    await buy.click();
    await expect(page).toHaveURL(/\/demo\/market\/product\/\d+$/);
    const mini = page.getByTestId('mini-player');
    await expect.poll(() => mini.locator('video').evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2), { timeout: 20_000 }).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  } finally {
    await control('stores/demo/settings', { name: 'simple_redirect_purchase', enable: false });
    await expirePublicCaches();
  }
});
