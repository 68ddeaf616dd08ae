/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { RealtimeProvider } from '@/lib/live/realtime';
import { REPLAY_MAX_AGE_MS, REPLAY_MAX_MESSAGES, type ReplayFrom } from '@/lib/live/realtime/replay';
import { adapterPlatform } from './adapter-platform';
import { publishViaControl, waitFor as waitForDefault } from './realtime-helpers';

const waitFor = <T>(read: () => T | undefined) => waitForDefault(read, 8_000);

/**
 * The production adapters subscribing from an entry's snapshot (lib/live/realtime/replay) with the
 * real SDKs against the in-process platform: pubnub from a timetoken, ably with a rewind; and the
 * gap each reports when the service cannot replay back that far.
 */

const { base, connectRoom } = adapterPlatform();

const publish = (channel: string, name: string, data: unknown) => publishViaControl(base(), channel, name, data);

/** The server and this test share a clock: a cursor at `fromMs`, no offset. */
const from = (fromMs: number): ReplayFrom => ({ cursorMs: fromMs, fromMs, offsetMs: 0 });

async function open(provider: RealtimeProvider, postId: number, replayFrom: ReplayFrom) {
  const seen: { channel: string; n: unknown }[] = [];
  let gaps = 0;
  await connectRoom(provider, postId, {
    replayFrom,
    onMessage: (channel, _name, data) => seen.push({ channel, n: (data as { n?: unknown } | null)?.n }),
    onGap: () => (gaps += 1),
  });
  return { seen, gaps: () => gaps };
}

describe.each<[RealtimeProvider, number]>([
  ['pubnub', 300],
  ['ably', 400],
])('subscribing from a snapshot on %s', (provider, postId) => {
  it('replays what was published after the snapshot and before subscribing, once and in order, then goes on live', async () => {
    const snapshotAt = Date.now();
    await publish(`comment|${postId}`, 'comment', { n: 1 });
    await publish(`notification|${postId}`, 'poll.show', { n: 2 });
    await publish(`comment|${postId}`, 'comment', { n: 3 });
    const room = await open(provider, postId, from(snapshotAt));
    await waitFor(() => (room.seen.length >= 3 ? true : undefined));
    // Published once the replay is in: the live part follows it.
    await publish(`comment|${postId}`, 'comment', { n: 4 });
    await waitFor(() => (room.seen.some((s) => s.n === 4) ? true : undefined));
    const ns = room.seen.map((s) => s.n);
    expect(new Set(ns).size).toBe(ns.length);
    // One channel's order is kept (across channels each provider interleaves as it replays).
    expect(room.seen.filter((s) => s.channel === `comment|${postId}`).map((s) => s.n)).toEqual([1, 3, 4]);
    expect(ns).toContain(2);
    expect(room.gaps()).toBe(0);
  });

  it('further back than the service replays: subscribes from now and reports one gap', async () => {
    const room = await open(provider, postId + 1, from(Date.now() - REPLAY_MAX_AGE_MS - 5_000));
    await waitFor(() => (room.gaps() === 1 ? true : undefined));
    await publish(`comment|${postId + 1}`, 'comment', { n: 'live' });
    await waitFor(() => (room.seen.some((s) => s.n === 'live') ? true : undefined));
    expect(room.gaps()).toBe(1);
  });

  it('a reset platform replays nothing of the old state, whose post ids come again', async () => {
    const snapshotAt = Date.now();
    await publish(`comment|${postId + 3}`, 'comment', { n: 'old room' });
    await fetch(`${base()}/__control/reset`, { method: 'POST' });
    const room = await open(provider, postId + 3, from(snapshotAt));
    await publish(`comment|${postId + 3}`, 'comment', { n: 'new room' });
    await waitFor(() => (room.seen.some((s) => s.n === 'new room') ? true : undefined));
    expect(room.seen.map((s) => s.n)).toEqual(['new room']);
  });

  it('more than a channel replays: the newest arrive and one gap is reported', async () => {
    const snapshotAt = Date.now();
    for (let n = 1; n <= REPLAY_MAX_MESSAGES + 5; n += 1) await publish(`comment|${postId + 2}`, 'comment', { n });
    const room = await open(provider, postId + 2, from(snapshotAt));
    await waitFor(() => (room.gaps() === 1 ? true : undefined));
    await waitFor(() => (room.seen.some((s) => s.n === REPLAY_MAX_MESSAGES + 5) ? true : undefined));
  });
});

it('pubnub: nothing published before the replay start comes again', async () => {
  await publish('comment|500', 'comment', { n: 'before' });
  // Strictly after the message above: its timetoken is below this moment's.
  const room = await open('pubnub', 500, from(Date.now() + 1));
  await publish('comment|500', 'comment', { n: 'after' });
  await waitFor(() => (room.seen.some((s) => s.n === 'after') ? true : undefined));
  expect(room.seen.map((s) => s.n)).toEqual(['after']);
});
