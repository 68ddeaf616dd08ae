'use client';

import { useMemo } from 'react';
import { replayChatOf, replayChatTimeline, shownCount, type ReplayChat } from '@/lib/live/comments/replay-chat';
import type { RoomComment } from '@/lib/schemas';

/**
 * The chat a replay shows at its playing second (lib/live/comments/replay-chat); a live room's
 * comments pass through. The list keeps its identity while the count is unchanged, so the player's
 * time updates (several a second) do not re-render the memoised chat.
 */
export function useReplayChat(comments: readonly RoomComment[], replay: boolean, startedAt: unknown, position: number): ReplayChat {
  const timeline = useMemo(() => (replay ? replayChatTimeline(comments, startedAt) : null), [replay, comments, startedAt]);
  const count = timeline ? shownCount(timeline, position) : comments.length;
  return useMemo(() => (timeline ? replayChatOf(timeline, count) : { comments, waiting: false }), [timeline, count, comments]);
}
