'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import type { AnalyticsConfig } from '@/lib/analytics/config';

/**
 * Tracks every page view, route changes included, with its zh-TW title (commerce §2). Renders
 * nothing. The tracking code is a separate chunk loaded only when an analytics id or a pixel script
 * is configured, and it sends after idle: tracking never delays rendering nor weighs on First Load.
 */
export function PageTracking({ analyticsId, analyticsScriptUrl, pixelScriptUrl }: AnalyticsConfig) {
  const pathname = usePathname();
  useEffect(() => {
    if (!pathname || (!analyticsId && !pixelScriptUrl)) return;
    void import('@/lib/analytics/browser').then((tracking) => tracking.trackPageView(pathname, { analyticsId, analyticsScriptUrl }));
  }, [pathname, analyticsId, analyticsScriptUrl, pixelScriptUrl]);
  return null;
}
