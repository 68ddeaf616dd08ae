import type { Page } from '@playwright/test';

/** Holds the page's scripts until the answer is called: until then the page is the server's HTML, not hydrated. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
