import { describe, expect, it } from '@jest/globals';
import { HLS_TYPE, MP4_TYPE, liveSources, replaySources } from '@/lib/live/player-sources';

describe('liveSources (live-room §3)', () => {
  it('plays the live HLS URL first, then stream_url, skipping blanks and duplicates', () => {
    expect(liveSources({ stream_hls_url: 'http://p/live/index.m3u8', stream_url: 'http://p/live/index.m3u8' })).toEqual([{ src: 'http://p/live/index.m3u8', type: HLS_TYPE }]);
    expect(liveSources({ stream_hls_url: 'https://p/a.m3u8', stream_url: 'https://p/b.m3u8' })).toEqual([
      { src: 'https://p/a.m3u8', type: HLS_TYPE },
      { src: 'https://p/b.m3u8', type: HLS_TYPE },
    ]);
    expect(liveSources({ stream_hls_url: '', stream_url: 'http://p/a.m3u8' })).toEqual([{ src: 'http://p/a.m3u8', type: HLS_TYPE }]);
    expect(liveSources({ stream_hls_url: '  ', stream_url: null })).toEqual([]);
  });
  it('plays only http and https URLs', () => {
    expect(liveSources({ stream_hls_url: 'javascript:alert(1)', stream_url: null })).toEqual([]);
    expect(liveSources({ stream_hls_url: 'data:video/mp4;base64,AA', stream_url: '/relative.m3u8' })).toEqual([]);
  });
  it('has nothing to play without stream info', () => {
    expect(liveSources(null)).toEqual([]);
    expect(liveSources(undefined)).toEqual([]);
  });
});

describe('replaySources (live-room §3)', () => {
  it('plays replay_url, then the MP4, then backup_url', () => {
    expect(replaySources({ replay_url: 'http://p/vod/1/index.m3u8', replay_url_mp4: 'http://p/vod/1.mp4', backup_url: 'http://b/1.mp4' })).toEqual([
      { src: 'http://p/vod/1/index.m3u8', type: HLS_TYPE },
      { src: 'http://p/vod/1.mp4', type: MP4_TYPE },
      { src: 'http://b/1.mp4', type: MP4_TYPE },
    ]);
  });
  it('reads an empty replay_url array as no replay_url, and still plays the MP4 or backup', () => {
    expect(replaySources({ replay_url: [], replay_url_mp4: null, backup_url: null })).toEqual([]);
    expect(replaySources({ replay_url: [], replay_url_mp4: 'http://p/vod/1.mp4?x=1' })).toEqual([{ src: 'http://p/vod/1.mp4?x=1', type: MP4_TYPE }]);
    expect(replaySources({ replay_url: [], backup_url: 'http://b/1.MP4' })).toEqual([{ src: 'http://b/1.MP4', type: MP4_TYPE }]);
  });
  it('judges the type by the path, not the query', () => {
    expect(replaySources({ replay_url: 'http://p/vod/1?format=.mp4' })).toEqual([{ src: 'http://p/vod/1?format=.mp4', type: HLS_TYPE }]);
  });
  it('ignores stream_url for a replay, and has nothing to play without replay info', () => {
    expect(replaySources({ replay_url: [], stream_url: 'http://p/live.m3u8' })).toEqual([]);
    expect(replaySources(null)).toEqual([]);
  });
});
