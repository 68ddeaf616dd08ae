import { buildRoomFlags, shownRoomMode } from '@/lib/live/room-flags';
import { roomMode, type RoomMode } from '@/lib/live/room-mode';
import type { Store, StreamPost } from '@/lib/schemas';

/**
 * What a recording page shows, judged when the post was read (the cached page's clock; the page
 * checks again in the browser): a replay plays; a live, upcoming or expired post, or a store
 * without the replay feature, says why.
 */
export function recordModeOf(store: Store, post: StreamPost, readAt: number): RoomMode {
  return shownRoomMode(roomMode(post, readAt), buildRoomFlags(store.settings, post));
}
