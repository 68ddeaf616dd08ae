/** @jest-environment jsdom */
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render } from '@testing-library/react';

let pathname = '/demo/market';
// Not hoisted under @jest/globals: the components are imported after the mock is registered.
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));
// jsdom has no performance entries for web-vitals to read; the reporter's mount is what matters here.
const useReportWebVitals = jest.fn();
jest.mock('next/web-vitals', () => ({ useReportWebVitals: (...args: unknown[]) => useReportWebVitals(...args) }));

let FacebookPixel: typeof import('@/components/shell/FacebookPixel').FacebookPixel;
let PageTracking: typeof import('@/components/shell/PageTracking').PageTracking;

beforeAll(async () => {
  ({ FacebookPixel } = await import('@/components/shell/FacebookPixel'));
  ({ PageTracking } = await import('@/components/shell/PageTracking'));
});

type TestWindow = Window & { dataLayer?: unknown[]; fbq?: { queue: unknown[][] } };
const win = window as TestWindow;

const pageViews = () =>
  (win.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)).filter((args) => args[0] === 'event' && args[1] === 'page_view');

/** Lets the lazy import resolve (a few microtasks). */
async function loadChunk() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}

/** Lets the lazy import resolve, then runs the idle flush. */
async function settle() {
  await loadChunk();
  act(() => void jest.runOnlyPendingTimers());
}

beforeEach(() => {
  jest.useFakeTimers();
  pathname = '/demo/market';
});
afterEach(async () => {
  (await import('@/lib/analytics/browser')).resetTrackingForTests();
  jest.useRealTimers();
  document.head.innerHTML = '';
  delete win.dataLayer;
  delete win.fbq;
});

describe('PageTracking', () => {
  it('loads and sends nothing when no analytics id and no pixel are configured', async () => {
    render(<PageTracking analyticsId={null} analyticsScriptUrl={null} pixelScriptUrl={null} beaconUrl={null} />);
    await settle();
    expect(win.dataLayer).toBeUndefined();
    expect(document.scripts).toHaveLength(0);
  });

  it('tracks each route with its zh-TW title as buyer, after idle', async () => {
    const config = { analyticsId: 'G-TEST1', analyticsScriptUrl: 'https://tags.example/gtag.js', pixelScriptUrl: null, beaconUrl: null };
    const { rerender } = render(<PageTracking {...config} />);
    await loadChunk();
    // Queued, not yet sent: the flush waits for idle.
    expect(pageViews()).toHaveLength(0);
    act(() => void jest.runOnlyPendingTimers());
    expect(pageViews()).toEqual([['event', 'page_view', expect.objectContaining({ page_title: '商品列表', page_path: '/demo/market', role: 'buyer' })]]);

    pathname = '/demo/market/product/101';
    rerender(<PageTracking {...config} />);
    await settle();
    expect(pageViews().map(([, , params]) => (params as { page_title: string }).page_title)).toEqual(['商品列表', '商品詳情']);
    expect(Array.from(document.scripts).map((script) => script.src)).toEqual(['https://tags.example/gtag.js?id=G-TEST1']);
  });
});

describe('the web-vitals reporter', () => {
  beforeEach(() => {
    useReportWebVitals.mockClear();
  });

  it('is not loaded when nothing collects measurements', async () => {
    render(<PageTracking analyticsId={null} analyticsScriptUrl={null} pixelScriptUrl={null} beaconUrl={null} />);
    await settle();
    expect(useReportWebVitals).not.toHaveBeenCalled();
  });

  it('is mounted, lazily, with a beacon URL', async () => {
    render(<PageTracking analyticsId={null} analyticsScriptUrl={null} pixelScriptUrl={null} beaconUrl="https://rum.example/collect" />);
    await settle();
    await loadChunk();
    expect(useReportWebVitals).toHaveBeenCalled();
  });
});

describe('FacebookPixel', () => {
  it('does not load without a configured pixel script, even when the store has a pixel id', async () => {
    render(
      <>
        <FacebookPixel pixelId="1234567890123456" scriptUrl={null} />
        <PageTracking analyticsId={null} analyticsScriptUrl={null} pixelScriptUrl={null} beaconUrl={null} />
      </>,
    );
    await settle();
    expect(win.fbq).toBeUndefined();
    expect(document.scripts).toHaveLength(0);
  });

  it('loads the configured pixel script for the store and tracks page views', async () => {
    pathname = '/enterprise/market';
    render(
      <>
        <FacebookPixel pixelId="1234567890123456" scriptUrl="https://pixel.example/fbevents.js" />
        <PageTracking analyticsId={null} analyticsScriptUrl={null} pixelScriptUrl="https://pixel.example/fbevents.js" beaconUrl={null} />
      </>,
    );
    await settle();
    expect(Array.from(document.scripts).map((script) => script.src)).toEqual(['https://pixel.example/fbevents.js']);
    expect(win.fbq?.queue).toEqual([
      ['init', '1234567890123456'],
      ['trackSingle', '1234567890123456', 'PageView'],
    ]);
  });
});
