import { EARLY_ENTRY_KEY, ENTRY_REQUEST, roomEntryPath } from './entry-path';

/**
 * The room page's inline script: it asks for the viewer's entry while the page still parses, so the
 * stream info is in when the room hydrates, not a round trip after it (issue 29: the first frame).
 * The same for every viewer (the cookies go along with the request), so it may be in a cached page.
 * A page put in place by client-side navigation does not run it (React inserts scripts inert); the
 * room then asks itself (components/live/room-entry-fetch.ts).
 */
export function earlyEntryScript(store: string, postId: number, watchOnly: boolean): string {
  const safe = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const path = safe(roomEntryPath(store, postId, watchOnly));
  return `try{window[${safe(EARLY_ENTRY_KEY)}]={path:${path},response:fetch(${path},${safe(ENTRY_REQUEST)})}}catch(e){}`;
}
