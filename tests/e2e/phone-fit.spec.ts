import type { Page } from '@playwright/test';
import { ONE_TO_ONE_HASH } from '../../platform/seed/posts';
import { E2E_REVALIDATE_SECRET } from './stack-env';
import { control, DEMO_MEMBER, expect, signIn, storefrontUrl, test } from './fixtures';
import { sidewaysOverflow } from './overflow';

/**
 * Issue 26 part 5: every page of both specs fits a phone. Each page loads at 320 px (signed-in pages
 * as the demo member), settles (its heading, the header's session, fonts), and must not scroll
 * sideways there nor when resized to 360, 390 and 430 px: layout at a width is the stylesheet's and
 * the resize handlers', so one load serves every width. A failure names the elements that stick out. Pages that are one h1 (issue 26: the header's store name is no heading)
 * are checked for exactly one.
 */

interface FitPage {
  path: string;
  member?: boolean;
  /** What shows once the page has its content (default: its h1). */
  ready?: (page: Page) => Promise<void>;
}

const h1 = (page: Page) => page.locator('h1').first();
const byTestId = (testId: string) => async (page: Page) => expect(page.getByTestId(testId).first()).toBeVisible();

const PAGES: FitPage[] = [
  // commerce §2, public
  { path: '/' },
  { path: '/404' },
  { path: '/403' },
  { path: '/error/permission' },
  { path: '/404/store' },
  { path: '/member/reset-password?store=demo' },
  { path: '/demo/market' },
  { path: '/demo/market?locale=en' },
  { path: '/demo/market?keyword=tea' },
  { path: '/demo/market?keyword=zzzz-no-such-product' },
  { path: '/demo/market?kind=ticket' },
  { path: '/demo/market/list/all/2' },
  { path: '/demo/market?loginRequired=true', ready: async (page) => expect(page.getByRole('dialog')).toBeVisible() },
  { path: '/taiwan/market?locale=zh-TW' },
  { path: '/tickets/market' },
  { path: '/enterprise/market' },
  { path: '/demo/market/info' },
  { path: '/demo/jpcommercial' },
  { path: '/enterprise/jpcommercial' },
  { path: '/demo/market/product/101' },
  { path: '/demo/market/product/102' },
  { path: '/demo/market/product/106' },
  { path: '/demo/market/product/109' },
  { path: '/demo/market/product/101?locale=en' },
  { path: '/tickets/market/product/303' },
  { path: '/demo/market/product/999999999' },
  { path: '/demo/no-such-page' },
  { path: '/demo/login' },
  // live-room §2
  { path: '/demo/live-lobby', ready: byTestId('lobby-item') },
  { path: '/demo/live-lobby?page=99', ready: byTestId('lobby-status') },
  { path: '/demo/live/9001', ready: byTestId('live-room') },
  { path: '/demo/live/9002', ready: byTestId('live-room') },
  { path: '/demo/live/9003', ready: byTestId('live-room') },
  { path: '/demo/live/9005' },
  { path: '/demo/live/99999999' },
  { path: '/404/live' },
  { path: '/demo/record/9003' },
  // the vertical (9:16) live and replay
  { path: '/demo/live/9007', ready: byTestId('live-room') },
  { path: '/demo/live/9008', ready: byTestId('live-room') },
  { path: '/demo/record/9005' },
  { path: '/demo/record/99999999' },
  { path: `/demo/one-to-one/${ONE_TO_ONE_HASH}` },
  { path: '/demo/one-to-one/unknown-session-000000' },
  { path: '/404/one-to-one' },
  // signed in as the demo member
  { path: '/demo/market', member: true },
  { path: '/demo/market/product/101', member: true },
  { path: '/demo/shopping', member: true, ready: byTestId('cart-line') },
  { path: '/demo/shopping/checkout?items=60001,60004', member: true },
  { path: '/demo/shopping/checkout/50002', member: true },
  { path: '/demo/shopping/subscription', member: true },
  { path: '/demo/order', member: true },
  { path: '/demo/order/50002', member: true },
  { path: '/demo/order/50002/payment', member: true },
  { path: '/demo/order/50010/choose-payment', member: true },
  { path: '/demo/order/50002/message', member: true },
  { path: '/demo/order/1', member: true },
  { path: '/demo/member', member: true },
  { path: '/demo/member/update', member: true },
  { path: '/demo/member/email', member: true },
  { path: '/demo/member/email-verify', member: true },
  { path: '/demo/member/change-password', member: true },
  { path: '/demo/member/address', member: true },
  { path: '/demo/member/subscription', member: true },
  { path: '/demo/member/shipping/freight/custom', member: true },
  { path: '/demo/live/9001', member: true, ready: byTestId('live-room') },
  { path: '/demo/live-lobby', member: true, ready: byTestId('lobby-item') },
];

