/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mediaUrls, VOD_LOOPS } from '@/platform/media';
import { loadMediaAssets } from '@/platform/media/assets';
import { CLOCK_HZ, forEachTimestamp, shiftTimestamps } from '@/platform/media/mpegts';
import { parseDurations } from '@/platform/media/playlist';
import { serveMedia } from './media-server';

/** The media routes over real HTTP, with a clock the test moves. */
let clock = Date.UTC(2026, 0, 1, 12, 0, 0);
let server: Awaited<ReturnType<typeof serveMedia>>;
let base: string;
const assets = loadMediaAssets();

beforeAll(async () => {
  server = await serveMedia(() => clock, { assets });
  base = server.base;
});

afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });
const firstPts = (segment: Buffer) => {
  let pts = -1;
  forEachTimestamp(segment, (f) => {
    if (pts < 0 && f.kind === 'pts') pts = f.value;
  });
  return pts;
};

describe('live HLS', () => {
  it('serves a sliding window that starts one loop back and advances with the clock', async () => {
    const first = await get('/media/live/room-1/index.m3u8', { Origin: 'http://localhost:3000' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(first.headers.get('cache-control')).toContain('no-cache');
    expect(first.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const text = await first.text();
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:2\n');
    expect(text.match(/^seg-\d+\.ts$/gm)).toEqual(['seg-2.ts', 'seg-3.ts', 'seg-4.ts', 'seg-5.ts']);
    expect(text).not.toContain('ENDLIST');

    clock += 4000;
    const later = await (await get('/media/live/room-1/index.m3u8')).text();
    expect(later).toContain('#EXT-X-MEDIA-SEQUENCE:4\n');
    expect(later.match(/^seg-\d+\.ts$/gm)).toEqual(['seg-4.ts', 'seg-5.ts', 'seg-6.ts', 'seg-7.ts']);
  });

  it('keeps a start per stream', async () => {
    const text = await (await get('/media/live/room-2/index.m3u8')).text();
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:2\n');
  });

  it('serves a wrapped segment as the first asset one loop later in time', async () => {
    const answer = await get('/media/live/room-1/seg-6.ts');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('video/mp2t');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.length).toBe(assets.live.segments[0].length);
    expect(firstPts(bytes)).toBe(firstPts(assets.live.segments[0]) + 12 * CLOCK_HZ);
  });

  it('has no segment from the future, and no odd names or ids', async () => {
    expect((await get('/media/live/room-1/seg-9.ts')).status).toBe(404);
    expect((await get('/media/live/room-1/seg-x.ts')).status).toBe(404);
    expect((await get('/media/live/room-1/seg0.ts')).status).toBe(404);
    expect((await get('/media/live/bad.id/index.m3u8')).status).toBe(404);
  });
});

describe('VOD', () => {
  it('serves an hour-long ENDLIST playlist looping the replay, with timestamps moved forward per loop', async () => {
    const playlist = await get('/media/vod/post-7/index.m3u8');
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const body = await playlist.text();
    expect(body).toContain('#EXT-X-ENDLIST');
    const segments = VOD_LOOPS * assets.vod.segments.length;
    expect(body.match(/^seg-\d+\.ts$/gm)).toHaveLength(segments);
    expect(parseDurations(body).reduce((sum, d) => sum + d, 0)).toBeCloseTo(3600, 3);
    const first = await get('/media/vod/post-7/seg-5.ts');
    expect(first.status).toBe(200);
    expect(Buffer.from(await first.arrayBuffer()).equals(assets.vod.segments[5])).toBe(true);
    // Segment 155 is asset 5 of loop 25: the same bytes, 25 × 12 s later.
    const later = Buffer.from(await (await get('/media/vod/post-7/seg-155.ts')).arrayBuffer());
    expect(later.equals(shiftTimestamps(assets.vod.segments[5], 25 * 12 * CLOCK_HZ))).toBe(true);
    expect((await get(`/media/vod/post-7/seg-${segments}.ts`)).status).toBe(404);
  });

  it('serves the MP4 whole, by range, and 416 past the end', async () => {
    const size = assets.mp4.length;
    const whole = await get('/media/vod/post-7.mp4');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(Number(whole.headers.get('content-length'))).toBe(size);
    await whole.arrayBuffer();

    const part = await get('/media/vod/post-7.mp4', { Range: 'bytes=100-199', Origin: 'http://localhost:3000' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect(part.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect(Buffer.from(await part.arrayBuffer()).equals(assets.mp4.subarray(100, 200))).toBe(true);

    const past = await get('/media/vod/post-7.mp4', { Range: `bytes=${size}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);

    expect((await get('/media/vod/post-7.webm')).status).toBe(404);
  });

  it('answers HEAD for the MP4 without a body', async () => {
    const head = await fetch(`${base}/media/vod/post-7.mp4`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(assets.mp4.length);
  });
});

describe('mediaUrls', () => {
  it('names the routes for stream-info and replay-stream-info answers', () => {
    expect(mediaUrls('http://127.0.0.1:4010/', 'post 9')).toEqual({
      stream_hls_url: 'http://127.0.0.1:4010/media/live/post%209/ll.m3u8',
      stream_url: 'http://127.0.0.1:4010/media/live/post%209/index.m3u8',
      replay_url: 'http://127.0.0.1:4010/media/vod/post%209/index.m3u8',
      replay_url_mp4: 'http://127.0.0.1:4010/media/vod/post%209.mp4',
      backup_url: 'http://127.0.0.1:4010/media/vod/post%209.mp4',
    });
  });
});

describe('the 9:16 set (issue 26)', () => {
  it('serves its own live loop and replay under /media/portrait', async () => {
    const urls = mediaUrls('http://127.0.0.1:4000/', 'post-9007', 'portrait');
    expect(urls.stream_hls_url).toBe('http://127.0.0.1:4000/media/portrait/live/post-9007/ll.m3u8');
    expect(urls.stream_url).toBe('http://127.0.0.1:4000/media/portrait/live/post-9007/index.m3u8');
    const playlist = await (await get('/media/portrait/live/room-9/index.m3u8')).text();
    const segment = playlist.match(/^seg-\d+\.ts$/m)?.[0];
    const bytes = Buffer.from(await (await get(`/media/portrait/live/room-9/${segment}`)).arrayBuffer());
    const asset = assets.portrait.live.segments.findIndex((s) => s.length === bytes.length);
    expect(asset).toBeGreaterThanOrEqual(0);
    expect(assets.portrait.live.segments[0].equals(assets.live.segments[0])).toBe(false);
    const mp4 = await get('/media/portrait/vod/post-9008.mp4', { Range: 'bytes=0-9' });
    expect(mp4.status).toBe(206);
    expect(Number(mp4.headers.get('content-range')?.split('/')[1])).toBe(assets.portrait.mp4.length);
  });
});
