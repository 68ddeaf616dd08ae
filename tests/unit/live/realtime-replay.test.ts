/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { createDispatcher } from '@/lib/live/realtime/dispatch';
import {
  createReplayCount,
  isBeforeSnapshot,
  REPLAY_MARGIN_MS,
  REPLAY_MAX_AGE_MS,
  replayFromSnapshot,
  replayStart,
  type ReplayFrom,
} from '@/lib/live/realtime/replay';

const READ_AT = 1_764_400_000_000;

describe('the cursor of an entry’s snapshot', () => {
  it('starts a margin before the read, with the server clock’s offset from the moment the entry arrived', () => {
    // The page's clock runs 5 s behind the server's; the entry took 300 ms to arrive.
    expect(replayFromSnapshot({ readAt: READ_AT, servedAt: READ_AT + 40, receivedAt: READ_AT + 40 + 300 - 5_000 })).toEqual({
      cursorMs: READ_AT,
      fromMs: READ_AT - REPLAY_MARGIN_MS,
      offsetMs: 5_000 - 300,
    });
  });

  it('takes the page’s clock for the server’s without the moment it arrived, and is none without a snapshot', () => {
    expect(replayFromSnapshot({ readAt: READ_AT, servedAt: READ_AT + 10 })?.offsetMs).toBe(0);
    expect(replayFromSnapshot(null)).toBeNull();
    expect(replayFromSnapshot(undefined)).toBeNull();
    expect(replayFromSnapshot({ readAt: Number.NaN, servedAt: READ_AT })).toBeNull();
  });
});

describe('where a subscription starts', () => {
  const from: ReplayFrom = { cursorMs: READ_AT, fromMs: READ_AT - 2_000, offsetMs: 1_000 };

  it('pubnub: the replay start as a 17-digit timetoken, whatever the page’s clock', () => {
    expect(replayStart(from, 'pubnub', READ_AT)).toEqual({ kind: 'timetoken', timetoken: `${READ_AT - 2_000}0000` });
    expect(replayStart(from, 'pubnub', READ_AT + 30_000)).toEqual({ kind: 'timetoken', timetoken: '17643999980000000' });
  });

  it('ably: a rewind back to the replay start on the server’s clock, whole seconds rounded up', () => {
    // Server now = page now + 1 s: 2 s of margin + 1 s + 0.2 s = 3.2 s back → 4 s.
    expect(replayStart(from, 'ably', READ_AT + 200)).toEqual({ kind: 'rewind', rewind: '4s' });
    expect(replayStart({ ...from, offsetMs: 0 }, 'ably', READ_AT - 2_000)).toEqual({ kind: 'rewind', rewind: '1s' });
  });

  it('further back than the services replay: too old, on either provider', () => {
    const late = READ_AT - 2_000 + REPLAY_MAX_AGE_MS - 1_000 + 1;
    expect(replayStart(from, 'ably', late - 1)).toEqual({ kind: 'rewind', rewind: '120s' });
    expect(replayStart(from, 'ably', late)).toEqual({ kind: 'too-old' });
    expect(replayStart(from, 'pubnub', late)).toEqual({ kind: 'too-old' });
  });
});

describe('the replay guard', () => {
  it('drops events published before the snapshot: a reload, an end, a kick, an old poll', () => {
    for (const type of ['force.refresh', 'live.stopped', 'live.watched', 'poll.show', 'pin.message.changed', 'cart.notification']) {
      expect(isBeforeSnapshot(type, READ_AT - 1, READ_AT)).toBe(true);
    }
  });

  it('keeps events from the snapshot on, events without a publish time, and every comment (merged by id)', () => {
    expect(isBeforeSnapshot('force.refresh', READ_AT, READ_AT)).toBe(false);
    expect(isBeforeSnapshot('poll.show', READ_AT + 5, READ_AT)).toBe(false);
    expect(isBeforeSnapshot('live.stopped', null, READ_AT)).toBe(false);
    expect(isBeforeSnapshot('comment', READ_AT - 1_500, READ_AT)).toBe(false);
  });
});

describe('a replay that may have lost its oldest', () => {
  it('is told once, when one channel replays the limit; live messages and other channels do not count', () => {
    const full = createReplayCount(1_000, 3);
    expect([full('comment|1', 10), full('comment|1', 20), full('notification|1', 30)]).toEqual([false, false, false]);
    expect(full('comment|1', 2_000)).toBe(false);
    expect(full('comment|1', null)).toBe(false);
    expect(full('comment|1', 40)).toBe(true);
    expect(full('comment|1', 50)).toBe(false);
  });
});

describe('the gap an adapter reports', () => {
  it('reaches the caller once, and never after close()', () => {
    const onGap = jest.fn();
    const dispatch = createDispatcher({ onMessage: jest.fn(), onGap });
    dispatch.gap();
    dispatch.gap();
    expect(onGap).toHaveBeenCalledTimes(1);
    const closed = createDispatcher({ onMessage: jest.fn(), onGap });
    closed.close();
    closed.gap();
    expect(onGap).toHaveBeenCalledTimes(1);
  });
});
