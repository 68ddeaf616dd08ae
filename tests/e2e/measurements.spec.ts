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
  const { id } = (await control('live/posts', { from: 9001, provider: 'pubnub' })) as { id: number };
  const vitals = page.waitForRequest(named('web_vital'), { timeout: 20_000 });
  await page.goto(`/demo/live/${id}`);
  await expect
    .poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0), { timeout: 20_000, message: 'the live stream plays' })
    .toBeGreaterThan(1);

  const vital = measurements(await vitals).find((event) => event.name === 'web_vital');
  expect(vital?.params).toMatchObject({ route: '/[store]/live/[id]', store: 'demo' });
  expect(['TTFB', 'FCP', 'LCP', 'CLS', 'INP']).toContain(vital?.params.metric);
  expect(typeof vital?.params.value).toBe('number');

  // Leaving the page ends the playback session: its report goes with the page's last beacon.
  const qualitySent = page.waitForRequest(named('playback_quality'), { timeout: 15_000 });
  await page.goto('/demo/market');
  const reports = measurements(await qualitySent).filter((event) => event.name === 'playback_quality');
  expect(reports).toHaveLength(1);
  const quality = reports[0].params;
  expect(quality).toMatchObject({ live: true, route: '/[store]/live/[id]', store: 'demo', error_count: 0, last_error: null });
  expect(quality.startup_ms).toEqual(expect.any(Number));
  expect(quality.startup_ms as number).toBeGreaterThan(0);
  expect(quality.rebuffer_count).toEqual(expect.any(Number));
  expect(quality.live_edge_avg_s as number).toBeGreaterThanOrEqual(0);
  expect(quality.session_ms as number).toBeGreaterThanOrEqual(quality.startup_ms as number);
});
