import type { Page } from '@playwright/test';
import { chatRows } from './chat-rows';
import { control, expect, newLiveRoom, test } from './fixtures';

/**
 * Issue 29 item 4: a viewer's network drops for 30 s while the seller goes on. Every comment of the
 * gap reaches the chat once and in order when it returns, the realtime connection is back, and the
 * picture plays again (the player retried its own source). The cut is the browser offline plus the
 * platform dropping its realtime sockets, as a lost network would end them.
 */

test.describe.configure({ timeout: 120_000 });

const CUT_MS = 30_000;
const GAP_COMMENTS = 20;

const playhead = (page: Page) => page.locator('video').first().evaluate((video: HTMLVideoElement) => video.currentTime);

for (const provider of ['pubnub', 'ably'] as const) {
  test(`${provider}: after a 30 s cut every comment of the gap arrives once, in order, and the picture plays again`, async ({ page, context }) => {
    const id = await newLiveRoom({ provider });
    await page.goto(`/demo/live/${id}`);
    const room = page.getByTestId('live-room');
    await expect(room).toHaveAttribute('data-realtime', 'connected', { timeout: 20_000 });
    await expect.poll(() => playhead(page), { timeout: 20_000 }).toBeGreaterThan(0.5);

    await context.setOffline(true);
    await control('realtime/disconnect', {});
    const cutAt = Date.now();
    for (let i = 1; i <= GAP_COMMENTS; i += 1) await control(`live/${id}/comments`, { message: `切断中のコメント ${i}`, name: 'スタッフ' });
    // The length of the cut is the scenario, not a wait for a state.
    await page.waitForTimeout(Math.max(0, CUT_MS - (Date.now() - cutAt)));
    const pausedAt = await playhead(page);
    const log = page.getByRole('log', { name: 'コメント' });
    await expect(log).not.toContainText(`切断中のコメント ${GAP_COMMENTS}`);

    const backAt = Date.now();
    await context.setOffline(false);
    await expect(log).toContainText(`切断中のコメント ${GAP_COMMENTS}`, { timeout: 15_000 });
    const allIn = Date.now() - backAt;
    await expect(room).toHaveAttribute('data-realtime', /connected/);
    const gap = (await chatRows(log.getByRole('list', { name: 'コメント' }))).flatMap((text) => /切断中のコメント (\d+)/.exec(text)?.[1] ?? []).map(Number);
    expect(gap).toEqual(Array.from({ length: GAP_COMMENTS }, (_, i) => i + 1));
    // The picture goes on: the playhead moves past where the cut left it.
    await expect.poll(() => playhead(page), { timeout: 15_000 }).toBeGreaterThan(pausedAt + 1);
    test.info().annotations.push({ type: 'comments back', description: `${allIn} ms after the network returned` });
  });
}
