/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parseM3u8 as parse } from './m3u8';
import { LIVE_PARTS_PER_SEGMENT } from '@/platform/media';
import { loadMediaAssets } from '@/platform/media/assets';
import { CLOCK_HZ, forEachTimestamp } from '@/platform/media/mpegts';
import { cutParts } from '@/platform/media/parts';
import { serveMedia } from './media-server';

/** The LL-HLS routes over real HTTP; a blocking wait moves the test's clock instead of sleeping. */
let clock = Date.UTC(2026, 0, 1, 12, 0, 0);
const waits: number[] = [];
let server: Awaited<ReturnType<typeof serveMedia>>;
let base: string;
const assets = loadMediaAssets();

beforeAll(async () => {
  const sleep = async (ms: number) => {
    waits.push(ms);
    clock += ms;
  };
  server = await serveMedia(() => clock, { assets, sleep });
  base = server.base;
});

afterAll(() => server.close());

const get = (path: string) => fetch(`${base}${path}`);
const firstPts = (segment: Buffer) => {
  let pts = -1;
  forEachTimestamp(segment, (f) => {
    if (pts < 0 && f.kind === 'pts' && f.stream >= 0xe0) pts = f.value;
  });
  return pts;
};

describe('the committed live assets', () => {
  it('cut into five independent parts of 0.4 s per segment, in every rendition and shape', () => {
    for (const media of [assets.live, ...assets.renditions.map((r) => r.media), assets.portrait.live]) {
      for (const segment of media.segments) {
        const parts = cutParts(segment);
        expect(parts).toHaveLength(LIVE_PARTS_PER_SEGMENT);
        expect(parts.every((part) => part.independent)).toBe(true);
        expect(Buffer.concat(parts.map((part) => part.bytes)).equals(segment)).toBe(true);
        const starts = parts.map((part) => firstPts(part.bytes));
        expect(starts.slice(1).map((pts, i) => pts - starts[i])).toEqual([0.4, 0.4, 0.4, 0.4].map((s) => s * CLOCK_HZ));
      }
    }
  });
});

describe('LL-HLS live', () => {
  it('serves the master with three renditions, each an LL media playlist that parses', async () => {
    const master = await get('/media/live/ll-1/master.m3u8');
    expect(master.status).toBe(200);
    expect(master.headers.get('cache-control')).toContain('no-cache');
    const { playlists } = parse(await master.text());
    expect((playlists ?? []).map((p) => p.uri)).toEqual(['360p/ll.m3u8', '540p/ll.m3u8', '720p/ll.m3u8']);
    for (const { uri } of playlists ?? []) {
      const manifest = parse(await (await get(`/media/live/ll-1/${uri}`)).text());
      expect(manifest.serverControl).toMatchObject({ canBlockReload: true, partHoldBack: 1.2 });
      expect(manifest.segments).toHaveLength(4);
      expect(manifest.segments.every((s) => typeof s.dateTimeString === 'string')).toBe(true);
    }
  });

  it('serves a rendition’s segment and parts with that rendition’s bytes, shifted per loop', async () => {
    const playlist = parse(await (await get('/media/live/ll-1/720p/ll.m3u8')).text());
    const last = playlist.segments[playlist.segments.length - 1];
    const sequence = Number(/seg-(\d+)/.exec(last.uri)?.[1]);
    const asset = sequence % 6;
    const loop = Math.floor(sequence / 6);
    const segment = Buffer.from(await (await get(`/media/live/ll-1/720p/${last.uri}`)).arrayBuffer());
    expect(segment.length).toBe(assets.renditions[1].media.segments[asset].length);
    expect(firstPts(segment)).toBe(firstPts(assets.renditions[1].media.segments[asset]) + loop * 12 * CLOCK_HZ);
    const parts = await Promise.all((last.parts ?? []).map(async (p) => Buffer.from(await (await get(`/media/live/ll-1/720p/${p.uri}`)).arrayBuffer())));
    expect(Buffer.concat(parts).length).toBe(segment.length);
    expect((await get('/media/live/ll-1/1080p/ll.m3u8')).status).toBe(404);
  });

  it('blocks a reload until the asked part is in the playlist', async () => {
    const now = parse(await (await get('/media/live/ll-2/ll.m3u8')).text());
    const hint = now.preloadSegment?.preloadHints?.[0].uri ?? '';
    const [, msn, part] = /part-(\d+)\.(\d+)/.exec(hint) ?? [];
    waits.length = 0;
    const answer = await get(`/media/live/ll-2/ll.m3u8?_HLS_msn=${msn}&_HLS_part=${part}`);
    expect(answer.status).toBe(200);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(0);
    expect(waits[0]).toBeLessThanOrEqual(400);
    expect(await answer.text()).toContain(`URI="${hint}"`);
    expect((await get(`/media/live/ll-2/ll.m3u8?_HLS_msn=${Number(msn) + 5}`)).status).toBe(400);
  });

  it('answers the preload-hinted part once it is complete, and nothing further ahead', async () => {
    const manifest = parse(await (await get('/media/live/ll-3/ll.m3u8')).text());
    const hint = manifest.preloadSegment?.preloadHints?.[0].uri ?? '';
    waits.length = 0;
    const part = await get(`/media/live/ll-3/${hint}`);
    expect(part.status).toBe(200);
    expect(part.headers.get('content-type')).toBe('video/mp2t');
    expect(waits).toHaveLength(1);
    const [, msn] = /part-(\d+)/.exec(hint) ?? [];
    expect((await get(`/media/live/ll-3/part-${Number(msn) + 2}.0.ts`)).status).toBe(404);
    expect((await get(`/media/live/ll-3/part-${msn}.9.ts`)).status).toBe(404);
  });

  it('keeps the plain-HLS variant without LL tags, for players that cannot take them', async () => {
    const text = await (await get('/media/live/ll-4/index.m3u8')).text();
    expect(text).not.toMatch(/EXT-X-PART|PRELOAD-HINT|SERVER-CONTROL/);
    expect(parse(text).segments).toHaveLength(4);
  });

  it('serves the 9:16 set as LL-HLS with one rendition', async () => {
    const { playlists } = parse(await (await get('/media/portrait/live/ll-5/master.m3u8')).text());
    expect((playlists ?? []).map((p) => [p.uri, p.attributes.RESOLUTION])).toEqual([
      ['640p/ll.m3u8', { width: 360, height: 640 }],
    ]);
    expect((await get('/media/portrait/live/ll-5/640p/ll.m3u8')).status).toBe(200);
  });
});
