/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { describe, expect, it, jest } from '@jest/globals';
import { AblyAuth } from '@/platform/realtime/ably-auth';
import { ACTION, attachedFrame, BACKLOG_TOO_LARGE, FLAG, messageFrame, parseFrame, parseRewind } from '@/platform/realtime/ably-wire';
import { ABLY_KEY, ABLY_KEY_NAME, channelsForPost, streamInfoRealtimeFields } from '@/platform/realtime/config';
import { Feed } from '@/platform/realtime/feed';
import { fromAblyData, fromPubnubPayload, toAblyData } from '@/platform/realtime/payload';
import { ChannelGroups } from '@/platform/realtime/pubnub-groups';
import { subscribeAnswer } from '@/platform/realtime/pubnub-wire';
import { compareTimetokens, createTimetokenClock, previousTimetoken, timetokenToMillis } from '@/platform/realtime/timetoken';

describe('timetokens', () => {
  it('are 17 digits, strictly increasing within one millisecond, and never equal a cursor', () => {
    const clock = createTimetokenClock(() => 1_790_000_000_000);
    const a = clock.next();
    const cursor = clock.current();
    const b = clock.next();
    expect(a).toMatch(/^\d{17}$/);
    expect(a).toBe('17900000000000000');
    expect(compareTimetokens(cursor, a)).toBeGreaterThanOrEqual(0);
    expect(compareTimetokens(b, cursor)).toBe(1);
    expect(timetokenToMillis(b)).toBe(1_790_000_000_000);
  });
});

describe('feed', () => {
  it('returns what a cursor missed, across channels, oldest first, and prunes by count', () => {
    let now = 1_000_000;
    const feed = new Feed({ now: () => now, maxPerChannel: 2 });
    const cursor = feed.clock.current();
    const first = feed.append({ channel: 'comment|1', name: 'comment', data: 1 });
    now += 1;
    feed.append({ channel: 'cart|1', name: 'cart', data: 2 });
    feed.append({ channel: 'comment|2', name: 'comment', data: 3 });
    expect(feed.since(['comment|1', 'cart|1'], cursor).map((m) => m.data)).toEqual([1, 2]);
    expect(feed.since(['comment|1', 'cart|1'], first.timetoken).map((m) => m.data)).toEqual([2]);
    feed.append({ channel: 'comment|1', name: 'comment', data: 4 });
    feed.append({ channel: 'comment|1', name: 'comment', data: 5 });
    expect(feed.since(['comment|1'], cursor).map((m) => m.data)).toEqual([4, 5]);
    expect(feed.covers('comment|1', cursor)).toBe(false);
    expect(feed.covers('comment|1', first.timetoken)).toBe(true);
  });

  it('rewinds a channel by time or by count, keeping the newest past a limit (ably’s rewind)', () => {
    let now = 1_000_000;
    const feed = new Feed({ now: () => now });
    for (let data = 1; data <= 5; data += 1) {
      feed.append({ channel: 'comment|1', name: 'comment', data });
      now += 1_000;
    }
    feed.append({ channel: 'cart|1', name: 'cart', data: 'other channel' });
    // Now 1_005_000: the last 2.5 s hold the messages of 1_003_000 and 1_004_000.
    expect(feed.rewind('comment|1', { ms: 2_500 }, 100)).toEqual({ messages: [expect.objectContaining({ data: 4 }), expect.objectContaining({ data: 5 })], truncated: false });
    expect(feed.rewind('comment|1', { count: 2 }, 100).messages.map((m) => m.data)).toEqual([4, 5]);
    expect(feed.rewind('comment|1', { ms: 60_000 }, 3)).toMatchObject({ truncated: true, messages: [{ data: 3 }, { data: 4 }, { data: 5 }] });
    expect(feed.rewind('comment|9', { ms: 60_000 }, 3)).toEqual({ messages: [], truncated: false });
    const [fourth] = feed.rewind('comment|1', { count: 2 }, 100).messages;
    // The serial ATTACHED carries: the next message after it is the first replayed.
    expect(feed.since(['comment|1'], previousTimetoken(fourth.timetoken)).map((m) => m.data)).toEqual([4, 5]);
  });
});

describe('payload convention', () => {
  it('pubnub: { name, data }, else the whole message under "message"', () => {
    expect(fromPubnubPayload({ name: 'comment', data: { a: 1 } })).toEqual({ name: 'comment', data: { a: 1 } });
    expect(fromPubnubPayload('hello')).toEqual({ name: 'message', data: 'hello' });
  });
  it('ably: non-strings travel JSON-encoded and decode back', () => {
    const wire = toAblyData({ a: [1] });
    expect(wire).toEqual({ data: '{"a":[1]}', encoding: 'json' });
    expect(fromAblyData(wire.data, wire.encoding)).toEqual({ a: [1] });
    expect(toAblyData('text')).toEqual({ data: 'text' });
    expect(fromAblyData(Buffer.from('{"b":2}').toString('base64'), 'json/utf-8/base64')).toEqual({ b: 2 });
  });
});

