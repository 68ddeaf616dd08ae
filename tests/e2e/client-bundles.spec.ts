import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, newLiveRoom, test } from './fixtures';

/**
 * "No zod in client bundles" (the architecture's rule 1): the browser reaches the platform through
 * server actions and route handlers, and a room or page checks its inputs without the library.
 * Read from the production build the suite runs against: one stray runtime import of a schema
 * module (even for a constant) puts the whole library in a page's first load.
 */
test('no browser chunk of the build carries zod', () => {
  const chunks = join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'static', 'chunks');
  const files = readdirSync(chunks, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  expect(files.length).toBeGreaterThan(10);
  // zod names each schema class with a string that survives minification.
  const carriers = files.filter((file) => readFileSync(join(chunks, file), 'utf8').includes('"ZodType"'));
  expect(carriers).toEqual([]);
});

/** The build's chunks that carry a realtime SDK, by the name each SDK reports itself with. */
function sdkChunks(): Record<'pubnub' | 'ably', string[]> {
  const chunks = join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'static', 'chunks');
  const files = readdirSync(chunks, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  const carrying = (marker: string) => files.filter((file) => readFileSync(join(chunks, file), 'utf8').includes(marker)).map((file) => `/_next/static/chunks/${file}`);
  return { pubnub: carrying('PubNub-JS'), ably: carrying('ably-js') };
}

for (const [provider, other] of [
  ['pubnub', 'ably'],
  ['ably', 'pubnub'],
] as const) {
  test(`a room on ${provider} loads the ${provider} SDK and never ${other}'s`, async ({ page }) => {
    const carriers = sdkChunks();
    expect(carriers.pubnub.length).toBeGreaterThan(0);
    expect(carriers.ably.length).toBeGreaterThan(0);
    // Requests of the page and of its realtime worker alike.
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(new URL(request.url()).pathname));
    const id = await newLiveRoom({ provider });
    await page.goto(`/demo/live/${id}`);
    await expect(page.getByTestId('live-room')).toHaveAttribute('data-realtime', 'connected', { timeout: 20_000 });
    expect(carriers[provider].some((chunk) => requested.has(chunk))).toBe(true);
    expect(carriers[other].filter((chunk) => requested.has(chunk))).toEqual([]);
  });
}
