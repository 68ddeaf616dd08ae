import type { Page, Request } from '@playwright/test';
import { expect, newLiveRoom, test } from './fixtures';

/**
 * The viewer's entry is asked for while the room's page parses, not after its scripts have run
 * (issue 29: the first frame waited a round trip after hydration), and still exactly once a visit,
 * whether the page was loaded whole or reached by client-side navigation.
 */

const isEntry = (request: Request, postId: number) => request.method() === 'GET' && new URL(request.url()).pathname === `/demo/live/${postId}/entry`;

function countEntries(page: Page, postId: number): string[] {
  const entries: string[] = [];
  page.on('request', (request) => {
    if (isEntry(request, postId)) entries.push(request.url());
  });
  return entries;
}

test('a room loaded whole asks for its entry before any of its scripts has loaded, and once', async ({ page }) => {
  const postId = await newLiveRoom({ live_status: 'live' });
  const entries = countEntries(page, postId);
  let entryAsked!: () => void;
  const asked = new Promise<void>((resolve) => (entryAsked = resolve));
  page.on('request', (request) => {
    if (isEntry(request, postId)) entryAsked();
  });
  // The page's scripts (not its styles, which an inline script waits for) are held until the entry
  // has been asked for: a room that asks only once it runs would never get them, and never connect.
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await asked;
    await route.continue();
  });
  await page.goto(`/demo/live/${postId}`);
  const room = page.getByTestId('live-room');
  await expect(room).toHaveAttribute('data-realtime', 'connected', { timeout: 30_000 });
  await expect(page.locator('video').first()).toHaveJSProperty('muted', true);
  expect(entries, entries.join('\n')).toHaveLength(1);
});

test('a room reached from the lobby (client-side navigation) asks for its entry once', async ({ page }) => {
  const postId = await newLiveRoom({ live_status: 'live' });
  const entries = countEntries(page, postId);
  await page.goto('/demo/live-lobby');
  await page.locator(`[data-post-id="${postId}"]`).first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/demo/live/${postId}$`));
  await expect(page.getByTestId('live-room')).toHaveAttribute('data-realtime', 'connected', { timeout: 30_000 });
  expect(entries, entries.join('\n')).toHaveLength(1);
});
