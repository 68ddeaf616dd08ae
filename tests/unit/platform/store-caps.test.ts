/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { Feed } from '@/platform/realtime/feed';
import { AblyAuth, MAX_TOKEN_TTL_MS, MAX_TOKENS } from '@/platform/realtime/ably-auth';
import { MAX_PRESENCE_CHANNELS, PresenceTracker } from '@/platform/realtime/pubnub-presence';
import { ChannelGroups, MAX_CHANNELS_PER_GROUP, MAX_GROUPS } from '@/platform/realtime/pubnub-groups';
import { ABLY_KEY, ABLY_KEY_NAME } from '@/platform/realtime/config';

/** The realtime stores a client can grow stay bounded. */

describe('Feed', () => {
  it('keeps at most maxTotal messages over all channels, taking from the least recently published', () => {
    const feed = new Feed({ maxTotal: 10, maxPerChannel: 100, now: () => 1_000 });
    for (let i = 0; i < 8; i++) feed.append({ channel: 'quiet', name: 'n', data: i });
    for (let i = 0; i < 8; i++) feed.append({ channel: 'busy', name: 'n', data: i });
    expect(feed.messageCount).toBe(10);
    expect(feed.since(['busy'], '0')).toHaveLength(8);
    expect(feed.since(['quiet'], '0').map((m) => m.data)).toEqual([6, 7]);
  });

  it('forgets channels beyond the cap and says it no longer covers them', () => {
    const feed = new Feed({ maxTotal: 5, now: () => 1_000 });
    const first = feed.append({ channel: 'c-0', name: 'n', data: 0 });
    for (let i = 1; i < 1_000; i++) feed.append({ channel: `c-${i}`, name: 'n', data: i });
    expect(feed.messageCount).toBe(5);
    expect(feed.channelCount).toBeLessThanOrEqual(5);
    expect(feed.covers('c-0', first.timetoken)).toBe(false);
    expect(feed.covers('never-seen', feed.latest('c-999'))).toBe(true);
  });

  it('forgets every message at a reset, keeping its listeners and a clock that only moves on', () => {
    const feed = new Feed({ now: () => 1_000 });
    const heard: unknown[] = [];
    feed.listen((message) => heard.push(message.data));
    const old = feed.append({ channel: 'comment|9101', name: 'n', data: 'old room' });
    feed.forget();
    expect(feed.since(['comment|9101'], '0')).toEqual([]);
    expect(feed.rewind('comment|9101', { ms: 60_000 }, 100).messages).toEqual([]);
    // A cursor from before the reset is told that what followed it is gone.
    expect(feed.covers('comment|9101', '1')).toBe(false);
    const next = feed.append({ channel: 'comment|9101', name: 'n', data: 'new room' });
    expect(BigInt(next.timetoken) > BigInt(old.timetoken)).toBe(true);
    expect(feed.since(['comment|9101'], '0').map((m) => m.data)).toEqual(['new room']);
    expect(heard).toEqual(['old room', 'new room']);
  });

  it('drops messages past their age', () => {
    let now = 0;
    const feed = new Feed({ maxAgeMs: 100, now: () => now });
    feed.append({ channel: 'a', name: 'n', data: 1 });
    now = 200;
    feed.append({ channel: 'a', name: 'n', data: 2 });
    expect(feed.since(['a'], '0').map((m) => m.data)).toEqual([2]);
    expect(feed.messageCount).toBe(1);
  });
});

describe('AblyAuth', () => {
  const request = (auth: AblyAuth, ttl?: number) => {
    const result = auth.requestToken(ABLY_KEY_NAME, { ttl }, `Basic ${Buffer.from(ABLY_KEY).toString('base64')}`);
    if (!result.ok) throw new Error('token refused');
    return result.details;
  };

  it('keeps at most MAX_TOKENS tokens; the oldest is forgotten', () => {
    const auth = new AblyAuth(() => 0);
    const first = request(auth).token;
    for (let i = 0; i < MAX_TOKENS; i++) request(auth);
    expect(auth.size).toBe(MAX_TOKENS);
    expect(auth.checkToken(first).ok).toBe(false);
  });

  it('caps a token life at 24 h, and reports it expired, not invalid, for a while after', () => {
    let now = 0;
    const auth = new AblyAuth(() => now);
    const details = request(auth, 365 * 24 * 3_600_000);
    expect(details.expires).toBe(MAX_TOKEN_TTL_MS);
    now = MAX_TOKEN_TTL_MS + 1;
    const result = auth.checkToken(details.token);
    expect(result.ok === false && result.error.code).toBe(40142);
  });
});

describe('pubnub presence and channel groups', () => {
  it('tracks at most MAX_PRESENCE_CHANNELS channels', () => {
    const presence = new PresenceTracker(() => 0);
    for (let i = 0; i <= MAX_PRESENCE_CHANNELS; i++) presence.touch('u', [`c-${i}`]);
    expect(presence.channelCount).toBe(MAX_PRESENCE_CHANNELS);
    expect(presence.uuids('c-0')).toEqual([]);
    expect(presence.uuids(`c-${MAX_PRESENCE_CHANNELS}`)).toEqual(['u']);
  });

  it('refuses groups and channels beyond their caps', () => {
    const groups = new ChannelGroups();
    for (let i = 0; i < MAX_GROUPS; i++) expect(groups.add(`g-${i}`, ['a'])).toBe(true);
    expect(groups.add('one-more', ['a'])).toBe(false);
    expect(groups.add('g-0', ['b'])).toBe(true);
    const many = Array.from({ length: MAX_CHANNELS_PER_GROUP }, (_, i) => `x-${i}`);
    expect(groups.add('g-1', many)).toBe(false);
    expect(groups.channelsOf('g-1')).toEqual(['a']);
  });
});