/** The phone widths every page must fit: it loads at the first and is resized through the others. */
const WIDTHS = [320, 360, 390, 430];

async function settle(page: Page, target: FitPage) {
  await (target.ready ?? ((p: Page) => expect(h1(p)).toBeVisible()))(page);
  if (target.member && (await page.getByRole('banner').count()) > 0) {
    await expect(page.getByRole('banner').getByRole('button', { name: DEMO_MEMBER.name, exact: true })).toBeVisible();
  }
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function expectNoSidewaysScroll(page: Page, label: string) {
  const measured = await sidewaysOverflow(page);
  expect(measured.scrollWidth, `${label}: scrollWidth ${measured.scrollWidth} > innerWidth ${measured.innerWidth}; sticking out:\n${measured.culprits.join('\n')}`).toBeLessThanOrEqual(
    measured.innerWidth,
  );
}

for (const target of PAGES) {
  test(`${target.member ? 'member ' : ''}${target.path} fits ${WIDTHS.join(', ')} px`, async ({ page, context, request }) => {
    if (target.member) await signIn(context, request);
    await page.setViewportSize({ width: WIDTHS[0], height: 740 });
    await page.goto(target.path);
    await settle(page, target);
    // One h1 per page: the page's own title, never the header's store name.
    await expect(page.getByRole('banner').locator('h1')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
      await expectNoSidewaysScroll(page, `${target.path} at ${width} px`);
    }
  });
}

const LONG_NAME = 'キラリ商店 横浜みなとみらい本店 公式オンラインショップ';

/** The header's store name as laid out: the box it shows, the width its text needs, its font size. */
async function storeNameBox(page: Page) {
  return page.getByTestId('header-store-name').evaluate((element) => {
    const style = getComputedStyle(element);
    return { shown: element.clientWidth, needed: element.scrollWidth, fontSize: parseFloat(style.fontSize), textOverflow: style.textOverflow };
  });
}

/** No tool of the header (lobby link, language, cart, account) lies over the store name. */
async function expectNothingOverName(page: Page) {
  const name = await page.getByTestId('header-store-name').boundingBox();
  const header = page.getByRole('banner');
  const tools = [header.getByTestId('header-lobby-link'), header.getByRole('combobox'), header.getByRole('link', { name: /カート/ }), header.getByRole('link', { name: 'ログイン' })];
  for (const tool of tools) {
    if ((await tool.count()) === 0) continue;
    const box = await tool.first().boundingBox();
    if (!name || !box) continue;
    const apart = box.x >= name.x + name.width || box.x + box.width <= name.x || box.y >= name.y + name.height || box.y + box.height <= name.y;
    expect(apart, `header tool ${JSON.stringify(box)} over the store name ${JSON.stringify(name)}`).toBe(true);
  }
}

/** The store's pages are cached: after the platform renames it, expire its tag (as the platform does on a real change). */
async function expireStore(slug: string) {
  const response = await fetch(`${storefrontUrl()}/api/revalidate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
    body: JSON.stringify({ tags: [`store:${slug}`] }),
  });
  expect(response.status).toBe(200);
}

test.describe('the store header on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the demo store (lobby link shown) keeps its whole name, signed out and signed in', async ({ page, context, request }) => {
    for (const member of [false, true]) {
      if (member) await signIn(context, request);
      await page.goto('/demo/market');
      await expect(page.getByTestId('header-lobby-link')).toBeVisible();
      if (member) await expect(page.getByRole('banner').getByRole('button', { name: DEMO_MEMBER.name, exact: true })).toBeVisible();
      else await expect(page.getByRole('banner').getByRole('link', { name: 'ログイン' })).toBeVisible();
      await expect(page.getByTestId('header-store-name')).toHaveText('キラリ商店');
      const name = await storeNameBox(page);
      expect(name.shown, 'the whole name shows').toBeGreaterThanOrEqual(name.needed);
      await expectNothingOverName(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('キラリ商店 のマーケット');
      await expectNoSidewaysScroll(page, `/demo/market ${member ? 'signed in' : 'signed out'}`);
    }
  });

  test('a long store name shows many characters, then an ellipsis', async ({ page }) => {
    await control('stores/demo/profile', { name: LONG_NAME });
    await expireStore('demo');
    try {
      await page.goto('/demo/market');
      await expect(page.getByTestId('header-store-name')).toHaveText(LONG_NAME);
      await expect(page.getByTestId('header-lobby-link')).toBeVisible();
      const name = await storeNameBox(page);
      // Never squeezed to a character or two: at least ten characters' room.
      expect(name.shown).toBeGreaterThanOrEqual(10 * name.fontSize);
      expect(name.needed).toBeGreaterThan(name.shown);
      expect(name.textOverflow).toBe('ellipsis');
      await expectNothingOverName(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${LONG_NAME} のマーケット`);
      await expectNoSidewaysScroll(page, '/demo/market with a long store name');
      await page.goto('/demo/market/product/101');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('宇治抹茶ラテ セット');
      await expectNoSidewaysScroll(page, '/demo/market/product/101 with a long store name');
    } finally {
      await control('reset', {});
      await expireStore('demo');
    }
  });
});

