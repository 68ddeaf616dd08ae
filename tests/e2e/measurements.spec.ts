import type { Request } from '@playwright/test';
import { control, expect, test } from './fixtures';

/**
 * Issue 16 item 6: web vitals and the player's quality of experience reach the measurement
 * collector (ANALYTICS_BEACON_URL, set by playwright.config.ts) through the analytics module.
 */

interface Measurement {
  name: string;
  params: Record<string, string | number | boolean | null>;
}

function measurements(request: Request): Measurement[] {
  if (request.method() !== 'POST' || request.url() !== process.env.E2E_BEACON_URL) return [];
  try {
    return (JSON.parse(request.postData() ?? '{}') as { events?: Measurement[] }).events ?? [];
  } catch {
    return [];
  }
}

const named = (name: string) => (request: Request) => measurements(request).some((event) => event.name === name);

test('the live room sends web vitals, and one playback-quality report when the viewer leaves', { tag: '@standalone' }, async ({ page }) => {
  test.setTimeout(45_000);
  // video.js plays (as where the browser has no native HLS): its live tracker knows the live edge,
  // which Chromium's own player does not expose for a live stream.
  await page.addInitScript(() => {
    const original = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? '' : original.call(this, type);
    };
  });
  const { id } = (await control('live/posts', { from: 9001, provider: 'pubnub' })) as { id: number };
  const vitals = page.waitForRequest(named('web_vital'), { timeout: 20_000 });
  await page.goto(`/demo/live/${id}`);
  // Playing, not only loaded: a live stream's playhead starts at the live position, before the first
  // frame (a viewer who leaves then never saw one, and the report says so: startup_ms null).
  const playhead = () => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);
  await expect
    .poll(() => page.evaluate(() => { const video = document.querySelector('video'); return !!video && !video.paused && video.readyState >= 3; }), { timeout: 20_000, message: 'the live stream plays' })
    .toBe(true);
  const first = await playhead();
  await expect.poll(playhead, { message: 'the picture moves' }).toBeGreaterThan(first + 0.5);

  const vital = measurements(await vitals).find((event) => event.name === 'web_vital');
  expect(vital?.params).toMatchObject({ route: '/[store]/live/[id]', store: 'demo' });
  expect(['TTFB', 'FCP', 'LCP', 'CLS', 'INP']).toContain(vital?.params.metric);
  expect(typeof vital?.params.value).toBe('number');

  // Leaving the room (the header's link to the market) ends the playback session: one report.
  const qualitySent = page.waitForRequest(named('playback_quality'), { timeout: 15_000 });
  await page.locator('a[href="/demo/market"]').first().click();
  await expect(page).toHaveURL(/\/demo\/market$/);
  const reports = measurements(await qualitySent).filter((event) => event.name === 'playback_quality');
  expect(reports).toHaveLength(1);
  const quality = reports[0].params;
  expect(quality).toMatchObject({ live: true, route: '/[store]/live/[id]', store: 'demo', error_count: 0, last_error: null });
  expect(quality.startup_ms).toEqual(expect.any(Number));
  expect(quality.startup_ms as number).toBeGreaterThan(0);
  expect(quality.rebuffer_count).toEqual(expect.any(Number));
  expect(quality.live_edge_avg_s).toEqual(expect.any(Number));
  expect(quality.live_edge_max_s as number).toBeGreaterThanOrEqual(quality.live_edge_avg_s as number);
  expect(quality.session_ms as number).toBeGreaterThanOrEqual(quality.startup_ms as number);
});
