import { isScriptUrl } from './script';
import type { AnalyticsEvent, Sink } from './tracker';

/**
 * Measurements (web vitals, the player's quality) to a first-party collector (ANALYTICS_BEACON_URL):
 * each flush sends its events in one `navigator.sendBeacon` POST, which survives the page being
 * hidden or left. A plain-text body keeps it a simple request (no CORS preflight). Page views are
 * not sent here: they go to the web-analytics sink.
 */
export const BEACON_MAX_EVENTS = 50;

export function beaconBody(events: AnalyticsEvent[], path: string): string {
  return JSON.stringify({ path, events: events.slice(0, BEACON_MAX_EVENTS) });
}

type BeaconWindow = Pick<Window, 'location'> & { navigator: Pick<Navigator, 'sendBeacon'>; fetch?: typeof fetch };

export function beaconSink(url: string | null | undefined, win: BeaconWindow): Sink | null {
  if (!isScriptUrl(url)) return null;
  let batch: AnalyticsEvent[] = [];
  return {
    load() {},
    pageView() {},
    event(event) {
      batch.push(event);
    },
    flushed() {
      if (batch.length === 0) return;
      const body = beaconBody(batch, win.location.pathname);
      batch = [];
      // sendBeacon refuses (false) when its quota is used up: keepalive fetch is the same promise.
      if (typeof win.navigator.sendBeacon === 'function' && win.navigator.sendBeacon(url, body)) return;
      void win.fetch?.(url, { method: 'POST', body, keepalive: true, mode: 'no-cors', credentials: 'omit' }).catch(() => undefined);
    },
  };
}
