import type { EngineOptions, EnginePlayer } from './player-engine';
import { HLS_TYPE, type PlayerSource } from '@/lib/live/player-sources';
import { nativePlaysParts } from '@/lib/live/playback/live-edge';

/**
 * The browser's own player for the room (Safari and iOS play HLS natively; Chromium too, used for
 * replays): no library to download or compile, so the first frame follows hydration at once.
 * video.js (player-engine.ts) is loaded where this cannot play the room's sources or hold a live edge.
 */

/** The MIME type browsers answer for native HLS (the `application/x-mpegURL` alias is not asked). */
const NATIVE_HLS = 'application/vnd.apple.mpegurl';
/** Seconds behind the live edge a jump lands at: a little room, so the player does not stall at once. */
const EDGE_MARGIN_S = 3;

let probe: HTMLVideoElement | null = null;

/** Whether this browser plays `source` without a library. */
export function canPlayNatively(source: PlayerSource): boolean {
  if (typeof document === 'undefined') return false;
  probe ??= document.createElement('video');
  return probe.canPlayType(source.type === HLS_TYPE ? NATIVE_HLS : source.type) !== '';
}

/**
 * Whether the browser's own player can hold a live room at its edge: only WebKit's (Safari, iOS)
 * dates its frames (`getStartDate`) and plays LL-HLS parts. Chromium's own HLS starts at the oldest
 * listed segment, 6–10 s behind, and fails to parse its stream after a rate change or seek, so the
 * room could neither hold the edge nor show overlays with their frame there (ADR 0013).
 */
export function nativeHoldsLiveEdge(): boolean {
  return typeof HTMLMediaElement !== 'undefined' && 'getStartDate' in HTMLMediaElement.prototype;
}

/**
 * The browser's own player for `source`: where it plays it, and for a live only where it can hold
 * the edge (else video.js/VHS in low-latency mode, given Media Source Extensions).
 */
export function playsNatively(source: PlayerSource, live: boolean): boolean {
  return canPlayNatively(source) && (!live || nativeHoldsLiveEdge() || !hasMediaSource());
}

/**
 * Whether video.js could play here: its HLS engine (VHS) needs Media Source Extensions, which iOS
 * Safari before 17.1 lacks (ManagedMediaSource since). Without it the library is not worth loading.
 */
export function hasMediaSource(): boolean {
  if (typeof window === 'undefined') return false;
  const scope = window as Window & { MediaSource?: unknown; ManagedMediaSource?: unknown };
  return typeof scope.MediaSource === 'function' || typeof scope.ManagedMediaSource === 'function';
}

/** Safari's presentation modes (picture in picture without the standard API on older iOS). */
type WebkitVideo = HTMLVideoElement & { webkitPresentationMode?: string; webkitSetPresentationMode?: (mode: string) => void };
/** Safari's HLS: the PROGRAM-DATE-TIME at media time 0 (an invalid Date when the playlist has none). */
type DatedVideo = HTMLVideoElement & { getStartDate?: () => Date };
const startDateMs = (video: HTMLVideoElement) => (video as DatedVideo).getStartDate?.().getTime();

/** A plain <video> made here, behind the slice of the video.js API the room uses. */
export function createNativeEngine(host: HTMLElement, options: EngineOptions): { player: EnginePlayer; video: HTMLVideoElement } {
  const video = document.createElement('video');
  video.className = 'native-video';
  video.muted = true;
  video.defaultMuted = true;
  video.playsInline = true;
  video.setAttribute('playsinline', '');
  video.controls = true;
  video.preload = 'auto';
  video.autoplay = options.autoplay;
  video.setAttribute('aria-label', options.label);
  host.append(video);
  return { player: wrap(video, options), video };
}

function wrap(video: HTMLVideoElement, options: EngineOptions): EnginePlayer {
  const listeners: [string, () => void, boolean][] = [];
  const seekableEnd = () => (video.seekable.length > 0 ? video.seekable.end(video.seekable.length - 1) : video.currentTime);
  // Safari's live window starts where its playlist does (not at 0): a jump never lands before it.
  const seekableStart = () => (video.seekable.length > 0 ? video.seekable.start(video.seekable.length - 1) : 0);
  return {
    src(source) {
      video.src = source.src;
      // Older engines return no promise from play(); a refused autoplay leaves the poster and controls.
      if (options.autoplay) void Promise.resolve().then(() => video.play()).catch(() => undefined);
    },
    play: () => video.play(),
    pause: () => video.pause(),
    paused: () => video.paused,
    muted(value) {
      if (value !== undefined) video.muted = value;
      return video.muted;
    },
    currentTime(seconds) {
      if (seconds !== undefined) video.currentTime = seconds;
      return video.currentTime;
    },
    duration: () => video.duration,
    error: () => (video.error ? { code: video.error.code, message: video.error.message } : null),
    on(event, listener) {
      for (const name of Array.isArray(event) ? event : [event]) {
        // A <source> reports its failure on itself (no bubbling): capture it at the video.
        const capture = name === 'error';
        video.addEventListener(name, listener, capture);
        listeners.push([name, listener, capture]);
      }
    },
    dispose() {
      for (const [name, listener, capture] of listeners) video.removeEventListener(name, listener, capture);
      // A room left (ended, kicked) must not go on in Safari's picture-in-picture window.
      const webkit = video as WebkitVideo;
      if (webkit.webkitPresentationMode && webkit.webkitPresentationMode !== 'inline') webkit.webkitSetPresentationMode?.('inline');
      video.removeAttribute('src');
      video.replaceChildren();
      video.load();
      video.remove();
    },
    // Safari (and iOS) play LL-HLS parts and date the timeline; Chromium's and WebKitGTK's own players do
    // neither (WebKitGTK has getStartDate, answering NaN). Asked each time: Safari dates once loaded.
    get playsParts() {
      return nativePlaysParts(startDateMs(video));
    },
    frameDateMs() {
      const start = startDateMs(video);
      return nativePlaysParts(start) ? start + video.currentTime * 1000 : null;
    },
    liveTracker: options.live
      ? {
          isLive: () => video.duration === Infinity,
          liveCurrentTime: seekableEnd,
          seekToLiveEdge: () => {
            video.currentTime = Math.max(seekableStart(), seekableEnd() - EDGE_MARGIN_S);
          },
        }
      : undefined,
  };
}
