import './videojs-no-dynamic-style';
import videojs from 'video.js';
import 'video.js/dist/video-js.css';

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
}

export interface EngineOptions {
  live: boolean;
  autoplay: boolean;
  poster: string | null;
  label: string;
}

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
    // Play HLS through VHS (MSE) even where the browser claims native support: one engine everywhere,
    // and its live tracker keeps the player near the live edge.
    html5: { vhs: { overrideNative: true, useBandwidthFromLocalStorage: false } },
  }) as unknown as EnginePlayer;
  return { player, video };
}
