/**
 * Analytics settings from the server's environment, read per request and handed to the client
 * components as props (so one build serves any deployment, like lib/config):
 * - ANALYTICS_ID: web-analytics measurement id; none means no analytics at all.
 * - ANALYTICS_SCRIPT_URL: where its script loads from (default Google's tag host).
 * - FACEBOOK_PIXEL_SCRIPT_URL: the pixel script (e.g. https://connect.facebook.net/en_US/fbevents.js);
 *   none (the default) means no store pixel loads, whatever the store's facebook_pixel_id.
 * - ANALYTICS_BEACON_URL: a first-party collector for measurements (web vitals, the player's
 *   quality), posted with sendBeacon; none (the default) means they are not collected at all.
 */
export interface AnalyticsConfig {
  analyticsId: string | null;
  analyticsScriptUrl: string | null;
  pixelScriptUrl: string | null;
  beaconUrl: string | null;
}

export function analyticsConfigFromEnv(env: Record<string, string | undefined>): AnalyticsConfig {
  return {
    analyticsId: env.ANALYTICS_ID?.trim() || null,
    analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL?.trim() || null,
    pixelScriptUrl: env.FACEBOOK_PIXEL_SCRIPT_URL?.trim() || null,
    beaconUrl: env.ANALYTICS_BEACON_URL?.trim() || null,
  };
}

/** Literal reads (a bare process.env would pull Node's polyfill into a browser bundle). */
export function analyticsConfig(): AnalyticsConfig {
  return analyticsConfigFromEnv({
    ANALYTICS_ID: process.env.ANALYTICS_ID,
    ANALYTICS_SCRIPT_URL: process.env.ANALYTICS_SCRIPT_URL,
    FACEBOOK_PIXEL_SCRIPT_URL: process.env.FACEBOOK_PIXEL_SCRIPT_URL,
    ANALYTICS_BEACON_URL: process.env.ANALYTICS_BEACON_URL,
  });
}
