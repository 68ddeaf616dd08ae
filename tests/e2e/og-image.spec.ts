import type { APIRequestContext, Page } from '@playwright/test';
import { setFault } from './fault-helpers';
import { cacheHeaders, control, expect, newLiveRoom, SHARED_CACHE, test } from './fixtures';

/**
 * Social previews (issue 14 §5): the og:image a shared page names is a 1200×630 PNG, in the
 * visitor's language, with a large Twitter card; unknown ids are 404s; an image follows its data.
 */

/** Width and height from a PNG's IHDR chunk (signature, chunk length, "IHDR", then two big-endian ints). */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function expectPng(request: APIRequestContext, url: string): Promise<Buffer> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const body = await response.body();
  expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
  return body;
}

const meta = (page: Page, key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).first();

/** The shared pages and the image route their og:image names. */
const PAGES = [
  { name: 'a product', path: '/demo/market/product/101', image: '/demo/market/product/101/og-image' },
  { name: 'a live post', path: '/demo/live/9001', image: '/demo/live/9001/og-image' },
  { name: 'a replay', path: '/demo/live/9003', image: '/demo/live/9003/og-image' },
  { name: 'the store', path: '/demo/market', image: '/demo/og-image' },
];

const LOCALES = [
  { locale: 'ja', query: '', ogLocale: 'ja_JP' },
  { locale: 'zh-TW', query: '?locale=zh-TW', ogLocale: 'zh_TW' },
];

for (const { locale, query, ogLocale } of LOCALES) {
  test.describe(`in ${locale}`, () => {
    for (const { name, path, image } of PAGES) {
      // On the edge host (@edge) one language and one page is proof enough that next/og draws there.
      test(`${name}: og:image is a 1200×630 PNG with a large Twitter card`, { tag: locale === 'ja' && name === 'a product' ? '@edge' : [] }, async ({ page }) => {
        await page.goto(`${path}${query}`);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(meta(page, 'og:locale')).toHaveAttribute('content', ogLocale);
        await expect(meta(page, 'og:image:width')).toHaveAttribute('content', '1200');
        await expect(meta(page, 'og:image:height')).toHaveAttribute('content', '630');
        await expect(meta(page, 'og:image:alt')).toHaveAttribute('content', /\S/);
        await expect(meta(page, 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
        const url = await meta(page, 'og:image').getAttribute('content');
        expect(url).not.toBeNull();
        // Absolute, public and store-scoped: no internal locale or audience segment.
        expect(new URL(String(url)).pathname).toBe(image);
        expect(await meta(page, 'twitter:image').getAttribute('content')).toBe(url);
        // The page's own request context: it carries the locale cookie `?locale=` set.
        await expectPng(page.request, String(url));
      });
    }

    test('the live lobby image route answers a 1200×630 PNG', async ({ page }) => {
      if (query) await page.goto(`/demo/market${query}`);
      await expectPng(page.request, '/demo/live-lobby/og-image');
    });
  });
}

test('a replay previews in the visitor language: the zh-TW image is not the ja one', async ({ page }) => {
  const ja = await expectPng(page.request, '/demo/live/9003/og-image');
  await page.goto('/demo/market?locale=zh-TW');
  const zh = await expectPng(page.request, '/demo/live/9003/og-image');
  expect(zh.equals(ja)).toBe(false);
  // Drawn once, then served from the cache: the same bytes again.
  expect((await expectPng(page.request, '/demo/live/9003/og-image')).equals(zh)).toBe(true);
});

test('unknown or malformed ids and unknown stores answer 404, never a 500', async ({ request }) => {
  for (const path of ['/demo/live/99999999/og-image', '/demo/market/product/99999999/og-image', '/demo/live/abc/og-image', '/demo/market/product/0/og-image', '/no-such-store/og-image']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('a post image is a CDN-cacheable response that sets no cookie', async ({ request }) => {
  const response = await request.get('/demo/live/9001/og-image');
  expect(cacheHeaders(response.headers())).toEqual(SHARED_CACHE);
  expect(response.headers()['set-cookie']).toBeUndefined();
});

test('a post image follows its data: drawn again when the live starts (tag revalidation, not age)', async ({ request }) => {
  const id = await newLiveRoom({ live_status: 'unpublished' });
  const upcoming = await expectPng(request, `/demo/live/${id}/og-image`);
  await control(`live/${id}/start`, {});
  // The post's tag expires within a second; the image's cache lives 30 s and more (lib/cache/profiles).
  await expect.poll(async () => (await expectPng(request, `/demo/live/${id}/og-image`)).equals(upcoming), { timeout: 5_000, intervals: [100, 250, 500] }).toBe(false);
});

test('a picture that fails to load still gives an image: the card draws a placeholder', async ({ request }, testInfo) => {
  const id = await newLiveRoom({ live_status: 'unpublished' });
  await setFault({ path: '/images/*', mode: 'status500' });
  const png = await expectPng(request, `/demo/live/${id}/og-image`);
  await testInfo.attach('placeholder', { body: png, contentType: 'image/png' });
});
