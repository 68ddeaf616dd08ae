import { ENTRY_REQUEST, roomEntryPath, takeEarlyEntry } from '@/lib/live/entry/entry-path';
import type { RoomEntryOutcome } from './room-props';

/**
 * The room's entry (app/…/live/[id]/entry/route.ts): one GET per visit, answered as JSON; no
 * server action, so no page is ever rendered into the answer. Same-origin, so the viewer's cookies
 * (in a cross-site frame, the partitioned ones) go along. On a page loaded whole, the page's own
 * script asked for it while parsing (lib/live/entry/early-entry-script.ts): that answer is taken.
 */
export async function fetchRoomEntry({ store, postId, watchOnly }: { store: string; postId: number; watchOnly?: boolean }): Promise<RoomEntryOutcome> {
  const path = roomEntryPath(store, postId, watchOnly);
  const response = await takeEarlyEntry(window as unknown as Record<string, unknown>, path, () => fetch(path, ENTRY_REQUEST));
  if (!response.ok) return { kind: 'failed' };
  return (await response.json()) as RoomEntryOutcome;
}
