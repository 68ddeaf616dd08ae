/**
 * Where a room's viewer side is asked for (app/…/live/[id]/entry/route.ts), and the name under which
 * the page's own early request for it waits (early-entry-script.ts) until the room takes it.
 */
export const EARLY_ENTRY_KEY = '__kirariRoomEntry';

export function roomEntryPath(store: string, postId: number, watchOnly = false): string {
  return `/${encodeURIComponent(store)}/live/${postId}/entry${watchOnly ? '?watchOnly=1' : ''}`;
}

/** The request options of every entry request: the viewer's cookies go along, no cache keeps it. */
export const ENTRY_REQUEST: RequestInit = { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } };

/** What the early script leaves on `window[EARLY_ENTRY_KEY]`. */
export interface EarlyEntry {
  path: string;
  response: Promise<Response>;
}

/**
 * The early request for `path`, taken once: a second entry (a retry) or another room's asks again.
 * A request that failed is asked again once, as if there had been no early one.
 */
export function takeEarlyEntry(scope: Record<string, unknown>, path: string, request: () => Promise<Response>): Promise<Response> {
  const early = scope[EARLY_ENTRY_KEY] as EarlyEntry | undefined;
  if (!early || early.path !== path) return request();
  delete scope[EARLY_ENTRY_KEY];
  return early.response.catch(request);
}
