/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { parseM3u8 as parse } from './m3u8';
import { blockingReload, llPlaylist, llWindow, masterPlaylist, partHoldBack, partName, type LlConfig } from '@/platform/media/ll-playlist';

const config: LlConfig = { segmentSeconds: 2, partsPerSegment: 5, windowSize: 4, assetCount: 6 };
const start = Date.UTC(2026, 0, 1, 12, 0, 0);

describe('llWindow', () => {
  it('lists complete segments, the complete parts of the one in production, and the next part', () => {
    // 13.9 s in: segments 0-5 complete, segment 6 has parts 0-3 (each 0.4 s) complete, part 4 is next.
    const window = llWindow(start + 13_900, start, config);
    expect(window.mediaSequence).toBe(2);
    expect(window.segments.map((s) => s.sequence)).toEqual([2, 3, 4, 5]);
    expect(window.current.segment.sequence).toBe(6);
    expect(window.current.parts.map((p) => p.index)).toEqual([0, 1, 2, 3]);
    expect(window.next).toEqual({ sequence: 6, index: 4, startMs: start + 13_600 });
  });

  it('rolls over: right at a segment boundary the new segment has no parts yet', () => {
    const window = llWindow(start + 14_000, start, config);
    expect(window.segments.map((s) => s.sequence)).toEqual([3, 4, 5, 6]);
    expect(window.current.parts).toEqual([]);
    expect(window.next).toMatchObject({ sequence: 7, index: 0 });
  });

  it('starts with an empty window and still hints the first part', () => {
    const window = llWindow(start + 100, start, config);
    expect(window.segments).toEqual([]);
    expect(window.next).toMatchObject({ sequence: 0, index: 0 });
  });
});

describe('llPlaylist', () => {
  const text = llPlaylist(llWindow(start + 13_900, start, config), config);
  const manifest = parse(text);

  it('parses with m3u8-parser as LL-HLS: server control, part info, parts, preload hint', () => {
    expect(manifest.targetDuration).toBe(2);
    expect(manifest.mediaSequence).toBe(2);
    expect(manifest.serverControl).toMatchObject({ canBlockReload: true, partHoldBack: 1.2, holdBack: 6 });
    expect(manifest.partInf).toEqual({ partTarget: 0.4 });
    expect(manifest.segments.map((s) => s.uri)).toEqual(['seg-2.ts', 'seg-3.ts', 'seg-4.ts', 'seg-5.ts']);
    // The newest two complete segments keep their parts; the segment in production is parts only.
    expect(manifest.segments[3].parts?.map((p) => p.uri)).toEqual(['part-5.0.ts', 'part-5.1.ts', 'part-5.2.ts', 'part-5.3.ts', 'part-5.4.ts']);
    expect(manifest.segments[1].parts).toBeUndefined();
    // The segment in production is m3u8-parser's preloadSegment: parts and the hint, no URI yet.
    expect(manifest.preloadSegment?.parts?.map((p) => [p.uri, p.duration, p.independent])).toEqual([
      ['part-6.0.ts', 0.4, true],
      ['part-6.1.ts', 0.4, true],
      ['part-6.2.ts', 0.4, true],
      ['part-6.3.ts', 0.4, true],
    ]);
    expect(manifest.preloadSegment?.preloadHints).toEqual([{ type: 'PART', uri: 'part-6.4.ts' }]);
    expect(manifest.preloadSegment?.dateTimeString).toBe(new Date(start + 12_000).toISOString());
    expect(manifest.endList).toBeUndefined();
  });

  it('puts a PROGRAM-DATE-TIME on every segment, on the 2 s grid of the stream clock', () => {
    const dates = manifest.segments.map((s) => Date.parse(s.dateTimeString ?? ''));
    expect(dates).toEqual([4000, 6000, 8000, 10_000].map((ms) => start + ms));
    expect(text).toContain(`#EXT-X-PROGRAM-DATE-TIME:${new Date(start + 12_000).toISOString()}\n#EXT-X-PART:DURATION=0.400,URI="part-6.0.ts"`);
  });

  it('holds back three parts', () => {
    expect(partHoldBack(config)).toBe(1.2);
  });
});

describe('blockingReload (_HLS_msn / _HLS_part)', () => {
  const now = start + 13_900; // segment 6, parts 0-3 complete
  const ask = (msn: string | null, part: string | null = null) => blockingReload({ msn, part }, now, start, config);

  it('answers at once without the parameters, or for what the playlist already holds', () => {
    expect(ask(null)).toEqual({ kind: 'now' });
    expect(ask('6', '3')).toEqual({ kind: 'now' });
    expect(ask('5')).toEqual({ kind: 'now' });
  });

  it('waits until the part (or the whole segment) is complete', () => {
    expect(ask('6', '4')).toEqual({ kind: 'wait', waitMs: 100 });
    expect(ask('6')).toEqual({ kind: 'wait', waitMs: 100 });
    expect(ask('7', '0')).toEqual({ kind: 'wait', waitMs: 500 });
  });

  it('rolls a part index past the last one into the next segment', () => {
    expect(ask('6', '5')).toEqual(ask('7', '0'));
  });

  it('refuses asking more than two segments ahead, a part without a segment, and junk', () => {
    expect(ask('9', '0')).toMatchObject({ kind: 'bad' });
    expect(ask(null, '1')).toMatchObject({ kind: 'bad' });
    expect(ask('x')).toMatchObject({ kind: 'bad' });
    expect(ask('6', '-1')).toMatchObject({ kind: 'bad' });
  });

  it('plays it through: the playlist answered after the wait holds the asked part', () => {
    const wait = ask('7', '1');
    if (wait.kind !== 'wait') throw new Error('expected a wait');
    const manifest = parse(llPlaylist(llWindow(now + wait.waitMs, start, config), config));
    expect(manifest.preloadSegment?.parts?.map((p) => p.uri)).toEqual(['part-7.0.ts', 'part-7.1.ts']);
    expect(manifest.preloadSegment?.preloadHints).toEqual([{ type: 'PART', uri: 'part-7.2.ts' }]);
  });
});

describe('masterPlaylist', () => {
  it('lists each rendition, lowest first, and parses as a master', () => {
    const renditions = [
      { name: '720p', width: 1280, height: 720, bandwidth: 430_000 },
      { name: '360p', width: 640, height: 360, bandwidth: 180_000 },
      { name: '540p', width: 960, height: 540, bandwidth: 280_000 },
    ];
    const manifest = parse(masterPlaylist(renditions, (r) => `${r.name}/ll.m3u8`));
    expect((manifest.playlists ?? []).map((p) => [p.uri, p.attributes.RESOLUTION.height, p.attributes.BANDWIDTH])).toEqual([
      ['360p/ll.m3u8', 360, 180_000],
      ['540p/ll.m3u8', 540, 280_000],
      ['720p/ll.m3u8', 720, 430_000],
    ]);
  });
});

describe('partName', () => {
  it('reads part-{msn}.{index}.ts only', () => {
    expect(partName('part-12.3.ts')).toEqual({ sequence: 12, index: 3 });
    expect(partName('part-12.ts')).toBeNull();
    expect(partName('seg-12.ts')).toBeNull();
  });
});
