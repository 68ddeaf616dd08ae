import { gtagSink } from './gtag';
import { pixelSink } from './pixel';
import { createTracker, idleScheduler, type Tracker } from './tracker';

/**
 * The browser side of tracking, loaded on demand by PageTracking and FacebookPixel only when
 * something is configured: with no analytics id and no pixel script, not even this module loads.
 */

let tracker: Tracker | null = null;
let analyticsKey: string | null = null;

function pageTracker(): Tracker {
  tracker ??= createTracker(idleScheduler(window));
  return tracker;
}

export interface AnalyticsTarget {
  analyticsId: string | null;
  analyticsScriptUrl: string | null;
}

/** Queues a page view (sent after idle); the first call with an id sets up the analytics sink. */
export function trackPageView(path: string, { analyticsId, analyticsScriptUrl }: AnalyticsTarget): void {
  const t = pageTracker();
  const key = analyticsId ? `${analyticsId} ${analyticsScriptUrl ?? ''}` : null;
  if (key && key !== analyticsKey) {
    const sink = gtagSink(analyticsId, analyticsScriptUrl, window);
    if (sink) {
      t.addSink('analytics', sink);
      analyticsKey = key;
    }
  }
  t.pageView(path);
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
}
