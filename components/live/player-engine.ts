import './videojs-no-dynamic-style';
import videojs from 'video.js';
import 'video.js/dist/video-js.css';
import { frameDateMs, type DatedSegment } from '@/lib/live/playback/live-edge';

/**
 * The video.js side of the room's player, in its own chunk: Player.tsx imports it only where the
 * browser cannot play the stream itself (native-engine.ts), so the ~200 KiB engine is never in the
 * room's first load and most phones never download it.
 */

export interface EngineSource {
  src: string;
  type: string;
}

/** The slice of video.js the room uses (its own typings take `any` options). */
export interface EnginePlayer {
  src(source: EngineSource): void;
  play(): Promise<void> | undefined;
  pause(): void;
  paused(): boolean;
  muted(value?: boolean): boolean | undefined;
  currentTime(seconds?: number): number;
  duration(): number;
  error(): { code?: number; message?: string } | null;
  on(event: string | string[], listener: () => void): void;
  dispose(): void;
  liveTracker?: { isLive(): boolean; liveCurrentTime(): number; seekToLiveEdge(): void };
  /** The program date-time (ms) of the frame on screen, where the engine knows it (Safari's getStartDate, VHS's playlist); else null. */
  frameDateMs?(): number | null;
  /** Whether it loads LL-HLS parts (VHS, Safari): it may then sit PART-HOLD-BACK behind the edge. */
  playsParts?: boolean;
}

export interface EngineOptions {
  live: boolean;
  autoplay: boolean;
  poster: string | null;
  label: string;
}

/** VHS's first bandwidth estimate, bits per second: the lowest rendition first, as hls.js starts. */
const START_BANDWIDTH_BPS = 500_000;

/** Creates the player on a <video> made here (video.js rewraps its element; React must not own it). */
export function createEngine(host: HTMLElement, options: EngineOptions): { player: EnginePlayer; video: HTMLVideoElement } {
  const video = document.createElement('video');
  video.className = 'video-js vjs-fill';
  video.muted = true;
  video.playsInline = true;
  video.setAttribute('playsinline', '');
  video.setAttribute('aria-label', options.label);
  if (options.poster) video.poster = options.poster;
  host.append(video);
  const player = videojs(video, {
    muted: true,
    autoplay: options.autoplay ? 'muted' : false,
    controls: true,
    preload: 'auto',
    liveui: options.live,
    playsinline: true,
    // The room has its own stage overlays and an obvious unmute button.
    bigPlayButton: !options.autoplay,
    controlBar: { pictureInPictureToggle: false, remainingTimeDisplay: !options.live },
    // No captions in the room: the empty caption layer moved when the picture's size was known, a
    // layout shift of 0.086 in a 9:16 room on a phone.
    textTrackDisplay: false,
    // Play HLS through VHS (MSE) even where the browser claims native support: one engine everywhere,
    // and its live tracker keeps the player near the live edge.
    // llhls: parts, preload hints and blocking reload (VHS 3 default, said here on purpose).
    // bandwidth: the first estimate (VHS assumes 4 Mbit/s), so a live starts on a rendition a phone's
    // link carries and steps up once parts are measured, as hls.js does (its default is 0.5 Mbit/s).
    // Not the Network Information API's downlink: it knows nothing of the round trip each 0.4 s part
    // pays, which limits LL-HLS far more than the line rate (measured: bench/latency.mjs, throttled).
    html5: {
      vhs: { overrideNative: true, useBandwidthFromLocalStorage: false, llhls: true, bandwidth: START_BANDWIDTH_BPS, useNetworkInformationApi: false },
    },
  }) as unknown as EnginePlayer & VhsTechOwner;
  player.playsParts = true;
  player.frameDateMs = () => vhsFrameDateMs(player);
  return { player, video };
}

interface VhsTechOwner {
  tech?(options: { IWillNotUseThisInPlugins: boolean }): { vhs?: { playlists?: { media?(): { segments?: DatedSegment[] } | undefined } } } | undefined;
}

/** The PDT of the frame on screen, from the segments VHS placed (lib/live/playback/live-edge: frameDateMs). */
function vhsFrameDateMs(player: EnginePlayer & VhsTechOwner): number | null {
  return frameDateMs(player.tech?.({ IWillNotUseThisInPlugins: true })?.vhs?.playlists?.media?.()?.segments ?? [], player.currentTime());
}
