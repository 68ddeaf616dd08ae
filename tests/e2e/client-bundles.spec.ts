import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, newLiveRoom, test } from './fixtures';

/**
 * "No zod in client bundles" (the architecture's rule 1): the browser reaches the platform through
 * server actions and route handlers, and a room or page checks its inputs without the library.
 * Read from the production build the suite runs against: one stray runtime import of a schema
 * module (even for a constant) puts the whole library in a page's first load.
 */
/** The browser chunks of the build the suite runs against: their URL paths and their text. */
function buildChunks(): { path: string; text: string }[] {
  const chunks = join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'static', 'chunks');
  return readdirSync(chunks, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ path: `/_next/static/chunks/${file}`, text: readFileSync(join(chunks, file), 'utf8') }));
}

const carrying = (chunks: { path: string; text: string }[], marker: string) => chunks.filter((chunk) => chunk.text.includes(marker)).map((chunk) => chunk.path);

test('no browser chunk of the build carries zod', () => {
  const chunks = buildChunks();
  expect(chunks.length).toBeGreaterThan(10);
  // zod names each schema class with a string that survives minification.
  expect(carrying(chunks, '"ZodType"')).toEqual([]);
});

/** The build's chunks that carry a realtime SDK, by the name each SDK reports itself with. */
function sdkChunks(): Record<'pubnub' | 'ably', string[]> {
  const chunks = buildChunks();
  return { pubnub: carrying(chunks, 'PubNub-JS'), ably: carrying(chunks, 'ably-js') };
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
