import { expect, signIn, test } from './fixtures';
import { expectReadablePage, expectReported, expirePublicCaches, FAULT_MODES, type FaultMode, matrixLine, PLATFORM_REPORTS, setFault, useLocale } from './fault-helpers';

/**
 * Issue 11 item 8: every page with its main platform call broken in each fault mode shows a message
 * or a fallback and reports the error. Pages run signed in (the dynamic tree, not the anonymous
 * cache) and in English. Public answers sit in Next's data cache for 30 s, keyed by URL and
 * Accept-Language, and a 200 answer (empty, malformed) is cached like a good one: so public rows
 * use keys no other row loads (home and one jpcommercial mode in zh-TW, the tickets store for the
 * info page, a keyword per mode, a product per 200 mode), so no cached answer hides a fault or
 * leaks a bad answer into another row. Each test also expires those public tags first
 * (POST /api/revalidate), so an answer cached by an earlier spec cannot hide its fault.
 */

interface FaultPage {
  row: string;
  url: (mode: FaultMode) => string;
  fault: (mode: FaultMode) => string;
  member?: boolean;
  locale?: (mode: FaultMode) => 'en' | 'zh-TW';
}

const same = (value: string) => () => value;
/** One product per 200 mode, so a cached empty or malformed answer only meets its own mode again. */
const productOf = (mode: FaultMode) => ({ empty: 102, malformed: 103 })[mode as 'empty'] ?? 101;

const PAGES: FaultPage[] = [
  { row: 'home', url: same('/'), fault: same('/api/v1/buyer/stores/enterprise'), member: false, locale: () => 'zh-TW' },
  { row: 'market', url: (mode) => `/demo/market?keyword=${mode}`, fault: same('/api/v1/stores/demo/products') },
  { row: 'product', url: (mode) => `/demo/market/product/${productOf(mode)}`, fault: (mode) => `/api/v1/products/${productOf(mode)}` },
  { row: 'market info', url: same('/tickets/market/info'), fault: same('/api/v1/buyer/stores/tickets') },
  { row: 'jpcommercial', url: same('/demo/jpcommercial'), fault: same('/api/v1/stores/demo/buyer-jp-commercial'), locale: (mode) => (mode === 'malformed' ? 'zh-TW' : 'en') },
  { row: 'cart', url: same('/demo/shopping'), fault: same('/api/v1/stores/demo/carts/buyer') },
  { row: 'checkout', url: same('/demo/shopping/checkout?items=60001,60004'), fault: same('/api/v1/stores/demo/carts/buyer') },
  { row: 'checkout completed', url: same('/demo/shopping/checkout/50002'), fault: same('/api/v1/orders/50002') },
  { row: 'payment', url: same('/demo/order/50002/payment'), fault: same('/api/v1/orders/50002') },
  { row: 'choose payment', url: same('/demo/order/50010/choose-payment'), fault: same('/api/v1/orders/50010') },
  { row: 'order list', url: same('/demo/order'), fault: same('/api/v1/stores/demo/orders/buyer') },
  { row: 'order detail', url: same('/demo/order/50002'), fault: same('/api/v1/orders/50002') },
  { row: 'order messages', url: same('/demo/order/50002/message'), fault: same('/api/v1/orders/50002/messages') },
  { row: 'member profile', url: same('/demo/member'), fault: same('/api/v1/liveweb/me') },
  { row: 'member update', url: same('/demo/member/update'), fault: same('/api/v1/liveweb/me') },
  { row: 'member address', url: same('/demo/member/address'), fault: same('/api/v1/addresses') },
  { row: 'live room (live)', url: same('/demo/live/9001'), fault: same('/api/v1/liveweb/stores/*/posts/9001') },
  { row: 'live room (upcoming)', url: same('/demo/live/9002'), fault: same('/api/v1/liveweb/stores/*/posts/9002') },
  { row: 'live room (replay)', url: same('/demo/live/9003'), fault: same('/api/v1/liveweb/stores/*/posts/9003') },
];

/**
 * The modes a row runs. A failed call (status500, slow past the timeout, reset) reaches a page as
 * the same `ok: false` result, whatever its kind: lib/api/client's unit tests prove each kind and no
 * page branches on it. So each row takes one of them, in turn, and every row still takes both
 * 200 answers a page must survive on its own (malformed, empty): every page meets a failed call,
 * every mode meets several pages, at 3 loads a row instead of 5.
 */
const FAILED_CALL_MODES = FAULT_MODES.filter((mode) => mode !== 'malformed' && mode !== 'empty');
const modesOf = (row: number): FaultMode[] => [FAILED_CALL_MODES[row % FAILED_CALL_MODES.length] as FaultMode, 'malformed', 'empty'];

for (const [row, target] of PAGES.entries()) {
  test.describe(`${target.row} under platform faults`, () => {
    for (const mode of modesOf(row)) {
      test(`${mode}: a message or a fallback, and a report`, async ({ page, context, request }) => {
        if (target.member !== false) await signIn(context, request);
        await useLocale(context, target.locale?.(mode) ?? 'en');
        // A good answer an earlier test left in the data cache would hide the fault.
        await expirePublicCaches();
        await setFault({ method: 'GET', path: target.fault(mode), mode });
        await page.goto(target.url(mode));
        const shows = await expectReadablePage(page);
        matrixLine(target.row, mode, shows);
        // In the buyer's language, even when the error boundary speaks (no ja words on an en page).
        if ((target.locale?.(mode) ?? 'en') === 'en' && shows.startsWith('alert:')) expect(shows).not.toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
        await expectReported(PLATFORM_REPORTS);
      });
    }
  });
}
