/**
 * Commerce §2: when page code fails to load (a deploy replaced the chunks, a flaky network), the
 * product reloads the page at its target path. A marker per path stops a reload loop when the
 * failure persists.
 */

import { safeInternalPath } from '@/lib/url/internal-path';

const CHUNK_ERROR = /ChunkLoadError|Loading (?:CSS )?chunk [\w-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export const CHUNK_RELOAD_KEY = 'kirari_chunk_reload';
/** A second failure at the same path within this window is reported, not reloaded again. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
/**
 * How long the reload waits for the page to be left. WebKit fails the chunk loads still under way
 * (link prefetches included) when the buyer navigates away; reloading at once took them back to
 * the page they were leaving and cancelled their navigation (issue 28, found in the engines run).
 */
export const LEAVE_GRACE_MS = 1_000;

/**
 * How long a navigation that has begun (beforeunload) may take to commit before the reload goes
 * ahead anyway (a download or a 204 leaves the page in place). WebKit fails the page's loads when
 * the navigation begins, so a slow network made the leave longer than the grace (the engines run).
 */
export const LEAVING_HOLD_MS = 10_000;

let leavingSince: number | null = null;
let watchingLeave = false;

/**
 * Notes when the page begins to be left, for the reload below; called once, early (ErrorReporter).
 * A passive beforeunload listener keeps the page in the back/forward cache in Chromium, WebKit and
 * Firefox ESR (checked: pageshow.persisted after history.back()).
 */
export function watchLeaving(): void {
  if (watchingLeave || typeof window === 'undefined') return;
  watchingLeave = true;
  window.addEventListener('beforeunload', () => {
    leavingSince = Date.now();
  });
  window.addEventListener('pageshow', () => {
    leavingSince = null;
  });
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof Error) return CHUNK_ERROR.test(error.name) || CHUNK_ERROR.test(error.message);
  return typeof error === 'string' && CHUNK_ERROR.test(error);
}

interface ReloadMarker {
  path: string;
  at: number;
}

/** Whether to reload `path` now; returns the marker to store when it does. */
export function chunkReloadDecision(stored: string | null, path: string, now: number): { reload: boolean; marker: string | null } {
  let last: ReloadMarker | null = null;
  try {
    last = stored ? (JSON.parse(stored) as ReloadMarker) : null;
  } catch {
    last = null;
  }
  if (last && last.path === path && now - last.at < CHUNK_RELOAD_WINDOW_MS) return { reload: false, marker: null };
  return { reload: true, marker: JSON.stringify({ path, at: now }) };
}

interface ReloadOptions {
  /** The full document load (tests pass their own: jsdom does not navigate). */
  navigate?: (target: string) => void;
  graceMs?: number;
}

/**
 * Browser side: reload at the target path once, unless the page is left (pagehide) within the
 * grace, or within LEAVING_HOLD_MS of a navigation that began (watchLeaving); true when a reload
 * was scheduled.
 */
export function reloadForChunkError(error: unknown, { navigate, graceMs = LEAVE_GRACE_MS }: ReloadOptions = {}): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false;
  // Checked: the pathname of `https://shop//evil.example/x` is `//evil.example/x`.
  const target = safeInternalPath(`${window.location.pathname}${window.location.search}${window.location.hash}`);
  if (target === null) return false;
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(CHUNK_RELOAD_KEY);
  } catch {
    // storage blocked: fall through with no marker
  }
  const decision = chunkReloadDecision(stored, target, Date.now());
  if (!decision.reload || !decision.marker) return false;
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, decision.marker);
  } catch {
    return false; // without the marker a persistent failure would loop
  }
  // A failed chunk needs a full document load, not a client navigation; a navigation already under
  // way (the page is being left) wins.
  let leaving = false;
  const left = () => {
    leaving = true;
  };
  window.addEventListener('pagehide', left, { once: true });
  const reloadUnlessLeft = () => {
    if (leaving) return;
    // A navigation has begun and not yet committed: let it, unless it never does.
    const leavingFor = leavingSince === null ? null : Date.now() - leavingSince;
    if (leavingFor !== null && leavingFor < LEAVING_HOLD_MS) {
      window.setTimeout(reloadUnlessLeft, LEAVING_HOLD_MS - leavingFor);
      return;
    }
    window.removeEventListener('pagehide', left);
    if (navigate) navigate(target);
    else window.location.assign(target);
  };
  window.setTimeout(reloadUnlessLeft, graceMs);
  return true;
}
