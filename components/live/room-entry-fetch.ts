import type { RoomEntryOutcome } from './room-props';

/**
 * The room's entry (app/…/live/[id]/entry/route.ts): one GET per visit, answered as JSON; no
 * server action, so no page is ever rendered into the answer. Same-origin, so the viewer's cookies
 * (in a cross-site frame, the partitioned ones) go along.
 */
export async function fetchRoomEntry({ store, postId, watchOnly }: { store: string; postId: number; watchOnly?: boolean }): Promise<RoomEntryOutcome> {
  const path = `/${encodeURIComponent(store)}/live/${postId}/entry${watchOnly ? '?watchOnly=1' : ''}`;
  const response = await fetch(path, { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) return { kind: 'failed' };
  const outcome = (await response.json()) as RoomEntryOutcome;
  // The snapshot's cursor is on the server's clock: the moment it arrived here converts it (lib/live/realtime/replay).
  if (outcome.kind === 'ok' && outcome.snapshot) return { ...outcome, snapshot: { ...outcome.snapshot, receivedAt: Date.now() } };
  return outcome;
}
