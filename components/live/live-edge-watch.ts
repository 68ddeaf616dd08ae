import { carriedFrameDateMs, correctAnchor, createEdgeClock, createEdgeController, firstVariant, parseLivePlaylist, targetLatencyS, type LivePlaylistInfo } from '@/lib/live/playback/live-edge';
import { bufferedRanges } from '@/lib/live/playback/stall-recovery';
import type { EnginePlayer } from './player-engine';
import { trackPauseIntent } from './pause-intent';
import { pictureClock } from './picture-clock';

/** How often the element is looked at, and how often the playlist is read for its edge. */
const SAMPLE_MS = 250;
const PLAYLIST_MS = 1_000;
/** Frames moved within this long: the picture is playing. */
const MOVING_MS = 1_000;
/** Playback must have moved this long before the first rate change or seek. */
const SETTLE_MS = 2_000;

export interface LiveEdgeWatch {
  /** The LIVE control: back to the edge. */
  goLive(): void;
  /** Seconds behind the edge, from the PDT of the frame on screen; null while unknown. */
  distanceS(): number | null;
  stop(): void;
}

/**
 * Holds one live engine at the edge (lib/live/playback/live-edge): reads the playlist the engine plays
 * (a master's first variant: the renditions share their timing) for the edge, dates the frame on
 * screen, applies the controller's rate or seek, tells the room whether it is at the edge, and
 * publishes the picture clock that holds overlays until their frame.
 */
