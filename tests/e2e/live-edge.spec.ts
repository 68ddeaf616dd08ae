import type { Page } from '@playwright/test';
import { control, expect, test } from './fixtures';

/**
 * Issue 29: the room holds the live edge, and overlays follow the picture, on both realtime providers.
 * The edge is held by engines that play LL-HLS parts: here video.js (VHS, low-latency mode), the
 * browser's own HLS hidden as in live-room.spec.ts (Chromium's own player only measures, see ADR 0013).
 * The frame's PDT and distance are read from the <video>'s data attributes (live-edge-watch.ts).
 */

/** PART-HOLD-BACK of the platform's LL-HLS. */
const TARGET_S = 1.2;

async function openRoom(page: Page, provider: 'pubnub' | 'ably'): Promise<number> {
  await page.addInitScript(() => {
    const original = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? '' : original.call(this, type);
    };
  });
  const { id } = (await control('live/posts', { from: 9001, provider })) as { id: number };
  await page.goto(`/demo/live/${id}`);
  await expect(page.getByTestId('live-room')).toHaveAttribute('data-realtime', 'connected', { timeout: 20_000 });
  return id;
}

const frame = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector('video');
    const pdt = Number(video?.dataset.framePdt || NaN);
    const distance = Number(video?.dataset.edgeDistance || NaN);
    return { pdt, distance, rate: video?.playbackRate ?? 1, time: video?.currentTime ?? 0 };
  });

const liveControl = (page: Page) => page.getByTestId('live-edge');

/**
 * Falls `seconds` behind, inside what the player holds: it waits (a state, not a time) until the
 * buffer reaches that far behind the playhead, so the seek is a plain fall behind and not a jump
 * into media the player must fetch again (a stall the stall guard would answer instead).
 */
async function fallBehind(page: Page, seconds: number) {
  await expect
    .poll(() => page.evaluate(() => {
      const video = document.querySelector('video');
      if (!video) return 0;
      for (let i = 0; i < video.buffered.length; i++) if (video.buffered.start(i) <= video.currentTime && video.currentTime <= video.buffered.end(i)) return video.currentTime - video.buffered.start(i);
      return 0;
    }), { timeout: 20_000, message: `${seconds} s held behind the playhead` })
    .toBeGreaterThan(seconds + 0.5);
  await page.evaluate((back) => {
    const video = document.querySelector('video');
    if (video) video.currentTime -= back;
  }, seconds);
}

/**
 * In the page: when the sold-out and the promotion reach the DOM, and the PDT of the frame on
 * screen at that moment (the last sampled PDT carried forward), recorded by a MutationObserver so
 * no polling interval blurs the order or the skew.
 */
function recordMoments() {
  const moments: Record<string, { at: number; frameMs: number; stillAt?: number; stillWhy?: string }> = {};
  const waits: number[] = [];
  Object.assign(window, { moments, waits });
  // The picture stalling (a busy machine): then held events rightly show at once.
  document.addEventListener('waiting', () => waits.push(Date.now()), true);
  const frameNow = () => {
    const video = document.querySelector('video');
    if (!video) return NaN;
    return Number(video.dataset.framePdt) + (video.paused ? 0 : (Date.now() - Number(video.dataset.frameAt)) * video.playbackRate);
  };
  const waiting = () => {
    const video = document.querySelector('video');
    return !video || video.paused || video.readyState < 3;
  };
  const sold = document.querySelector('[data-testid="room-product-101"]');
  const promoted = document.querySelector('[data-testid="room-product-102"]');
  const stockBefore = sold?.textContent;
  const look = () => {
    if (!moments.sold && sold?.textContent !== stockBefore) moments.sold = { at: Date.now(), frameMs: frameNow() };
    if (!moments.selling && promoted?.textContent?.includes('紹介中')) {
      // The hold stamps when it last found the picture still (it then rightly shows what it holds at once).
      moments.selling = { at: Date.now(), frameMs: frameNow(), stillAt: Number(document.querySelector('video')?.dataset.pictureStillAt || 0), stillWhy: document.querySelector('video')?.dataset.pictureStillWhy };
      // Shown while the picture waits for data (a stall that began before the publish fires no new event).
      if (waiting()) waits.push(Date.now());
    }
  };
  new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
}
const moments = (page: Page) => page.evaluate(() => (window as unknown as { moments: Record<string, { at: number; frameMs: number; stillAt?: number; stillWhy?: string } | undefined> }).moments);
const waitsBetween = (page: Page, from: number, to: number) => page.evaluate(([start, end]) => (window as unknown as { waits: number[] }).waits.filter((at) => at >= start && at <= end).length, [from, to]);

