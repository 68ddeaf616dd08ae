import { describe, expect, it } from '@jest/globals';
import { badgeKeyOf, coverOf, isoOf, roomMode, type RoomMode } from '@/lib/live/room-mode';

const NOW = Date.parse('2026-11-21T12:00:00Z');

describe('roomMode (live-room §4)', () => {
  it('is live while live, upcoming while unpublished, whatever the replay date', () => {
    expect(roomMode({ live_status: 'live', replay_expired_at: null }, NOW)).toBe('live');
    expect(roomMode({ live_status: 'live', replay_expired_at: '2026-11-22T00:00:00Z' }, NOW)).toBe('live');
    expect(roomMode({ live_status: 'unpublished', replay_expired_at: null }, NOW)).toBe('upcoming');
    expect(roomMode({ live_status: 'unpublished', replay_expired_at: '2026-11-22T00:00:00Z' }, NOW)).toBe('upcoming');
  });

  it('treats a live_stopped post with a future replay_expired_at as a replay, else ended', () => {
    expect(roomMode({ live_status: 'live_stopped', replay_expired_at: '2026-11-22T00:00:00Z' }, NOW)).toBe('replay');
    expect(roomMode({ live_status: 'live_stopped', replay_expired_at: '2026-11-20T00:00:00Z' }, NOW)).toBe('ended');
    expect(roomMode({ live_status: 'live_stopped', replay_expired_at: null }, NOW)).toBe('ended');
    expect(roomMode({ live_status: 'live_stopped', replay_expired_at: 'not a date' }, NOW)).toBe('ended');
  });

  it('ends the replay at replay_expired_at itself', () => {
    expect(roomMode({ live_status: 'live_stopped', replay_expired_at: new Date(NOW + 1).toISOString() }, NOW)).toBe('replay');
    expect(roomMode({ live_status: 'live_stopped', replay_expired_at: new Date(NOW).toISOString() }, NOW)).toBe('ended');
  });
});

describe('isoOf', () => {
  it('gives a timestamp field as an ISO string', () => {
    expect(isoOf('2026-11-21T21:00:00+09:00')).toBe('2026-11-21T12:00:00.000Z');
    expect(isoOf(NOW)).toBe('2026-11-21T12:00:00.000Z');
    expect(isoOf(new Date(NOW))).toBe('2026-11-21T12:00:00.000Z');
    expect(isoOf(0)).toBe('1970-01-01T00:00:00.000Z');
  });
  it('gives null for no value or one that is not a date', () => {
    expect(isoOf(null)).toBeNull();
    expect(isoOf(undefined)).toBeNull();
    expect(isoOf('not a date')).toBeNull();
    expect(isoOf(new Date(Number.NaN))).toBeNull();
  });
});

describe('coverOf', () => {
  const post = { vod_image_url: 'v', cover_pending: 'p', cover_stopped: 's' };

  it('picks the cover for the mode', () => {
    expect(coverOf(post, 'live', 'snap')).toBe('p');
    expect(coverOf(post, 'replay', 'snap')).toBe('v');
    expect(coverOf(post, 'upcoming', 'snap')).toBe('p');
    expect(coverOf(post, 'ended', 'snap')).toBe('s');
  });

  it('falls back in the order of each mode', () => {
    expect(coverOf({ cover_pending: null, vod_image_url: 'v' }, 'live', 'snap')).toBe('snap');
    expect(coverOf({ vod_image_url: 'v' }, 'live')).toBe('v');
    expect(coverOf({ cover_stopped: 's' }, 'replay', 'snap')).toBe('s');
    expect(coverOf({}, 'replay', 'snap')).toBe('snap');
    // Before the live there is no snapshot to show.
    expect(coverOf({ vod_image_url: 'v' }, 'upcoming', 'snap')).toBe('v');
    expect(coverOf({}, 'upcoming', 'snap')).toBeNull();
    expect(coverOf({ cover_stopped: '', vod_image_url: 'v' }, 'ended', 'snap')).toBe('v');
  });

  it('gives null when there is nothing to show', () => {
    for (const mode of ['live', 'replay', 'upcoming', 'ended'] as RoomMode[]) expect(coverOf({}, mode)).toBeNull();
  });
});

describe('badgeKeyOf', () => {
  it('names the stage badge of each mode', () => {
    const modes: RoomMode[] = ['live', 'replay', 'upcoming', 'ended'];
    expect(modes.map(badgeKeyOf)).toEqual(['badgeLive', 'badgeReplay', 'badgeUpcoming', 'badgeEnded']);
  });
});
