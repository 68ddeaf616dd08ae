import { beaconSink } from './beacon';
import { gtagSink } from './gtag';
import { pixelSink } from './pixel';
import { createTracker, idleScheduler, type AnalyticsEvent, type Tracker } from './tracker';

/**
 * The browser side of tracking, loaded on demand by PageTracking, WebVitals, FacebookPixel and the
 * live player: with nothing configured, the components do not load it, and what reaches it is dropped.
 */

let tracker: Tracker | null = null;
let analyticsKey: string | null = null;
let beaconKey: string | null = null;

const hidden = () => document.visibilityState === 'hidden';

function pageTracker(): Tracker {
  if (tracker) return tracker;
  const created = createTracker(idleScheduler(window));
  // A hidden page may never be idle again: send what is queued while it still can.
  const flushHidden = () => {
    if (hidden()) created.flush();
  };
  document.addEventListener('visibilitychange', flushHidden);
  window.addEventListener('pagehide', () => created.flush());
  tracker = created;
  return created;
}

export interface AnalyticsTarget {
  analyticsId: string | null;
  analyticsScriptUrl: string | null;
  /** ANALYTICS_BEACON_URL: where measurements go (lib/analytics/beacon). */
  beaconUrl?: string | null;
}

/** Sets up the sinks a configuration names (each once); later calls with the same values do nothing. */
export function configureAnalytics({ analyticsId, analyticsScriptUrl, beaconUrl }: AnalyticsTarget): void {
  const t = pageTracker();
  const key = analyticsId ? `${analyticsId} ${analyticsScriptUrl ?? ''}` : null;
  if (key && key !== analyticsKey) {
    const sink = gtagSink(analyticsId, analyticsScriptUrl, window);
    if (sink) {
      t.addSink('analytics', sink);
      analyticsKey = key;
    }
  }
  if (beaconUrl && beaconUrl !== beaconKey) {
    const sink = beaconSink(beaconUrl, window);
    if (sink) {
      t.addSink('beacon', sink);
      beaconKey = beaconUrl;
    }
  }
}

/** Queues a page view (sent after idle). */
export function trackPageView(path: string, target: AnalyticsTarget): void {
  configureAnalytics(target);
  pageTracker().pageView(path);
}

/** Queues a measurement; sent at once when asked or when the page is already hidden. */
export function trackEvent(event: AnalyticsEvent, { now = false }: { now?: boolean } = {}): void {
  pageTracker().event(event, now || hidden());
}

/** The store's pixel receives the page views from now on; returns its removal (leaving the store). */
export function enablePixel(pixelId: string, scriptUrl: string): () => void {
  const sink = pixelSink(pixelId, scriptUrl, window);
  return sink ? pageTracker().addSink('facebook-pixel', sink) : () => {};
}

/** For tests: forget the tracker and its sinks. */
export function resetTrackingForTests(): void {
  tracker = null;
  analyticsKey = null;
  beaconKey = null;
}
