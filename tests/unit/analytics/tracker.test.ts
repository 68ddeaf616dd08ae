/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { gtagSink } from '@/lib/analytics/gtag';
import { pixelSink } from '@/lib/analytics/pixel';
import { createTracker, idleScheduler, type Sink } from '@/lib/analytics/tracker';

type TestWindow = Window & { dataLayer?: unknown[]; fbq?: unknown };

function manualScheduler() {
  const tasks: (() => void)[] = [];
  return { schedule: (task: () => void) => void tasks.push(task), run: () => tasks.splice(0).forEach((task) => task()), tasks };
}

function fakeSink() {
  const sink = { load: jest.fn<Sink['load']>(), pageView: jest.fn<Sink['pageView']>() };
  return sink;
}

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as TestWindow).dataLayer;
  delete (window as TestWindow).fbq;
});

describe('tracker queue', () => {
  it('sends nothing and loads nothing without a configured sink', () => {
    const clock = manualScheduler();
    const tracker = createTracker(clock.schedule);
    tracker.pageView('/demo/market');
    clock.run();
    expect(document.scripts).toHaveLength(0);
    // A sink added later does not receive views that were already dropped.
    const sink = fakeSink();
    tracker.addSink('late', sink);
    tracker.flush();
    expect(sink.pageView).not.toHaveBeenCalled();
  });
  it('waits for the scheduler (idle) and then sends each view with its zh-TW title as buyer', () => {
    const clock = manualScheduler();
    const tracker = createTracker(clock.schedule);
    const sink = fakeSink();
    tracker.addSink('a', sink);
    tracker.pageView('/demo/market');
    tracker.pageView('/demo/market/product/101');
    expect(sink.pageView).not.toHaveBeenCalled();
    expect(clock.tasks).toHaveLength(1);
    clock.run();
    expect(sink.load).toHaveBeenCalledTimes(1);
    expect(sink.pageView.mock.calls.map(([view]) => view)).toEqual([
      { path: '/demo/market', title: '商品列表', store: 'demo', role: 'buyer' },
      { path: '/demo/market/product/101', title: '商品詳情', store: 'demo', role: 'buyer' },
    ]);
    tracker.pageView('/demo/jpcommercial');
    clock.run();
    expect(sink.load).toHaveBeenCalledTimes(1);
    expect(sink.pageView).toHaveBeenCalledTimes(3);
  });
  it('stops sending to a removed sink', () => {
    const clock = manualScheduler();
    const tracker = createTracker(clock.schedule);
    const sink = fakeSink();
    const remove = tracker.addSink('a', sink);
    remove();
    tracker.pageView('/');
    clock.run();
    expect(sink.pageView).not.toHaveBeenCalled();
  });
  it('flushes on requestIdleCallback when the browser has it, else on a timer', () => {
    const idle = jest.fn();
    idleScheduler({ setTimeout: jest.fn() as unknown as Window['setTimeout'], requestIdleCallback: idle as unknown as Window['requestIdleCallback'] })(() => {});
    expect(idle).toHaveBeenCalled();
    const timer = jest.fn();
    idleScheduler({ setTimeout: timer as unknown as Window['setTimeout'] })(() => {});
    expect(timer).toHaveBeenCalled();
  });
});

describe('analytics sink', () => {
  it('does not exist without a measurement id', () => {
    expect(gtagSink(null, null, window)).toBeNull();
    expect(gtagSink('', 'https://tags.example/gtag.js', window)).toBeNull();
    expect(gtagSink('bad id!', null, window)).toBeNull();
  });
  it('loads its script once and sends page views with the zh-TW title and the buyer role', () => {
    const sink = gtagSink('G-TEST123', 'https://tags.example/gtag.js', window);
    expect(sink).not.toBeNull();
    sink?.load();
    sink?.pageView({ path: '/demo/market', title: '商品列表', store: 'demo', role: 'buyer' });
    expect(Array.from(document.scripts).map((script) => script.src)).toEqual(['https://tags.example/gtag.js?id=G-TEST123']);
    const layer = ((window as TestWindow).dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(layer).toContainEqual(['set', 'user_properties', { role: 'buyer' }]);
    expect(layer).toContainEqual(['event', 'page_view', expect.objectContaining({ page_title: '商品列表', page_path: '/demo/market', role: 'buyer', store: 'demo' })]);
  });
});

describe('Facebook pixel sink', () => {
  it('needs both the store pixel id and a configured script URL', () => {
    expect(pixelSink('1234567890123456', null, window)).toBeNull();
    expect(pixelSink(null, 'https://pixel.example/fbevents.js', window)).toBeNull();
    expect(pixelSink('not-a-pixel', 'https://pixel.example/fbevents.js', window)).toBeNull();
    expect(pixelSink('1234567890123456', 'javascript:alert(1)', window)).toBeNull();
  });
  it('inits the pixel, loads the configured script and tracks PageView', () => {
    const sink = pixelSink('1234567890123456', 'https://pixel.example/fbevents.js', window);
    sink?.load();
    sink?.pageView({ path: '/enterprise/market', title: '商品列表', store: 'enterprise', role: 'buyer' });
    expect(Array.from(document.scripts).map((script) => script.src)).toEqual(['https://pixel.example/fbevents.js']);
    const fbq = (window as TestWindow).fbq as { queue: unknown[][] };
    expect(fbq.queue).toEqual([
      ['init', '1234567890123456'],
      ['trackSingle', '1234567890123456', 'PageView'],
    ]);
  });
});
