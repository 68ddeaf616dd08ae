import type { RoomComment } from '@/lib/schemas';

/**
 * Screen-reader announcements of the chat (issue 12 item 10): the chat is a polite log, and a busy
 * room (50 comments a second) must not flood it. New comments are announced at most once per
 * interval: the first at once, the rest batched into one trailing announcement ("5 new comments,
 * the latest: …"). Timers and clock are injected.
 */

export const ANNOUNCE_INTERVAL_MS = 5_000;
/** Announcements kept in the live region (older ones are dropped: it is not a second chat). */
export const ANNOUNCE_KEEP = 3;

export interface ChatAnnouncement {
  id: number;
  /** Comments this announcement stands for. */
  count: number;
  latest: { commentId: string; name: string; message: string };
  /** Ids announced: a comment hidden later is taken out of the region too. */
  commentIds: string[];
}

export interface AnnouncerTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const defaultTimers: AnnouncerTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const nameOf = (comment: RoomComment) => comment.from.group_stream_name || comment.from.name || '';

/**
 * The comments of `next` that are new since `previous`: those after the newest comment of `previous`
 * still listed (all of them when none is, e.g. a burst capped every earlier one away). A list that
 * only lost comments (one hidden, a replay sought back) has none new.
 */
export function commentsAfter(previous: readonly RoomComment[], next: readonly RoomComment[]): RoomComment[] {
  const index = new Map(next.map((c, i) => [c.comment_id, i]));
  for (let i = previous.length - 1; i >= 0; i -= 1) {
    const at = index.get(previous[i].comment_id);
    if (at !== undefined) return next.slice(at + 1);
  }
  return [...next];
}

export interface ChatAnnouncer {
  push(comments: readonly RoomComment[]): void;
  dispose(): void;
}

export function createChatAnnouncer(
  onAnnounce: (announcement: ChatAnnouncement) => void,
  options: { intervalMs?: number; now?: () => number; timers?: AnnouncerTimers } = {},
): ChatAnnouncer {
  const intervalMs = options.intervalMs ?? ANNOUNCE_INTERVAL_MS;
  const now = options.now ?? (() => Date.now());
  const timers = options.timers ?? defaultTimers;
  let lastAt = -Infinity;
  let pending: RoomComment[] = [];
  let handle: unknown = null;
  let seq = 1;
  let disposed = false;

  const flush = () => {
    handle = null;
    if (disposed || pending.length === 0) return;
    const batch = pending;
    pending = [];
    lastAt = now();
    const latest = batch[batch.length - 1];
    onAnnounce({
      id: seq++,
      count: batch.length,
      latest: { commentId: latest.comment_id, name: nameOf(latest), message: latest.message },
      commentIds: batch.map((c) => c.comment_id),
    });
  };

  return {
    push(comments) {
      if (disposed || comments.length === 0) return;
      pending = [...pending, ...comments];
      if (handle !== null) return;
      const wait = lastAt + intervalMs - now();
      if (wait <= 0) flush();
      else handle = timers.setTimeout(flush, wait);
    },
    dispose() {
      disposed = true;
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
      pending = [];
    },
  };
}
