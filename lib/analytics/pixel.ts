import { isScriptUrl, loadScript } from './script';
import type { PageView, Sink } from './tracker';

/**
 * The store's Facebook pixel (store field facebook_pixel_id). It loads only when the store has a
 * pixel id AND a pixel script URL is configured: there is no default, so tests and local runs
 * never fetch from the internet. The queue stub mirrors Facebook's snippet (fbq before the script).
 */

interface Fbq {
  (...args: unknown[]): void;
  queue: unknown[];
  callMethod?: (...args: unknown[]) => void;
  push: Fbq;
  loaded: boolean;
  version: string;
}

type PixelWindow = Window & { fbq?: Fbq; _fbq?: Fbq };

function ensureFbq(win: PixelWindow): Fbq {
  if (win.fbq) return win.fbq;
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Fbq;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  win.fbq = fbq;
  win._fbq ??= fbq;
  return fbq;
}

export function pixelSink(pixelId: string | null | undefined, scriptUrl: string | null | undefined, win: PixelWindow): Sink | null {
  if (!pixelId || !/^\d{5,20}$/.test(pixelId) || !isScriptUrl(scriptUrl)) return null;
  return {
    load() {
      ensureFbq(win)('init', pixelId);
      loadScript(win.document, scriptUrl);
    },
    pageView(_view: PageView) {
      ensureFbq(win)('trackSingle', pixelId, 'PageView');
    },
  };
}
