import { isScriptUrl, loadScript } from './script';
import { TRACKED_ROLE, type PageView, type Sink } from './tracker';

/**
 * Web analytics through a gtag.js-compatible queue (window.dataLayer). Created only with a
 * measurement id; the script URL comes from configuration (default: Google's tag host).
 */

export const DEFAULT_GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

type GtagWindow = Window & { dataLayer?: unknown[] };

export function gtagSink(id: string | null | undefined, scriptUrl: string | null | undefined, win: GtagWindow): Sink | null {
  if (!id || !/^[A-Za-z0-9-]{4,32}$/.test(id)) return null;
  const src = isScriptUrl(scriptUrl) ? scriptUrl : DEFAULT_GTAG_SCRIPT_URL;
  const dataLayer = (win.dataLayer ??= []);
  // gtag.js reads `arguments` objects from the data layer, not arrays.
  function gtag(..._args: unknown[]): void {
    // eslint-disable-next-line prefer-rest-params -- gtag.js requires the arguments object itself.
    dataLayer.push(arguments);
  }
  return {
    load() {
      gtag('js', new Date());
      gtag('config', id, { send_page_view: false });
      gtag('set', 'user_properties', { role: TRACKED_ROLE });
      loadScript(win.document, `${src}?id=${encodeURIComponent(id)}`);
    },
    pageView(view: PageView) {
      gtag('event', 'page_view', {
        page_title: view.title,
        page_path: view.path,
        page_location: `${win.location.origin}${view.path}`,
        role: view.role,
        store: view.store ?? undefined,
      });
    },
    event(event) {
      gtag('event', event.name, { ...event.params, non_interaction: true });
    },
  };
}
