'use client';

import { useEffect } from 'react';

/**
 * The store's Facebook pixel, fed the page views PageTracking records. Nothing loads unless the
 * store has a facebook_pixel_id AND a pixel script URL is configured (there is no default URL).
 */
export function FacebookPixel({ pixelId, scriptUrl }: { pixelId: string | null | undefined; scriptUrl: string | null }) {
  useEffect(() => {
    if (!pixelId || !scriptUrl) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    void import('@/lib/analytics/browser').then((tracking) => {
      if (!cancelled) remove = tracking.enablePixel(pixelId, scriptUrl);
    });
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [pixelId, scriptUrl]);
  return null;
}
