import type { PlatformContext } from '../context';
import { notFound, type PlatformRequest, type Reply, type Router } from '../http';
import { loadMediaAssets, type LiveRendition, type MediaAssets, type MediaSet } from './assets';
import { LIVE_SEGMENT_SECONDS, LIVE_WINDOW_SIZE, liveSegment, liveWindow, newestSequence } from './live-window';
import { blockingReload, llPlaylist, llWindow, masterPlaylist, partName, partReadyAt, type LlConfig, type Rendition } from './ll-playlist';
import { CLOCK_HZ, shiftTimestamps } from './mpegts';
import { cutParts } from './parts';
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

/** LL-HLS parts: 5 × 0.4 s per 2 s segment (the live assets have a key frame every 0.4 s). */
export const LIVE_PARTS_PER_SEGMENT = 5;

export interface MediaOptions {
  assets?: MediaAssets;
  /** How a blocking playlist reload or preload-hinted part waits (tests move their clock instead). */
  sleep?: (ms: number) => Promise<void>;
}

type Ctx = Pick<PlatformContext, 'now'>;
const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Only the clock is used, so tests can drive it. */
export function registerMedia(router: Router, ctx: Ctx, options: MediaOptions = {}): void {
  const assets = options.assets ?? loadMediaAssets();
  const sleep = options.sleep ?? realSleep;
  const base = (set: MediaSet, width: number, height: number): LiveRendition => ({ name: `${height}p`, width, height, media: set.live });
  registerSet(router, ctx, assets, [base(assets, 640, 360), ...assets.renditions], '/media', sleep);
  // The 9:16 set (a seller broadcasting from a phone): same routes under /media/portrait, one rendition.
  registerSet(router, ctx, assets.portrait, [base(assets.portrait, 360, 640)], '/media/portrait', sleep);
}

function registerSet(router: Router, ctx: Ctx, { live, vod, mp4 }: MediaSet, renditions: LiveRendition[], prefix: string, sleep: (ms: number) => Promise<void>): void {
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

  const config: LlConfig = { segmentSeconds: LIVE_SEGMENT_SECONDS, partsPerSegment: LIVE_PARTS_PER_SEGMENT, windowSize: LIVE_WINDOW_SIZE, assetCount: live.segments.length };
  const loops = renditions.map((rendition) => liveLoop(rendition, config));
  const partMs = (LIVE_SEGMENT_SECONDS * 1000) / LIVE_PARTS_PER_SEGMENT;

  const plain = (loop: LiveLoop, { params }: PlatformRequest): Reply => {
    if (!ID.test(params.streamId)) return notFound('No such stream');
    const window = liveWindow(ctx.now(), startOf(params.streamId), LIVE_SEGMENT_SECONDS, LIVE_WINDOW_SIZE, loop.segments.length);
    return text(livePlaylist(window, LIVE_SEGMENT_SECONDS), HLS, NO_CACHE);
  };
  // LL-HLS with blocking reload: the answer waits until the asked segment or part is in the playlist.
  const lowLatency = async (loop: LiveLoop, { params, query }: PlatformRequest): Promise<Reply> => {
    if (!ID.test(params.streamId)) return notFound('No such stream');
    const start = startOf(params.streamId);
    const block = blockingReload({ msn: query.get('_HLS_msn'), part: query.get('_HLS_part') }, ctx.now(), start, config);
    if (block.kind === 'bad') return { status: block.reason === 'too far ahead' ? 503 : 400, body: { error: block.reason }, headers: NO_CACHE };
    let at = ctx.now();
    if (block.kind === 'wait') {
      await sleep(block.waitMs);
      // The answer holds what was asked for, even by a clock a hair behind the sleep.
      at = Math.max(ctx.now(), at + block.waitMs);
    }
    return text(llPlaylist(llWindow(at, start, config), config), HLS, NO_CACHE);
  };
  const media = async (loop: LiveLoop, { params }: PlatformRequest): Promise<Reply> => {
    if (!ID.test(params.streamId)) return notFound('No such segment');
    const start = startOf(params.streamId);
    const sequence = segmentNumber(params.segment);
    if (sequence !== null) {
      // Segments beyond the one still being produced do not exist yet; serving that one gives a player
      // whose clock runs slightly ahead one segment of slack.
      if (sequence > newestSequence(ctx.now(), start, LIVE_SEGMENT_SECONDS)) return notFound('Segment not available yet');
      const { asset, loop: round } = liveSegment(sequence, start, LIVE_SEGMENT_SECONDS, loop.segments.length);
      return bytes(shiftTimestamps(loop.segments[asset], round * loopTicks), TS, CACHE);
    }
    const part = partName(params.segment);
    if (!part || part.index >= LIVE_PARTS_PER_SEGMENT) return notFound('No such segment');
    const waitMs = partReadyAt(part.sequence, part.index, start, config) - ctx.now();
    // The preload-hinted part is answered as soon as it is complete; anything later does not exist yet.
    if (waitMs > partMs + PART_SLACK_MS) return notFound('Part not available yet');
    if (waitMs > 0) await sleep(waitMs);
    const { asset, loop: round } = liveSegment(part.sequence, start, LIVE_SEGMENT_SECONDS, loop.segments.length);
    return bytes(shiftTimestamps(loop.parts[asset][part.index], round * loopTicks), TS, CACHE);
  };

  const [first] = loops;
  router.get(`${prefix}/live/:streamId/index.m3u8`, (req) => plain(first, req));
  router.get(`${prefix}/live/:streamId/ll.m3u8`, (req) => lowLatency(first, req));
  router.get(`${prefix}/live/:streamId/master.m3u8`, ({ params }) =>
    ID.test(params.streamId) ? text(masterPlaylist(loops, (r) => `${r.name}/ll.m3u8`), HLS, NO_CACHE) : notFound('No such stream'),
  );
  router.get(`${prefix}/live/:streamId/:segment`, (req) => media(first, req));
  const byName = (name: string) => loops.find((loop) => loop.name === name);
  router.get(`${prefix}/live/:streamId/:rendition/:segment`, (req) => {
    const loop = byName(req.params.rendition);
    if (!loop) return notFound('No such rendition');
    if (req.params.segment === 'll.m3u8') return lowLatency(loop, req);
    if (req.params.segment === 'index.m3u8') return plain(loop, req);
    return media(loop, req);
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

/** A preload-hinted part asked for a little early (a player's clock ahead of ours) still waits. */
const PART_SLACK_MS = 250;

/** One rendition's live loop, with its segments cut into parts once. */
interface LiveLoop extends Rendition {
  segments: Buffer[];
  parts: Buffer[][];
}

function liveLoop({ name, width, height, media }: LiveRendition, config: LlConfig): LiveLoop {
  const parts = media.segments.map((segment, i) => {
    const cut = cutParts(segment);
    if (cut.length !== config.partsPerSegment || !cut.every((part) => part.independent)) {
      throw new Error(`media: ${name} segment ${i} does not cut into ${config.partsPerSegment} independent parts (regenerate with generate.sh)`);
    }
    return cut.map((part) => part.bytes);
  });
  // Peak rate of a segment, plus a tenth for the playlist and TCP overheads.
  const bandwidth = Math.ceil((Math.max(...media.segments.map((segment) => segment.length)) * 8 * 1.1) / config.segmentSeconds);
  return { name, width, height, bandwidth, segments: media.segments, parts };
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
