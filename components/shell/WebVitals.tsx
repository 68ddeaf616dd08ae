'use client';

import { useReportWebVitals } from 'next/web-vitals';
import { useEffect } from 'react';
import { configureAnalytics, trackEvent, type AnalyticsTarget } from '@/lib/analytics/browser';
import { webVitalEvent, type VitalMetric } from '@/lib/analytics/measurements';

// One stable callback: useReportWebVitals subscribes again whenever it changes.
const report = (metric: VitalMetric) => trackEvent(webVitalEvent(metric, window.location.pathname));

/** Web vitals (TTFB, FCP, LCP, CLS, INP) through the analytics module; mounted once, lazily, by PageTracking. */
export function WebVitals({ analyticsId, analyticsScriptUrl, beaconUrl }: AnalyticsTarget) {
  useEffect(() => configureAnalytics({ analyticsId, analyticsScriptUrl, beaconUrl }), [analyticsId, analyticsScriptUrl, beaconUrl]);
  useReportWebVitals(report);
  return null;
}
