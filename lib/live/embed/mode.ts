/**
 * Embedded mode (issue 15 item 5): the room runs inside a store's own site. It is on when the page
 * is framed, or when the link says the viewer comes through an SDK (commerce §2: hu_source sdk or
 * cms_sdk). Embedded, the room drops the store's header and footer, fills the frame, and opens
 * product, cart and checkout links in a new tab (or hands them to the host).
 */

import { LIVE_MODES, liveModeFromQuery } from '@/lib/guards/live-mode';

/** The live modes of an SDK (every one but liveweb): the viewer watches inside a store's own page. */
const SDK_LIVE_MODES = LIVE_MODES.filter((mode) => mode !== 'liveweb');

export interface EmbedModeInput {
  /** window.self !== window.top (a cross-origin top throws on access: that is framed too). */
  framed: boolean;
  huSource: string | null;
}

export function isEmbeddedMode({ framed, huSource }: EmbedModeInput): boolean {
  return framed || liveModeFromQuery(huSource) !== 'liveweb';
}

/** Whether this window is inside a frame; reading `top` never throws, comparing it is safe. */
export function isFramedWindow(win: Pick<Window, 'self' | 'top'>): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

/** The attribute set on <html> before the first paint (app/[locale]/layout.tsx) and read by CSS. */
export const EMBEDDED_ATTRIBUTE = 'data-embedded';

/**
 * The inline script of the root layout: marks <html> embedded before anything paints, on room pages
 * only (the only pages that may be framed), so the store header never flashes inside a frame.
 * Kept tiny and self-contained: it runs before any bundle.
 */
export const EMBED_MODE_SCRIPT = `(function(){try{var d=document.documentElement,l=location,f;try{f=self!==top}catch(e){f=true}var s=new URLSearchParams(l.search).get('hu_source');if(/^\\/[^/]+\\/live\\/[^/]+\\/?$/.test(l.pathname)&&(f||${JSON.stringify(SDK_LIVE_MODES)}.indexOf(s)>=0))d.setAttribute('${EMBEDDED_ATTRIBUTE}','')}catch(e){}})();`;