for (const provider of ['pubnub', 'ably'] as const) {
  test.describe(`the live edge on ${provider}`, () => {
    test('joins at the edge, shows it, catches up after falling behind, and returns on LIVE', async ({ page }) => {
      test.setTimeout(90_000);
      await openRoom(page, provider);
      await expect(liveControl(page)).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });
      await expect.poll(async () => (await frame(page)).distance, { timeout: 15_000, message: 'joined at PART-HOLD-BACK' }).toBeLessThanOrEqual(TARGET_S + 1.5);
      // Fall behind by 2.5 s (as a stall leaves it): more than 1.5 s, less than a window.
      await fallBehind(page, 2.5);
      await expect(liveControl(page)).toHaveAttribute('aria-pressed', 'false');
      // It catches up gently: 1.1× until back within reach of the target (~1 s at +0.1 s a second).
      // (The hand-over to the 1.04× trim and then 1× is in the controller's unit tests.)
      await expect.poll(async () => (await frame(page)).rate, { timeout: 10_000 }).toBe(1.1);
      await expect(liveControl(page)).toHaveAttribute('aria-pressed', 'true', { timeout: 40_000 });
      // Behind again: the LIVE control brings the viewer back at once.
      await fallBehind(page, 2.5);
      await expect(liveControl(page)).toHaveAttribute('aria-pressed', 'false');
      await liveControl(page).click();
      await expect(liveControl(page)).toHaveAttribute('aria-pressed', 'true', { timeout: 5_000 });
      expect((await frame(page)).distance).toBeLessThanOrEqual(TARGET_S + 1.5);
    });

    test('products.selling shows with its frame, not before; sku.sold shows at once', async ({ page }) => {
      test.setTimeout(60_000);
      const id = await openRoom(page, provider);
      await expect(liveControl(page)).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });
      await expect(page.getByTestId('room-product-101')).toBeVisible();
      const promoted = page.getByTestId('room-product-102');
      await expect(promoted.getByText('紹介中')).toHaveCount(0);
      // The picture plays behind the socket (PART-HOLD-BACK): what the seller shows has to wait for it.
      await expect.poll(async () => (await frame(page)).distance, { timeout: 15_000 }).toBeGreaterThan(0.5);
      await page.evaluate(recordMoments);

      const publishedFrom = Date.now();
      await control(`live/${id}/selling`, { product_id: 102 });
      const publishedBy = Date.now();
      await control(`live/${id}/skus/1011/sold`, { quantity: 1 });
      await expect(promoted.getByText('紹介中')).toBeVisible({ timeout: 15_000 });
      await expect.poll(async () => Boolean((await moments(page)).sold)).toBe(true);
      const { sold, selling } = await moments(page);
      // sku.sold: at once, while the picture was still before the moment of the promotion.
      expect(sold!.frameMs).toBeLessThan(publishedFrom);
      // products.selling: published first, shown after the sold-out, once its frame is on screen: not
      // before it (300 ms of tolerance), and with it rather than at the hold's cap (a window, 8 s) later.
      // The ±300 ms budget itself is measured on a quiet machine by bench/latency.mjs: beside a busy
      // CI a render here once came 556 ms after the frame.
      // Unless the picture stalled while it was held: a picture that does not move shows held events at once.
      const stalls = (await waitsBetween(page, publishedFrom, selling!.at)) + ((selling!.stillAt ?? 0) >= publishedFrom ? 1 : 0);
      if (stalls === 0) {
        expect(selling!.at, JSON.stringify({ publishedFrom, publishedBy, sold, selling, distance: (await frame(page)).distance })).toBeGreaterThan(sold!.at);
        expect(selling!.frameMs, JSON.stringify({ publishedFrom, publishedBy, sold, selling })).toBeGreaterThanOrEqual(publishedFrom - 300);
      } else test.info().annotations.push({ type: 'picture stalled', description: `${stalls} wait(s) while the promotion was held (picture last still at ${selling!.stillAt}: ${selling!.stillWhy}): it showed at once` });
      expect(selling!.frameMs).toBeLessThanOrEqual(publishedBy + 1_500);
    });
  });
}
