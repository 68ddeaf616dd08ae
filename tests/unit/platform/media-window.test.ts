/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { liveWindow } from '@/platform/media';
import { livePlaylist, parseDurations, vodPlaylist } from '@/platform/media/playlist';

const START = Date.UTC(2026, 0, 1, 12, 0, 0);
const at = (seconds: number) => START + seconds * 1000;
/** The platform's parameters: 2-second segments, a window of 4, six assets. */
const window = (seconds: number) => liveWindow(at(seconds), START, 2, 4, 6);
const sequences = (seconds: number) => window(seconds).segments.map((s) => s.sequence);

describe('liveWindow', () => {
  it('lists only complete segments, growing to the window size', () => {
    expect(window(0)).toEqual({ mediaSequence: 0, segments: [] });
    expect(sequences(1.999)).toEqual([]);
    expect(sequences(2)).toEqual([0]);
    expect(sequences(7)).toEqual([0, 1, 2]);
    expect(sequences(8)).toEqual([0, 1, 2, 3]);
  });

  it('slides: the media sequence advances by one every segment, the window keeps its length', () => {
    expect(window(12).mediaSequence).toBe(2);
    expect(window(13.999).mediaSequence).toBe(2);
    expect(window(14).mediaSequence).toBe(3);
    expect(sequences(14)).toEqual([3, 4, 5, 6]);
    const later = window(3600);
    expect(later.mediaSequence).toBe(1796);
    expect(later.segments).toHaveLength(4);
  });

  it('wraps over the assets and counts loops, so timestamps can move on by a loop each time', () => {
    const { segments } = window(16);
    expect(segments.map((s) => s.asset)).toEqual([4, 5, 0, 1]);
    expect(segments.map((s) => s.loop)).toEqual([0, 0, 1, 1]);
    expect(window(26).segments.map((s) => [s.sequence, s.asset, s.loop])).toEqual([
      [9, 3, 1],
      [10, 4, 1],
      [11, 5, 1],
      [12, 0, 2],
    ]);
  });

  it('gives each segment its wall-clock start', () => {
    expect(window(16).segments.map((s) => s.startMs)).toEqual([at(8), at(10), at(12), at(14)]);
  });

  it('treats a clock before the start as no segments, and rejects nonsense parameters', () => {
    expect(liveWindow(START - 5000, START, 2, 4, 6)).toEqual({ mediaSequence: 0, segments: [] });
    expect(() => liveWindow(START, START, 0, 4, 6)).toThrow(RangeError);
    expect(() => liveWindow(START, START, 2, 0, 6)).toThrow(RangeError);
    expect(() => liveWindow(START, START, 2, 4, 0)).toThrow(RangeError);
  });
});

describe('playlists', () => {
  it('writes a live playlist: advancing sequence, target duration, no ENDLIST, no discontinuity', () => {
    expect(livePlaylist(window(16), 2)).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-TARGETDURATION:2',
        '#EXT-X-MEDIA-SEQUENCE:4',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-PROGRAM-DATE-TIME:2026-01-01T12:00:08.000Z',
        '#EXTINF:2.000,',
        'seg-4.ts',
        '#EXTINF:2.000,',
        'seg-5.ts',
        '#EXTINF:2.000,',
        'seg-6.ts',
        '#EXTINF:2.000,',
        'seg-7.ts',
        '',
      ].join('\n'),
    );
    expect(livePlaylist(window(18), 2)).toContain('#EXT-X-MEDIA-SEQUENCE:5\n');
  });

  it('writes a VOD playlist with PLAYLIST-TYPE and ENDLIST', () => {
    const text = vodPlaylist([2, 2, 1.5]);
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD\n');
    expect(text).toContain('#EXT-X-TARGETDURATION:2\n');
    expect(text).toContain('#EXTINF:1.500,\nseg-2.ts\n');
    expect(text.endsWith('#EXT-X-ENDLIST\n')).toBe(true);
  });

  it('reads the EXTINF durations of an ffmpeg playlist', () => {
    expect(parseDurations('#EXTM3U\n#EXTINF:2.000000,\nseg0.ts\n#EXTINF:1.966667,\nseg1.ts\n')).toEqual([2, 1.966667]);
  });
});
