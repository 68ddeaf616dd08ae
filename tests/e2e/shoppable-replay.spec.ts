import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Shoppable replays (issue 14 part 4), in the room's replay and on the recording page: each
 * product shows the clip promoting it and "watch" seeks there; the products of the clip at the
 * playhead are marked; `?t=` and `?clip=` start playback there. Post 9004: clip-1 120–900 s
 * promotes 106, clip-2 900–1800 s promotes 101 (the platform's HLS replay is an hour long).
 */

test.describe.configure({ timeout: 60_000 });

const videoTime = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);
const playing = (page: Page) => page.getByTestId('live-room').locator('[data-testid^="room-product-"][aria-current="true"]');

for (const page of ['live', 'record'] as const) {
  test.describe(`/${page}/9004`, () => {
    test('a product shows its clip; watch seeks there and its product is highlighted, in step with the archive nav', async ({ page: browser }) => {
      await browser.goto(`/demo/${page}/9004`);
      const sake = browser.getByTestId('room-product-106');
      const matcha = browser.getByTestId('room-product-101');
      await expect(sake.getByTestId('product-clip')).toContainText('純米大吟醸の飲み比べ');
      await expect(matcha.getByTestId('product-clip')).toContainText('抹茶ラテの作り方');
      // A product no clip promotes has no watch button.
      await expect(browser.getByTestId('room-product-112').getByRole('button', { name: 'このシーンを見る' })).toHaveCount(0);
      await expect.poll(() => videoTime(browser), { timeout: 20_000, message: 'the replay plays' }).toBeGreaterThan(0.5);
      // Before the first clip (0–120 s) no product is highlighted.
      await expect(playing(browser)).toHaveCount(0);

      await matcha.getByRole('button', { name: 'このシーンを見る' }).click();
      await expect.poll(() => videoTime(browser)).toBeGreaterThanOrEqual(900);
      await expect(matcha).toHaveAttribute('aria-current', 'true');
      await expect(matcha).toContainText('再生中のシーンで紹介中');
      await expect(sake).not.toHaveAttribute('aria-current');
      const clips = browser.getByRole('navigation', { name: 'クリップ' });
      await expect(clips.getByTestId('archive-clip-clip-2')).toHaveAttribute('aria-current', 'true');
      await expect(clips.getByTestId('archive-clip-clip-1')).not.toHaveAttribute('aria-current');

      await sake.getByRole('button', { name: 'このシーンを見る' }).click();
      await expect.poll(() => videoTime(browser)).toBeLessThan(900);
      await expect(sake).toHaveAttribute('aria-current', 'true');
      await expect(matcha).not.toHaveAttribute('aria-current');
      await expect(clips.getByTestId('archive-clip-clip-1')).toHaveAttribute('aria-current', 'true');
    });

    test('the highlight moves when the playhead crosses into the next clip', async ({ page: browser }) => {
      // Four seconds before clip-2: playback itself crosses the boundary.
      await browser.goto(`/demo/${page}/9004?t=896`);
      const sake = browser.getByTestId('room-product-106');
      const matcha = browser.getByTestId('room-product-101');
      await expect(sake).toHaveAttribute('aria-current', 'true', { timeout: 20_000 });
      expect(await videoTime(browser)).toBeLessThan(900);
      await expect(matcha).toHaveAttribute('aria-current', 'true', { timeout: 20_000 });
      await expect(sake).not.toHaveAttribute('aria-current');
      await expect(playing(browser)).toHaveCount(1);
    });

    test('?clip= starts at the clip; invalid deep links start at the beginning', async ({ page: browser }) => {
      await browser.goto(`/demo/${page}/9004?clip=clip-2`);
      await expect.poll(() => videoTime(browser), { timeout: 20_000 }).toBeGreaterThanOrEqual(900);
      await expect(browser.getByTestId('room-product-101')).toHaveAttribute('aria-current', 'true');

      // t=-5, t=abc and clip=nope are parsed to "no start" in replayStartOf (tests/unit/live/replay-nav.test.ts,
      // 'ignores invalid values'); a time past the media's end is the player's to ignore: played here.
      for (const query of ['t=99999']) {
        await browser.goto(`/demo/${page}/9004?${query}`);
        await expect.poll(() => videoTime(browser), { timeout: 20_000, message: `${query} plays` }).toBeGreaterThan(0.5);
        expect(await videoTime(browser), query).toBeLessThan(60);
        await expect(browser.getByText('現在、映像を再生できません。')).toHaveCount(0);
      }
    });
  });
}

test('?t= starts a chaptered replay there, in the room and on the recording page', async ({ page }) => {
  for (const path of ['/demo/live/9003?t=300', '/demo/record/9003?t=300']) {
    await page.goto(path);
    await expect.poll(() => videoTime(page), { timeout: 20_000, message: path }).toBeGreaterThanOrEqual(300);
    await expect(page.getByRole('navigation', { name: 'チャプター' }).getByRole('button', { name: /いくら醤油漬け/ })).toHaveAttribute('aria-current', 'true');
  }
});
