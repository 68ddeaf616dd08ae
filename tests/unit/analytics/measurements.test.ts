/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { BEACON_MAX_EVENTS, beaconBody, beaconSink } from '@/lib/analytics/beacon';
import { gtagSink } from '@/lib/analytics/gtag';
import { playbackQualityEvent, webVitalEvent } from '@/lib/analytics/measurements';
import { createTracker, type AnalyticsEvent } from '@/lib/analytics/tracker';

const event = (n: number): AnalyticsEvent => ({ name: 'web_vital', params: { metric: 'LCP', value: n } });

describe('measurement events', () => {
  it('turns a web vital into a flat event with its route pattern and store', () => {
    expect(webVitalEvent({ id: 'v5-1', name: 'LCP', value: 1234.56, rating: 'good', navigationType: 'navigate' }, '/demo/market/product/101')).toEqual({
      name: 'web_vital',
      params: { metric: 'LCP', value: 1235, rating: 'good', metric_id: 'v5-1', navigation_type: 'navigate', route: '/[store]/market/product/[productId]', store: 'demo' },
    });
  });

  it('keeps CLS as a score with decimals', () => {
    expect(webVitalEvent({ id: 'c', name: 'CLS', value: 0.04567 }, '/demo').params).toMatchObject({ value: 0.046, rating: null, navigation_type: null });
  });

  it('turns a playback session into one playback_quality event', () => {
    const report = { live: true, startupMs: 900, rebufferCount: 1, rebufferMs: 400, liveEdgeAvgS: 4.2, liveEdgeMaxS: 6, errorCount: 0, lastError: null, sessionMs: 60_000, stallCount: 2, stallMs: 3_100, stallMaxMs: 1_900 };
    expect(playbackQualityEvent(report, '/demo/live/12')).toEqual({
      name: 'playback_quality',
      params: { live: true, startup_ms: 900, rebuffer_count: 1, rebuffer_ms: 400, live_edge_avg_s: 4.2, live_edge_max_s: 6, error_count: 0, last_error: null, session_ms: 60_000, stall_count: 2, stall_ms: 3_100, stall_max_ms: 1_900, route: '/[store]/live/[id]', store: 'demo' },
    });
  });
});

describe('tracker events', () => {
  it('sends queued events after idle, or at once when asked, to sinks that take them', () => {
    const tasks: (() => void)[] = [];
    const tracker = createTracker((task) => void tasks.push(task));
    const received: string[] = [];
    tracker.addSink('beacon', { load() {}, pageView() {}, event: (e) => void received.push(String(e.params.value)), flushed: () => void received.push('|') });
    tracker.addSink('pixel', { load() {}, pageView() {} });
    tracker.event(event(1));
    expect(received).toEqual([]);
    tasks.splice(0).forEach((task) => task());
    expect(received).toEqual(['1', '|']);
    tracker.event(event(2), true);
    expect(received).toEqual(['1', '|', '2', '|']);
  });
});

describe('beacon sink', () => {
  const win = (sendBeacon: (url: string, body: string) => boolean, fetchFn = jest.fn<typeof fetch>()) => ({
    location: { pathname: '/demo/live/12' } as Location,
    navigator: { sendBeacon: sendBeacon as Navigator['sendBeacon'] },
    fetch: fetchFn,
  });

  it('is not made without an http(s) URL', () => {
    expect(beaconSink(null, win(() => true))).toBeNull();
    expect(beaconSink('javascript:alert(1)', win(() => true))).toBeNull();
  });

  it('sends one plain-text beacon per flush with the batch, and nothing for an empty flush', () => {
    const sent: [string, string][] = [];
    const sink = beaconSink('https://rum.example/collect', win((url, body) => (sent.push([url, body]), true)))!;
    sink.event!(event(1));
    sink.event!(event(2));
    sink.flushed!();
    sink.flushed!();
    expect(sent).toHaveLength(1);
    expect(sent[0][0]).toBe('https://rum.example/collect');
    expect(JSON.parse(sent[0][1])).toEqual({ path: '/demo/live/12', events: [event(1), event(2)] });
  });

  it('falls back to a keepalive fetch when the browser refuses the beacon', () => {
    const fetchFn = jest.fn<typeof fetch>().mockResolvedValue({} as Response);
    const sink = beaconSink('https://rum.example/collect', win(() => false, fetchFn))!;
    sink.event!(event(3));
    sink.flushed!();
    expect(fetchFn).toHaveBeenCalledWith('https://rum.example/collect', expect.objectContaining({ method: 'POST', keepalive: true }));
  });

  it('caps a batch', () => {
    const events = Array.from({ length: BEACON_MAX_EVENTS + 5 }, (_, i) => event(i));
    expect((JSON.parse(beaconBody(events, '/')) as { events: unknown[] }).events).toHaveLength(BEACON_MAX_EVENTS);
  });
});

describe('gtag sink', () => {
  it('sends a measurement as a non-interaction event', () => {
    const w = window as Window & { dataLayer?: unknown[] };
    const sink = gtagSink('G-TEST1', 'https://tags.example/gtag.js', w)!;
    sink.event!(event(7));
    const last = Array.from(w.dataLayer!.at(-1) as ArrayLike<unknown>);
    expect(last).toEqual(['event', 'web_vital', { metric: 'LCP', value: 7, non_interaction: true }]);
    delete w.dataLayer;
  });
});
