import type { PictureClock } from '@/lib/live/playback/event-timing';

/**
 * The room's picture as the realtime side sees it (issue 29): the live player writes what frame is
 * on screen, the event hold (useRoomRealtime) reads it. One room plays per page.
 */
let read: () => PictureClock = () => ({ frameMs: null, playing: false });
const listeners = new Set<() => void>();

export const pictureClock = {
  read: () => read(),
  /** The live player's source of truth, until it stops (then: not playing, held events show). */
  attach(source: () => PictureClock): () => void {
    read = source;
    return () => {
      if (read !== source) return;
      read = () => ({ frameMs: null, playing: false });
      pictureClock.changed();
    };
  },
  /** The picture started or stopped moving: held events are looked at now, not at the next tick. */
  changed() {
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
