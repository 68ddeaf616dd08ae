import type { RoomEvent } from './events';
import type { RoomViewer } from './state';

type WatchedEvent = Extract<RoomEvent, { type: 'live.watched' }>;

/**
 * live.watched names this viewer (same kind and id) with another session's fingerprint: the
 * account is watching elsewhere, so this page leaves. Ghosts, and viewers whose fingerprint is
 * unknown, are never kicked. Fingerprints only: no token is ever compared or seen.
 */
export function watchedElsewhere(viewer: Pick<RoomViewer, 'type' | 'id' | 'fingerprint'>, event: WatchedEvent): boolean {
  if (viewer.type === 'ghost' || viewer.id === null || viewer.fingerprint === null) return false;
  return viewer.type === event.userType && String(event.userId) === String(viewer.id) && event.fingerprint !== viewer.fingerprint;
}
