'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import type { AnalyticsConfig } from '@/lib/analytics/config';

/** Its own chunk (next/web-vitals and the tracker), fetched only where something collects the vitals. */
const WebVitals = dynamic(() => import('./WebVitals').then((m) => m.WebVitals), { ssr: false });

/**
 * Tracks every page view, route changes included, with its zh-TW title (commerce §2), and mounts
 * the web-vitals reporter. Renders nothing visible. The tracking code is a separate chunk loaded
 * only when an analytics id, a pixel script or a beacon URL is configured, and it sends after idle:
 * tracking never delays rendering nor weighs on First Load.
 */
export function PageTracking({ analyticsId, analyticsScriptUrl, pixelScriptUrl, beaconUrl }: AnalyticsConfig) {
  const pathname = usePathname();
  useEffect(() => {
    if (!pathname || (!analyticsId && !pixelScriptUrl)) return;
    void import('@/lib/analytics/browser').then((tracking) => tracking.trackPageView(pathname, { analyticsId, analyticsScriptUrl, beaconUrl }));
  }, [pathname, analyticsId, analyticsScriptUrl, pixelScriptUrl, beaconUrl]);
  return analyticsId || beaconUrl ? <WebVitals analyticsId={analyticsId} analyticsScriptUrl={analyticsScriptUrl} beaconUrl={beaconUrl} /> : null;
}
