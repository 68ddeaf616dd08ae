import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A replay's archived chat follows the picture (issue 29). Post 9003's comments were sent 60, 120,
 * 180, 240 (hidden) and 300 s into its recording (platform/seed/room.ts); on a phone both the overlay
 * of the last comments and the full-history sheet show those up to the playing second.
 */

test.describe.configure({ timeout: 60_000 });

const videoTime = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);

async function seekToChapter(page: Page, chapter: RegExp): Promise<void> {
  await page.getByTestId('room-info-button').click();
  await page.getByRole('dialog').getByRole('navigation', { name: 'チャプター' }).getByRole('button', { name: chapter }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('on a phone the replay chat shows the comments up to the playing second and follows a seek either way', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/demo/live/9003?t=130');
  await expect.poll(() => videoTime(page), { timeout: 20_000, message: 'the replay plays from 130 s' }).toBeGreaterThanOrEqual(130);
  const overlay = page.locator('[data-slot="comments"] [role="log"]');
  await expect(overlay).toContainText('マグカップの藍色すてき');
  await expect(overlay).toContainText('いくら大好きです！');
  // 180 s: 50 s of playback away.
  await expect(overlay).not.toContainText('E1+1');

  await seekToChapter(page, /いくら醤油漬け/);
  await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(300);
  await expect(overlay).toContainText('冷凍で届きますか？');
  await expect(overlay).toContainText('E1+1');
  await expect(overlay).not.toContainText('見る価値なし');
  await page.getByTestId('rail-chat').click();
  const sheet = page.getByTestId('sheet-chat');
  // In order, the hidden one left out.
  await expect(sheet.locator('[data-comment-id]')).toHaveText([/いくら大好きです！/, /マグカップの藍色すてき/, /E1\+1/, /冷凍で届きますか？/]);
  await page.keyboard.press('Escape');

  await seekToChapter(page, /オープニング/);
  await expect.poll(() => videoTime(page)).toBeLessThan(60);
  await expect(overlay).toContainText('コメントは再生に合わせて表示されます。');
  await expect(overlay.locator('[data-comment-id]')).toHaveCount(0);
  await page.getByTestId('rail-chat').click();
  await expect(sheet).toContainText('コメントは再生に合わせて表示されます。');
  await expect(sheet.locator('[data-comment-id]')).toHaveCount(0);
});
