import type { PlaybackQualityReport } from '@/lib/live/playback-quality';
import { matchRoute } from './page-titles';
import type { AnalyticsEvent } from './tracker';

/**
 * Measurements as analytics events (issue 16 item 6). Flat params with snake_case names, as
 * gtag's events and the beacon collector take them; the route pattern instead of the full path, so
 * reports group by page kind.
 */

/** The fields of Next's `useReportWebVitals` metric (next/web-vitals) that are sent. */
export interface VitalMetric {
  id: string;
  name: string;
  value: number;
  rating?: string;
  navigationType?: string;
}

export function webVitalEvent(metric: VitalMetric, path: string): AnalyticsEvent {
  const { pattern, store } = matchRoute(path);
  return {
    name: 'web_vital',
    params: {
      metric: metric.name,
      // CLS is a unitless score with decimals; the others are milliseconds.
      value: metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value),
      rating: metric.rating ?? null,
      metric_id: metric.id,
      navigation_type: metric.navigationType ?? null,
      route: pattern || null,
      store,
    },
  };
}

export function playbackQualityEvent(report: PlaybackQualityReport, path: string): AnalyticsEvent {
  const { pattern, store } = matchRoute(path);
  return {
    name: 'playback_quality',
    params: {
      live: report.live,
      startup_ms: report.startupMs,
      rebuffer_count: report.rebufferCount,
      rebuffer_ms: report.rebufferMs,
      live_edge_avg_s: report.liveEdgeAvgS,
      live_edge_max_s: report.liveEdgeMaxS,
      error_count: report.errorCount,
      last_error: report.lastError,
      session_ms: report.sessionMs,
      stall_count: report.stallCount,
      stall_ms: report.stallMs,
      stall_max_ms: report.stallMaxMs,
      route: pattern || null,
      store,
    },
  };
}
