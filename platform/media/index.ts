import type { PlatformContext } from '../context';
import { notFound, type PlatformRequest, type Reply, type Router } from '../http';
import { loadMediaAssets, type MediaAssets, type MediaSet } from './assets';
import { LIVE_SEGMENT_SECONDS, LIVE_WINDOW_SIZE, liveSegment, liveWindow, newestSequence } from './live-window';
import { CLOCK_HZ, shiftTimestamps } from './mpegts';
import { livePlaylist, vodPlaylist } from './playlist';
import { contentRange, parseRange } from './range';

export { liveWindow } from './live-window';
export { mediaUrls, type MediaShape, type MediaUrls } from './urls';

/**
 * HLS live playlists with a sliding window, VOD playlists and an MP4 for replays. Any stream or
 * replay id is served (the same synthetic media); whether a post is live is the API routes' business.
 */

const HLS = 'application/vnd.apple.mpegurl';
const TS = 'video/mp2t';
const MP4 = 'video/mp4';
/** The player's JavaScript (VHS) reads these on cross-origin answers. */
const EXPOSE = { 'Access-Control-Expose-Headers': 'Content-Length, Content-Range, Accept-Ranges' };
/** A live playlist changes every segment; a cached one would freeze the player. */
const NO_CACHE = { 'Cache-Control': 'no-cache, no-store, must-revalidate' };
/** Segment bytes depend only on their name, so they can be cached; short enough for regenerated assets. */
const CACHE = { 'Cache-Control': 'public, max-age=300' };
const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Streams remembered; beyond this the oldest is forgotten (it restarts if asked for again). */
const MAX_STREAMS = 1000;
/**
 * How long the HLS replay is: an hour, the length of a real live's archive, so chapters and clips
 * minutes in (seed posts 9003 and 9004) can truly be sought to. It loops the 12-second replay with
 * timestamps moved forward each loop (as the live stream does), so it costs no more assets.
 */
export const VOD_LOOPS = 300;

export interface MediaOptions {
  assets?: MediaAssets;
}

/** Only the clock is used, so tests can drive it. */
export function registerMedia(router: Router, ctx: Pick<PlatformContext, 'now'>, options: MediaOptions = {}): void {
  const assets = options.assets ?? loadMediaAssets();
  registerSet(router, ctx, assets, '/media');
  // The 9:16 set (a seller broadcasting from a phone): same routes under /media/portrait.
  registerSet(router, ctx, assets.portrait, '/media/portrait');
}

function registerSet(router: Router, ctx: Pick<PlatformContext, 'now'>, { live, vod, mp4 }: MediaSet, prefix: string): void {
  const loopTicks = Math.round(live.durations.reduce((sum, d) => sum + d, 0) * CLOCK_HZ);
  const vodLoopTicks = Math.round(vod.durations.reduce((sum, d) => sum + d, 0) * CLOCK_HZ);
  const vodDurations = Array.from({ length: VOD_LOOPS }, () => vod.durations).flat();
  const vodPlaylistText = vodPlaylist(vodDurations);
  const starts = new Map<string, number>();

  /**
   * A stream "started" one full loop before it was first asked for: the first playlist already has
   * a full window, and the player meets a loop wrap within seconds, so the wrap is always exercised.
   */
  const startOf = (streamId: string): number => {
    let start = starts.get(streamId);
    if (start === undefined) {
      start = ctx.now() - live.segments.length * LIVE_SEGMENT_SECONDS * 1000;
      if (starts.size >= MAX_STREAMS) starts.delete(starts.keys().next().value as string);
      starts.set(streamId, start);
    }
    return start;
  };

  router.get(`${prefix}/live/:streamId/index.m3u8`, ({ params }) => {
    if (!ID.test(params.streamId)) return notFound('No such stream');
    const window = liveWindow(ctx.now(), startOf(params.streamId), LIVE_SEGMENT_SECONDS, LIVE_WINDOW_SIZE, live.segments.length);
    return text(livePlaylist(window, LIVE_SEGMENT_SECONDS), HLS, NO_CACHE);
  });

  router.get(`${prefix}/live/:streamId/:segment`, ({ params }) => {
    const sequence = segmentNumber(params.segment);
    if (!ID.test(params.streamId) || sequence === null) return notFound('No such segment');
    const start = startOf(params.streamId);
    // Segments beyond the one still being produced do not exist yet; serving that one gives a player
    // whose clock runs slightly ahead one segment of slack.
    if (sequence > newestSequence(ctx.now(), start, LIVE_SEGMENT_SECONDS)) return notFound('Segment not available yet');
    const { asset, loop } = liveSegment(sequence, start, LIVE_SEGMENT_SECONDS, live.segments.length);
    return bytes(shiftTimestamps(live.segments[asset], loop * loopTicks), TS, CACHE);
  });

  router.get(`${prefix}/vod/:id/index.m3u8`, ({ params }) =>
    ID.test(params.id) ? text(vodPlaylistText, HLS, CACHE) : notFound('No such replay'),
  );

  router.get(`${prefix}/vod/:id/:segment`, ({ params }) => {
    const index = segmentNumber(params.segment);
    if (!ID.test(params.id) || index === null || index >= vodDurations.length) return notFound('No such segment');
    const loop = Math.floor(index / vod.segments.length);
    return bytes(shiftTimestamps(vod.segments[index % vod.segments.length], loop * vodLoopTicks), TS, CACHE);
  });

  const serveMp4 = (req: PlatformRequest): Reply => {
    const id = req.params.file.replace(/\.mp4$/, '');
    if (id === req.params.file || !ID.test(id)) return notFound('No such replay');
    return rangeReply(req, mp4, MP4);
  };
  router.get(`${prefix}/vod/:file`, serveMp4);
  router.add('HEAD', `${prefix}/vod/:file`, serveMp4);
}

/** `seg-12.ts` → 12; anything else → null. */
function segmentNumber(name: string): number | null {
  const match = /^seg-(\d{1,12})\.ts$/.exec(name);
  return match ? Number(match[1]) : null;
}

function text(body: string, type: string, cache: Record<string, string>): Reply {
  return bytes(Buffer.from(body, 'utf8'), type, cache);
}

function bytes(body: Buffer, type: string, headers: Record<string, string>): Reply {
  return { status: 200, raw: body, headers: { 'Content-Type': type, 'Content-Length': String(body.length), ...headers, ...EXPOSE } };
}

/** 200 with the whole file, 206 with one range, or 416; all say Accept-Ranges so players know to seek by range. */
export function rangeReply(req: Pick<PlatformRequest, 'headers'>, file: Buffer, type: string): Reply {
  const headers = { 'Content-Type': type, 'Accept-Ranges': 'bytes', ...CACHE, ...EXPOSE };
  const range = parseRange(req.headers.range, file.length);
  if (range.kind === 'unsatisfiable') {
    return { status: 416, raw: '', headers: { ...headers, 'Content-Range': `bytes */${file.length}`, 'Content-Length': '0' } };
  }
  if (range.kind === 'full') return { status: 200, raw: file, headers: { ...headers, 'Content-Length': String(file.length) } };
  const body = file.subarray(range.start, range.end + 1);
  return {
    status: 206,
    raw: body,
    headers: { ...headers, 'Content-Range': contentRange(range, file.length), 'Content-Length': String(body.length) },
  };
}
