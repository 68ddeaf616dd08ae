import type { RoomComment } from '@/lib/schemas';
import { replayPosition } from '@/lib/live/playback/event-timing';
import { timeOf } from '@/lib/live/room/state';

/**
 * A replay's chat follows the picture (issue 29), as VOD chats do: each archived comment lands on the
 * replay's timeline by the live room's rule (replayPosition, the recording starting at the post's
 * started_at), and the chat shows those at or before the playing second, so seeking back hides the
 * later ones again. Pure; the comments come in with the hidden ones already left out.
 */

export interface ReplayChatTimeline {
  /** The comments by their second on the timeline; equal seconds keep the given order. */
  readonly comments: readonly RoomComment[];
  /** Each comment's second, ascending. */
  readonly seconds: readonly number[];
}

/**
 * The comments placed on the timeline; null without a readable start (every comment then shows, as
 * before replays followed the picture). A comment of unknown time, or from before the start, lands at 0.
 */
export function replayChatTimeline(comments: readonly RoomComment[], startedAt: unknown): ReplayChatTimeline | null {
  const start = timeOf(startedAt);
  if (!Number.isFinite(start)) return null;
  const placed = comments.map((comment, index) => {
    const at = timeOf(comment.created_time);
    return { comment, index, second: Number.isFinite(at) ? replayPosition(at, start) : 0 };
  });
  placed.sort((a, b) => a.second - b.second || a.index - b.index);
  return { comments: placed.map((p) => p.comment), seconds: placed.map((p) => p.second) };
}

/** How many of the timeline's comments are at or before `position` (seconds; an unknown one counts as 0). */
export function shownCount(timeline: ReplayChatTimeline, position: number): number {
  const at = Number.isNaN(position) ? 0 : position;
  const { seconds } = timeline;
  let low = 0;
  let high = seconds.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (seconds[mid] <= at) low = mid + 1;
    else high = mid;
  }
  return low;
}

export interface ReplayChat {
  /** What the chat shows, oldest first. */
  comments: readonly RoomComment[];
  /** None shows yet, but some will as the replay plays (the chat says so rather than "no comments"). */
  waiting: boolean;
}

/** The timeline's first `count` comments as the chat shows them. */
export function replayChatOf(timeline: ReplayChatTimeline, count: number): ReplayChat {
  return { comments: timeline.comments.slice(0, count), waiting: count === 0 && timeline.comments.length > 0 };
}

/** The chat at `position` (seconds): what the timeline has up to there, or every comment without a timeline. */
export function replayChatAt(timeline: ReplayChatTimeline | null, comments: readonly RoomComment[], position: number): ReplayChat {
  return timeline ? replayChatOf(timeline, shownCount(timeline, position)) : { comments, waiting: false };
}