interface PictureBox {
  natural: 'portrait' | 'landscape' | 'square';
  width: number;
  height: number;
  objectFit: string;
}

/** The pictures under `selector` once loaded: their own orientation and the box each takes. */
async function pictures(page: Page, selector: string): Promise<PictureBox[]> {
  await expect
    .poll(() => page.locator(selector).evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  return page.locator(selector).evaluateAll((images) =>
    images.map((element) => {
      const image = element as HTMLImageElement;
      const box = image.getBoundingClientRect();
      const ratio = image.naturalWidth / image.naturalHeight;
      return { natural: ratio < 0.95 ? 'portrait' : ratio > 1.05 ? 'landscape' : 'square', width: box.width, height: box.height, objectFit: getComputedStyle(image).objectFit } as const;
    }),
  );
}

/** Records the page's layout shifts from its first paint on (an observer set up before any script of the page runs), with what moved. */
async function recordLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShifts: Array<{ value: number; moved: string[] }> };
    record.layoutShifts = [];
    const describe = (node: Node | null) => {
      const element = node instanceof Element ? node : node?.parentElement;
      if (!element) return '?';
      const owner = element.closest('[id], [data-testid]');
      return `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} in ${owner ? owner.id || owner.getAttribute('data-testid') : 'body'}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node: Node | null }> }>) {
        if (!entry.hadRecentInput) record.layoutShifts.push({ value: entry.value, moved: (entry.sources ?? []).map((source) => describe(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** No layout shift at all: a picture's box is known before it loads. */
async function expectNoLayoutShift(page: Page) {
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Array<{ value: number; moved: string[] }> }).layoutShifts);
  expect(shifts, JSON.stringify(shifts)).toEqual([]);
}

test.describe('product pictures of both orientations on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => recordLayoutShift(page));

  test('market cards show portrait and landscape pictures whole, in square boxes, without layout shift', async ({ page }) => {
    await page.goto('/demo/market');
    const cards = await pictures(page, 'main li a img');
    expect(cards.map((card) => card.natural)).toEqual(expect.arrayContaining(['portrait', 'landscape', 'square']));
    for (const card of cards) {
      expect(Math.abs(card.width - card.height), JSON.stringify(card)).toBeLessThanOrEqual(1);
      expect(card.objectFit).toBe('contain');
    }
    await expectNoLayoutShift(page);
  });

  test('the product gallery shows a portrait and a landscape picture whole in the same square slide', async ({ page }) => {
    for (const [id, shapes] of [
      [101, ['square', 'portrait']],
      [102, ['portrait', 'landscape']],
    ] as const) {
      await page.goto(`/demo/market/product/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Lazy slides load as they scroll in: bring each into view.
      for (const slide of await page.locator('main [id^="product-image-"]').all()) await slide.scrollIntoViewIfNeeded();
      const slides = await pictures(page, 'main [id^="product-image-"] img');
      expect(slides.map((slide) => slide.natural)).toEqual(shapes);
      for (const slide of slides) {
        expect(Math.abs(slide.width - slide.height), JSON.stringify(slide)).toBeLessThanOrEqual(1);
        expect(slide.width).toBeGreaterThan(300);
        expect(slide.objectFit).toBe('contain');
      }
      await expectNoLayoutShift(page);
    }
  });

  test('cart rows keep one thumbnail box for portrait and landscape pictures', async ({ page, context, request }) => {
    await signIn(context, request);
    await page.goto('/demo/shopping');
    await expect(page.getByTestId('cart-line').first()).toBeVisible();
    const thumbs = await pictures(page, '[data-testid="cart-line"] img');
    expect(thumbs.map((thumb) => thumb.natural)).toEqual(expect.arrayContaining(['portrait', 'landscape']));
    for (const thumb of thumbs) expect([thumb.width, thumb.height, thumb.objectFit]).toEqual([72, 72, 'cover']);
    await expectNoSidewaysScroll(page, '/demo/shopping');
  });
});
