'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect } from 'react';
import type { AnalyticsConfig } from '@/lib/analytics/config';
import { useHydrated } from './use-hydrated';

// Its own chunk (next/web-vitals and the tracker), fetched after hydration and only where something
// collects the vitals. React.lazy, not next/dynamic: that one's loader would weigh on First Load.
const WebVitals = lazy(() => import('./WebVitals').then((m) => ({ default: m.WebVitals })));

/**
 * Tracks every page view, route changes included, with its zh-TW title (commerce §2), and mounts
 * the web-vitals reporter. Renders nothing visible. The tracking code is a separate chunk loaded
 * only when an analytics id, a pixel script or a beacon URL is configured, and it sends after idle:
 * tracking never delays rendering nor weighs on First Load.
 */
export function PageTracking({ analyticsId, analyticsScriptUrl, pixelScriptUrl, beaconUrl }: AnalyticsConfig) {
  const pathname = usePathname();
  const hydrated = useHydrated();
  useEffect(() => {
    if (!pathname || (!analyticsId && !pixelScriptUrl)) return;
    void import('@/lib/analytics/browser').then((tracking) => tracking.trackPageView(pathname, { analyticsId, analyticsScriptUrl, beaconUrl }));
  }, [pathname, analyticsId, analyticsScriptUrl, pixelScriptUrl, beaconUrl]);
  if (!hydrated || (!analyticsId && !beaconUrl)) return null;
  return (
    <Suspense fallback={null}>
      <WebVitals analyticsId={analyticsId} analyticsScriptUrl={analyticsScriptUrl} beaconUrl={beaconUrl} />
    </Suspense>
  );
}