describe('pubnub wire', () => {
  it('builds the subscribe envelope the SDK reads, with the newest timetoken as cursor', () => {
    const feed = new Feed();
    const message = feed.append({ channel: 'comment|12', name: 'comment', data: { id: 1 } });
    const answer = subscribeAnswer([message], 'sub-key', () => 'kirari-post-12', '0');
    expect(answer).toEqual({
      t: { t: message.timetoken, r: 1 },
      m: [
        {
          a: '4',
          f: 0,
          i: 'kirari-platform',
          p: { t: message.timetoken, r: 1 },
          k: 'sub-key',
          c: 'comment|12',
          d: { name: 'comment', data: { id: 1 } },
          b: 'kirari-post-12',
        },
      ],
    });
  });
  it('resolves a post group to its channels, explicit channels winning', () => {
    const groups = new ChannelGroups();
    const resolved = groups.resolve(['comment|12'], ['kirari-post-12']);
    expect(resolved.get('comment|12')).toBe('comment|12');
    expect(resolved.get('cart|12')).toBe('kirari-post-12');
    expect(resolved.size).toBe(4);
    groups.add('mine', ['x']);
    expect(groups.channelsOf('mine')).toEqual(['x']);
  });
});

describe('ably wire', () => {
  it('parses client frames and ignores garbage', () => {
    expect(parseFrame('{"action":10,"channel":"comment|1","channelSerial":"1","flags":131072}')).toMatchObject({
      action: ACTION.ATTACH,
      channel: 'comment|1',
      channelSerial: '1',
      flags: FLAG.PUBLISH,
    });
    expect(parseFrame('not json')).toBeNull();
    expect(parseFrame('{"no":"action"}')).toBeNull();
  });
  it('reads an ATTACH’s params and the rewind they ask for; ATTACHED echoes them, with a rewind cut short', () => {
    expect(parseFrame('{"action":10,"channel":"comment|1","params":{"rewind":"15s","n":3}}')?.params).toEqual({ rewind: '15s' });
    expect([parseRewind('15s'), parseRewind('2m'), parseRewind('1h'), parseRewind('10'), parseRewind('soon'), parseRewind(undefined)]).toEqual([
      { ms: 15_000 },
      { ms: 120_000 },
      { ms: 3_600_000 },
      { count: 10 },
      null,
      null,
    ]);
    expect(attachedFrame('c', '1', undefined, false, undefined, { params: { rewind: '5s' }, error: BACKLOG_TOO_LARGE })).toMatchObject({
      params: { rewind: '5s' },
      error: { code: 90004 },
    });
  });
  it('grants requested modes, or all of them', () => {
    expect(attachedFrame('c', '1', FLAG.SUBSCRIBE, false).flags).toBe(FLAG.SUBSCRIBE);
    expect(attachedFrame('c', '1', undefined, true).flags & FLAG.RESUMED).toBe(FLAG.RESUMED);
    expect(attachedFrame('c', '1', undefined, false).flags & FLAG.PUBLISH).toBe(FLAG.PUBLISH);
  });
  it('sends feed messages with the timetoken as channelSerial and JSON-encoded data', () => {
    const message = new Feed().append({ channel: 'comment|1', name: 'comment', data: { a: 1 } });
    const frame = messageFrame(message);
    expect(frame).toMatchObject({ action: ACTION.MESSAGE, channel: 'comment|1', channelSerial: message.timetoken });
    expect(frame.messages[0]).toMatchObject({ id: message.id, name: 'comment', data: '{"a":1}', encoding: 'json' });
  });
  it('issues tokens for a request signed with the key secret only', () => {
    const auth = new AblyAuth(() => 1_000);
    const body = { keyName: ABLY_KEY_NAME, ttl: 60_000, capability: '{"*":["subscribe"]}', clientId: 'u1', timestamp: 1_000, nonce: 'n' };
    const text = `${ABLY_KEY_NAME}\n60000\n{"*":["subscribe"]}\nu1\n1000\nn\n`;
    const mac = createHmac('sha256', ABLY_KEY.split(':')[1]).update(text).digest('base64');
    const granted = auth.requestToken(ABLY_KEY_NAME, { ...body, mac }, undefined);
    expect(granted.ok).toBe(true);
    if (granted.ok) expect(auth.checkToken(granted.details.token)).toMatchObject({ ok: true, clientId: 'u1' });
    expect(auth.requestToken(ABLY_KEY_NAME, { ...body, mac: 'forged' }, undefined).ok).toBe(false);
    expect(auth.checkConnect(new URLSearchParams({ key: 'other:key' })).ok).toBe(false);
    expect(auth.checkConnect(new URLSearchParams({ key: ABLY_KEY })).ok).toBe(true);
  });
});

describe('stream-info realtime fields', () => {
  it('name the provider, the post channels and the subscribe credential (never the ably key)', () => {
    expect(channelsForPost(12)).toEqual({ cart: 'cart|12', comment: 'comment|12', commentFailed: 'comment-failed|12', notification: 'notification|12' });
    const mint = jest.fn((channels: readonly string[]) => `token-for:${channels.join(',')}`);
    expect(streamInfoRealtimeFields('pubnub', 12, mint)).toEqual({
      realtime_service_provider: {
        type: 'pubnub',
        channel_list: ['cart|12', 'comment|12', 'comment-failed|12', 'notification|12'],
        subscribe_key: 'sub-c-kirari-local',
      },
      pubnub_group_name: 'kirari-post-12',
      pubnub_subscribe_key: 'sub-c-kirari-local',
      pubnub_occupancy_channel: 'occupancy|12',
    });
    expect(mint).not.toHaveBeenCalled();
    const ably = streamInfoRealtimeFields('ably', 12, mint).realtime_service_provider.subscribe_key;
    expect(ably).toBe('token-for:cart|12,comment|12,comment-failed|12,notification|12');
    expect(ably).not.toContain(ABLY_KEY);
  });
});
