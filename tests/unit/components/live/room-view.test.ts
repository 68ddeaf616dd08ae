import { describe, expect, it } from '@jest/globals';
import { HLS_TYPE, MP4_TYPE, liveSources, replaySources } from '@/components/live/player-sources';
import { coverOf, roomMode } from '@/components/live/room-mode';
import { roomDescription, roomJsonLd } from '@/components/live/room-seo';
import { isViewerId, newViewerId, viewerIdCookie } from '@/components/live/viewer-id';

const NOW = Date.parse('2026-11-21T12:00:00Z');

describe('roomMode (live-room §4)', () => {
  it('is live while live, upcoming while unpublished', () => {
    expect(roomMode({ live_status: 'live', replay_expired_at: null }, NOW)).toBe('live');
    expect(roomMode({ live_status: 'unpublished', replay_expired_at: null }, NOW)).toBe('upcoming');
  });
  it('treats a live_stopped post with a future replay_expired_at as a replay, else ended', () => {
    expect(roomMode({ live_status: 'live_stopped', replay_expired_at: '2026-11-22T00:00:00Z' }, NOW)).toBe('replay');
    expect(roomMode({ live_status: 'live_stopped', replay_expired_at: '2026-11-20T00:00:00Z' }, NOW)).toBe('ended');
    expect(roomMode({ live_status: 'live_stopped', replay_expired_at: null }, NOW)).toBe('ended');
    expect(roomMode({ live_status: 'live_stopped', replay_expired_at: 'not a date' }, NOW)).toBe('ended');
  });
  it('picks the cover for the mode', () => {
    const post = { vod_image_url: 'v', cover_pending: 'p', cover_stopped: 's' };
    expect(coverOf(post, 'upcoming')).toBe('p');
    expect(coverOf(post, 'replay')).toBe('v');
    expect(coverOf(post, 'ended')).toBe('s');
    expect(coverOf({ cover_pending: null }, 'live', 'snap')).toBe('snap');
    expect(coverOf({}, 'ended')).toBeNull();
  });
});

describe('player sources (live-room §3)', () => {
  it('plays the live HLS URL first, then stream_url, skipping blanks and duplicates', () => {
    expect(liveSources({ stream_hls_url: 'http://p/live/index.m3u8', stream_url: 'http://p/live/index.m3u8' })).toEqual([{ src: 'http://p/live/index.m3u8', type: HLS_TYPE }]);
    expect(liveSources({ stream_hls_url: '', stream_url: 'http://p/a.m3u8' })).toEqual([{ src: 'http://p/a.m3u8', type: HLS_TYPE }]);
    expect(liveSources({ stream_hls_url: 'javascript:alert(1)', stream_url: null })).toEqual([]);
    expect(liveSources(null)).toEqual([]);
  });
  it('plays replay_url, then the MP4, then backup_url; an empty array means no replay_url', () => {
    expect(replaySources({ replay_url: 'http://p/vod/1/index.m3u8', replay_url_mp4: 'http://p/vod/1.mp4', backup_url: 'http://b/1.mp4' })).toEqual([
      { src: 'http://p/vod/1/index.m3u8', type: HLS_TYPE },
      { src: 'http://p/vod/1.mp4', type: MP4_TYPE },
      { src: 'http://b/1.mp4', type: MP4_TYPE },
    ]);
    expect(replaySources({ replay_url: [], replay_url_mp4: null, backup_url: null })).toEqual([]);
    expect(replaySources({ replay_url: [], replay_url_mp4: 'http://p/vod/1.mp4?x=1' })).toEqual([{ src: 'http://p/vod/1.mp4?x=1', type: MP4_TYPE }]);
  });
});

describe('room SEO', () => {
  const input = {
    title: 'Matcha live',
    description: 'Tea',
    url: 'https://shop.example/demo/live/1',
    image: 'https://img/1.svg',
    createdAt: '2026-11-21T10:00:00Z',
    startedAt: '2026-11-21T11:00:00Z',
    upcomingAt: '2026-11-22T11:00:00Z',
    replayExpiresAt: '2026-12-01T00:00:00Z',
    storeName: 'Kirari',
  };
  it('describes a live as a VideoObject with a live BroadcastEvent', () => {
    const ld = roomJsonLd(input, 'live');
    expect(ld['@type']).toBe('VideoObject');
    expect(ld.publication).toEqual({ '@type': 'BroadcastEvent', isLiveBroadcast: true, startDate: input.startedAt });
    expect(ld.thumbnailUrl).toEqual([input.image]);
    expect(ld.expires).toBeUndefined();
  });
  it('starts an upcoming live at upcoming_at; a replay expires with its replay', () => {
    expect(roomJsonLd(input, 'upcoming').publication.startDate).toBe(input.upcomingAt);
    expect(roomJsonLd(input, 'replay').expires).toBe(input.replayExpiresAt);
    expect(roomJsonLd({ ...input, image: null, createdAt: null, startedAt: null }, 'live').thumbnailUrl).toBeUndefined();
  });
  it('describes with the text, else the upcoming title, else the fallback, shortened', () => {
    expect(roomDescription('  a \n b ', null, 'f')).toBe('a b');
    expect(roomDescription('', 'Tomorrow', 'f')).toBe('Tomorrow');
    expect(roomDescription(null, null, 'f')).toBe('f');
    expect(roomDescription('x'.repeat(300), null, 'f')).toHaveLength(160);
  });
});

describe('viewer id', () => {
  it('makes ids the cookie check accepts, and rejects others', () => {
    const id = newViewerId();
    expect(isViewerId(id)).toBe(true);
    expect(isViewerId('v-<script>')).toBe(false);
    expect(isViewerId('')).toBe(false);
    expect(viewerIdCookie(id, true)).toMatch(/^kirari_viewer_id=v-.*; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
  });
});
