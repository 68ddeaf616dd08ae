import { describe, expect, it } from '@jest/globals';
import { commentsAfter, createChatAnnouncer, type AnnouncerTimers, type ChatAnnouncement } from '@/lib/live/room/announcer';
import type { RoomComment } from '@/lib/schemas';

const comment = (id: number, name = 'ゆき'): RoomComment =>
  ({ created_time: null, post_id: 1, from: { provider: 'guest', name, id: 2000 + id }, source: 'liveweb', comment_id: `c-${id}`, message: `m${id}` }) as RoomComment;

function fakeClock() {
  let now = 0;
  const pending: { at: number; run: () => void; id: number }[] = [];
  let seq = 0;
  const timers: AnnouncerTimers = {
    setTimeout: (run, ms) => {
      const id = ++seq;
      pending.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout: (handle) => {
      const at = pending.findIndex((p) => p.id === handle);
      if (at !== -1) pending.splice(at, 1);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const due of pending.filter((p) => p.at <= now)) {
      pending.splice(pending.indexOf(due), 1);
      due.run();
    }
  };
  return { timers, now: () => now, advance, pending };
}

describe('createChatAnnouncer', () => {
  it('announces the first comment at once, then batches the rest into one announcement per interval', () => {
    const clock = fakeClock();
    const said: ChatAnnouncement[] = [];
    const announcer = createChatAnnouncer((a) => said.push(a), { intervalMs: 5_000, now: clock.now, timers: clock.timers });
    announcer.push([comment(1)]);
    expect(said).toEqual([{ id: 1, count: 1, latest: { commentId: 'c-1', name: 'ゆき', message: 'm1' }, commentIds: ['c-1'] }]);
    clock.advance(1_000);
    announcer.push([comment(2), comment(3)]);
    announcer.push([comment(4, 'りん')]);
    expect(said).toHaveLength(1);
    clock.advance(3_999);
    expect(said).toHaveLength(1);
    clock.advance(1);
    expect(said[1]).toMatchObject({ count: 3, latest: { commentId: 'c-4', name: 'りん', message: 'm4' }, commentIds: ['c-2', 'c-3', 'c-4'] });
    clock.advance(10_000);
    announcer.push([comment(5)]);
    expect(said).toHaveLength(3);
  });

  it('a flood of 50 a second for 10 s gives at most one announcement per 5 s', () => {
    const clock = fakeClock();
    const said: ChatAnnouncement[] = [];
    const announcer = createChatAnnouncer((a) => said.push(a), { now: clock.now, timers: clock.timers });
    for (let i = 0; i < 500; i++) {
      announcer.push([comment(i)]);
      clock.advance(20);
    }
    expect(said.length).toBeLessThanOrEqual(3);
    expect(said.reduce((sum, a) => sum + a.count, 0)).toBeGreaterThan(400);
  });

  it('says nothing after dispose', () => {
    const clock = fakeClock();
    const said: ChatAnnouncement[] = [];
    const announcer = createChatAnnouncer((a) => said.push(a), { now: clock.now, timers: clock.timers });
    announcer.push([comment(1)]);
    announcer.push([comment(2)]);
    announcer.dispose();
    clock.advance(10_000);
    expect(said).toHaveLength(1);
    expect(clock.pending).toHaveLength(0);
  });
});

describe('commentsAfter', () => {
  const ids = (list: readonly { comment_id: string }[]) => list.map((c) => c.comment_id);
  it('gives the comments after the newest one seen before', () => {
    const list = [comment(1), comment(2), comment(3)];
    expect(ids(commentsAfter(list.slice(0, 2), list))).toEqual(['c-3']);
    expect(commentsAfter(list, list)).toEqual([]);
    // A replay sought forward: every comment past the old end is new.
    expect(ids(commentsAfter(list.slice(0, 1), list))).toEqual(['c-2', 'c-3']);
  });

  it('gives them all when nothing seen before is still listed (a burst capped it away, or the list was empty)', () => {
    expect(commentsAfter([comment(1)], [comment(2), comment(3)])).toHaveLength(2);
    expect(commentsAfter([], [comment(4), comment(5)])).toHaveLength(2);
  });

  it('gives none when the list only lost comments: the newest hidden, a replay sought back', () => {
    const list = [comment(1), comment(2), comment(3)];
    expect(commentsAfter(list, list.slice(0, 2))).toEqual([]);
    expect(commentsAfter(list, list.slice(0, 1))).toEqual([]);
    expect(commentsAfter(list, [])).toEqual([]);
    // One hidden in the middle, or shown again there: nothing new either.
    expect(commentsAfter(list, [list[0], list[2]])).toEqual([]);
    expect(commentsAfter([list[0], list[2]], list)).toEqual([]);
  });
});