export function watchLiveEdge(player: EnginePlayer, video: HTMLVideoElement, source: () => string, onAtEdge: (atEdge: boolean | null) => void): LiveEdgeWatch {
  let sourceUrl = source();
  const now = () => performance.now();
  let info: LivePlaylistInfo | null = null;
  // Carried past the newest read by at most two reads' interval (a cut, a stream that stopped).
  const edgeClock = createEdgeClock({ maxAheadMs: 2 * PLAYLIST_MS });
  let mediaUrl: string | null = null;
  let stopped = false;
  let anchorMs: number | null = null;
  let lastDated: { ms: number; t: number } | null = null;
  let lastTime = -1;
  let movedAt = -Infinity;
  let startedAt: number | null = null;
  let liveAsked = false;
  let atEdge: boolean | null = null;
  // Edge and frame on the server's clock; their difference is what matters, so no clock sync is needed.
  const controller = createEdgeController({
    now,
    targetS: () => (info ? targetLatencyS(info, player.playsParts === true) : 6),
    windowS: () => info?.windowS ?? 8,
    // Only engines that date frames and play parts (VHS, Safari) change rate: Chromium's own player failed to
    // parse its stream after a rate change, WebKitGTK's froze. Asked each step: Safari dates once loaded.
    rateCatchUp: () => typeof player.frameDateMs !== 'function' || player.playsParts === true,
  });
  // A pause right after a rate change of ours that nobody asked for is the engine flushing for the new rate
  // (WebKitGTK/GStreamer): no more rate changes, and the playback it broke is resumed. (Not a seek: VHS
  // seeks by itself, over gaps and to its live point.)
  // A pause the viewer or a host asked for (pause-intent) is theirs, whatever the rate did.
  const intent = trackPauseIntent(video, video.parentElement ?? video, now);
  const onPause = () => {
    if (intent.asked()) return;
    if (controller.unasked() && video.paused) void player.play()?.catch(() => undefined);
  };
  video.addEventListener('pause', onPause);

  const read = async (url: string) => {
    const answer = await fetch(url, { cache: 'no-store', credentials: 'omit' });
    return answer.ok ? answer.text() : null;
  };
  let reading = false;
  const refresh = async () => {
    if (stopped || reading) return;
    reading = true;
    try {
      if (!mediaUrl) {
        const text = await read(sourceUrl);
        if (text === null) return;
        mediaUrl = firstVariant(text, sourceUrl) ?? sourceUrl;
        if (mediaUrl === sourceUrl) return accept(text);
      }
      // A master's variant right after it: the first read must follow the engine's own as closely as it can.
      const text = await read(mediaUrl);
      if (text !== null) accept(text);
    } catch {
      // Offline: the edge waits for the next read.
    } finally {
      reading = false;
    }
  };
  const accept = (text: string) => {
    const parsed = parseLivePlaylist(text);
    if (!parsed) return;
    info = parsed;
    edgeClock.read(parsed.edgeMs, now());
    // Chromium's own player: the timeline starts at the oldest segment of its first read (see correctAnchor).
    // Never for an engine that dates its own frames (VHS): one that has no date for a moment is unknown, not anchored.
    if (anchorMs === null && player.playsParts !== true && !player.frameDateMs?.() && Number.isFinite(parsed.segmentStartsMs[0])) anchorMs = parsed.segmentStartsMs[0];
  };
  const bufferedEnd = () => bufferedRanges(video.buffered).find(([start, end]) => start <= video.currentTime + 0.1 && video.currentTime <= end)?.[1] ?? null;
  const frameMs = (): number | null => {
    const engineDated = player.frameDateMs?.() ?? null;
    if (engineDated !== null) lastDated = { ms: engineDated, t: video.currentTime };
    // An engine that dates frames may have no date for a moment: carried (carriedFrameDateMs).
    const dated = carriedFrameDateMs(engineDated, lastDated, video.currentTime);
    if (dated !== null) return dated;
    if (anchorMs === null || !info) return null;
    anchorMs = correctAnchor(anchorMs, video.buffered.length ? video.buffered.end(video.buffered.length - 1) : null, edgeClock.nowMs(now()), info.targetDurationS);
    return anchorMs + video.currentTime * 1000;
  };
  // Moved since the last sample counts too: a busy main thread can delay the sampler past MOVING_MS
  // while the picture plays on, and held overlays must not then all show at once (seen in CI).
  const playing = () => !video.paused && video.readyState >= 3 && (now() - movedAt < MOVING_MS || Math.abs(video.currentTime - lastTime) > 0.01);
  const detach = pictureClock.attach(() => {
    const clock = { frameMs: frameMs(), playing: playing() };
    // For tests and the bench: when the hold last found the picture still, and so showed what it held at
    // once (by the render the picture may move again, and a dip of readyState fires no event).
    if (!clock.playing) {
      video.dataset.pictureStillAt = String(Date.now());
      video.dataset.pictureStillWhy = video.paused ? 'paused' : video.readyState < 3 ? `readyState ${video.readyState}` : 'not moving';
    }
    return clock;
  });

  const sample = () => {
    if (Math.abs(video.currentTime - lastTime) > 0.01) {
      const wasPlaying = playing();
      movedAt = now();
      startedAt ??= movedAt;
      lastTime = video.currentTime;
      if (!wasPlaying) pictureClock.changed();
    }
    // Chromium's own HLS player failed to parse its stream (DEMUXER_ERROR_COULD_NOT_PARSE) when its rate or
    // position was changed before it had played a moment: until playback settles the controller only
    // measures (as for a pause).
    const settled = startedAt !== null && now() - startedAt >= SETTLE_MS;
    // Chromium's own player (whole segments, no dates) still failed after seeks and rate changes in the
    // room: there the edge is measured and shown, and only the viewer's LIVE press moves the playhead.
    const mayAct = player.playsParts === true || liveAsked;
    const action = controller.step({
      currentTime: video.currentTime,
      playbackRate: video.playbackRate,
      paused: video.paused || !settled || !mayAct,
      seeking: video.seeking,
      bufferedEnd: bufferedEnd(),
      frameMs: frameMs(),
      edgeMs: info ? edgeClock.nowMs(now()) : null,
    });
    if (action.kind === 'rate') video.playbackRate = action.rate;
    else if (action.kind === 'seek') {
      liveAsked = false;
      player.currentTime(action.to);
    }
    const edge = controller.distanceS() === null ? null : controller.atEdge();
    if (edge !== atEdge) onAtEdge((atEdge = edge));
    // For tests and the bench (read from outside, no re-render): the frame's PDT and the distance from the edge.
    const dated = frameMs();
    video.dataset.framePdt = dated === null ? '' : String(Math.round(dated));
    // When that was read (ms since the epoch), so a reader between samples can carry the PDT forward.
    video.dataset.frameAt = String(Date.now());
    video.dataset.edgeDistance = controller.distanceS()?.toFixed(2) ?? '';
  };
  // Chromium's own player reads first; the page's read right after dates its timeline (see correctAnchor).
  void refresh();
  const sampler = window.setInterval(sample, SAMPLE_MS);
  const reader = window.setInterval(() => void refresh(), PLAYLIST_MS);
  // Back online after a cut: read the edge at once, not at the next tick.
  const online = () => void refresh();
  window.addEventListener('online', online);
  // The engine loads a source again (a retry, the next source): a new timeline, a new anchor.
  const restart = () => {
    sourceUrl = source();
    startedAt = null;
    mediaUrl = null;
    info = null;
    edgeClock.reset();
    anchorMs = null;
    void refresh();
  };
  video.addEventListener('loadstart', restart);
  return {
    goLive() {
      liveAsked = true;
      controller.goLive();
      if (video.paused) void player.play()?.catch(() => undefined);
      sample();
    },
    distanceS: () => controller.distanceS(),
    stop() {
      stopped = true;
      clearInterval(sampler);
      clearInterval(reader);
      window.removeEventListener('online', online);
      video.removeEventListener('loadstart', restart);
      video.removeEventListener('pause', onPause);
      intent.stop();
      detach();
      video.playbackRate = 1;
    },
  };
}
