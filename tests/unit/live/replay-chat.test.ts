import { describe, expect, it } from '@jest/globals';
import { replayChatAt, replayChatOf, replayChatTimeline, shownCount } from '@/lib/live/comments/replay-chat';
import { initialRoomState } from '@/lib/live/room';
import type { RoomComment } from '@/lib/schemas';
import { comment, NOW, post } from './room-fixtures';

/** The recording's first frame; comments are placed by their second after it. */
const START = NOW - 3_600_000;
const startedAt = new Date(START).toISOString();
const at = (n: number, seconds: number): RoomComment => comment(n, { created_time: new Date(START + seconds * 1000).toISOString() });
const ids = (list: readonly RoomComment[]) => list.map((c) => c.comment_id);
const chatAt = (comments: readonly RoomComment[], position: number) => replayChatAt(replayChatTimeline(comments, startedAt), comments, position);

describe('replay chat: archived comments follow the picture', () => {
  const archive = [at(1, 60), at(2, 120), at(3, 180), at(4, 300)];

  it('shows a comment from its second on, not a moment before', () => {
    expect(ids(chatAt(archive, 59.999).comments)).toEqual([]);
    expect(ids(chatAt(archive, 60).comments)).toEqual(['c-1']);
    expect(ids(chatAt(archive, 119.9).comments)).toEqual(['c-1']);
    expect(ids(chatAt(archive, 120).comments)).toEqual(['c-1', 'c-2']);
    expect(ids(chatAt(archive, 3600).comments)).toEqual(['c-1', 'c-2', 'c-3', 'c-4']);
  });

  it('hides the later ones again on a seek back, and shows everything up to a seek forward', () => {
    const timeline = replayChatTimeline(archive, startedAt);
    expect(ids(replayChatAt(timeline, archive, 200).comments)).toEqual(['c-1', 'c-2', 'c-3']);
    expect(ids(replayChatAt(timeline, archive, 61).comments)).toEqual(['c-1']);
    expect(ids(replayChatAt(timeline, archive, 10).comments)).toEqual([]);
    expect(ids(replayChatAt(timeline, archive, 301).comments)).toEqual(['c-1', 'c-2', 'c-3', 'c-4']);
  });

  it('orders by the second on the timeline whatever the input order; equal seconds keep theirs', () => {
    const unsorted = [at(3, 180), at(1, 60), at(5, 120), at(2, 120)];
    expect(ids(chatAt(unsorted, 125).comments)).toEqual(['c-1', 'c-5', 'c-2']);
    expect(ids(chatAt(unsorted, 200).comments)).toEqual(['c-1', 'c-5', 'c-2', 'c-3']);
  });

  it('puts a comment of unknown time, or from before the recording, at 0: shown from the start', () => {
    const early = comment(7, { created_time: new Date(START - 300_000).toISOString() });
    const unknown = comment(8, { created_time: null });
    const unreadable = comment(9, { created_time: 'not a date' });
    const list = [at(1, 60), early, unknown, unreadable];
    expect(ids(chatAt(list, 0).comments)).toEqual(['c-7', 'c-8', 'c-9']);
    expect(ids(chatAt(list, 60).comments)).toEqual(['c-7', 'c-8', 'c-9', 'c-1']);
    // An unknown playing second counts as the start.
    expect(ids(chatAt(list, Number.NaN).comments)).toEqual(['c-7', 'c-8', 'c-9']);
  });

  it('keeps a hidden comment hidden when its second comes', () => {
    const room = initialRoomState({ post: post({ live: false, live_status: 'live_stopped', started_at: startedAt, hidden_comments: ['c-2'] }), comments: archive, now: NOW });
    const timeline = replayChatTimeline(room.visibleComments, room.post.started_at);
    expect(ids(replayChatAt(timeline, room.visibleComments, 120).comments)).toEqual(['c-1']);
    expect(ids(replayChatAt(timeline, room.visibleComments, 3600).comments)).toEqual(['c-1', 'c-3', 'c-4']);
  });

  it('shows every comment without a readable started_at, as before', () => {
    for (const start of [null, undefined, 'not a date']) {
      expect(replayChatTimeline(archive, start)).toBeNull();
      const chat = replayChatAt(replayChatTimeline(archive, start), archive, 0);
      expect(chat.comments).toBe(archive);
      expect(chat.waiting).toBe(false);
    }
  });

  it('is waiting only while comments are still ahead and none shows', () => {
    expect(chatAt(archive, 30).waiting).toBe(true);
    expect(chatAt(archive, 60).waiting).toBe(false);
    // No archived chat at all: nothing to wait for.
    expect(chatAt([], 30).waiting).toBe(false);
    // One at 0 shows at once.
    expect(chatAt([at(1, 0), at(2, 60)], 0)).toEqual({ comments: [expect.objectContaining({ comment_id: 'c-1' })], waiting: false });
  });

  it('counts with a binary search that agrees with a plain filter', () => {
    const many = Array.from({ length: 50 }, (_, i) => at(i + 1, (i * 37) % 200));
    const timeline = replayChatTimeline(many, startedAt)!;
    for (const position of [-1, 0, 0.5, 36, 37, 100, 199, 200, 1e9]) {
      expect(shownCount(timeline, position)).toBe(timeline.seconds.filter((s) => s <= position).length);
      expect(replayChatOf(timeline, shownCount(timeline, position)).comments).toHaveLength(shownCount(timeline, position));
    }
    expect(timeline.seconds).toEqual([...timeline.seconds].sort((a, b) => a - b));
  });
});
