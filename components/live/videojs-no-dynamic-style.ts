/**
 * Imported before video.js (player-engine.ts): video.js reads this flag when its module runs and
 * otherwise injects <style> elements, which the CSP refuses (style-src has no 'unsafe-inline').
 * The room sizes the player with the `vjs-fill` class instead.
 */
declare global {
  interface Window {
    VIDEOJS_NO_DYNAMIC_STYLE?: boolean;
  }
}

if (typeof window !== 'undefined') window.VIDEOJS_NO_DYNAMIC_STYLE = true;

export {};
