import { bufferedRanges, createStallRecovery, type MediaSample } from '@/lib/live/playback/stall-recovery';
import type { EnginePlayer } from './player-engine';

/** How often the media element is looked at (a stall over 2 s must not happen, issue 28). */
const SAMPLE_MS = 250;
/** A pause this soon after a pointer or key on the player is the viewer's. */
const GESTURE_MS = 1_000;

export interface StallGuard {
  /** The stall under way, for a quality report sent during it. */
  openStallMs(): number | null;
  stop(): void;
}

const sampleOf = (video: HTMLVideoElement): MediaSample => ({
  currentTime: video.currentTime,
  buffered: bufferedRanges(video.buffered),
  paused: video.paused,
  ended: video.ended,
  seeking: video.seeking,
  readyState: video.readyState,
});

/**
 * Runs lib/live/playback/stall-recovery against one engine: samples its <video> (video.js keeps the
 * element it was given inside `host`), acts through the engine so its own state follows, tells the
 * room when to show its waiting state, and each stall's length when playback moves again.
 */
export function guardStalls(
  player: EnginePlayer,
  host: HTMLElement,
  {
    autoplay,
    live,
    onWaiting,
    onStall,
    reload,
  }: { autoplay: boolean; live: boolean; onWaiting: (waiting: boolean) => void; onStall: (ms: number) => void; /** Sets the playing source again. */ reload: () => void },
): StallGuard {
  const now = () => performance.now();
  const recovery = createStallRecovery({ now, autoplay, live });
  let gestureAt = -Infinity;
  let waiting = false;
  let stopped = false;
  const media = () => host.querySelector('video');
  const onGesture = () => {
    gestureAt = now();
  };
  host.addEventListener('pointerdown', onGesture, true);
  host.addEventListener('keydown', onGesture, true);
  // The room's own calls (the host page's pause command, embed/player-control) are asked for: engines
  // pause the element itself. Told to the recovery now, not when the 'pause' event comes: on a starved
  // main thread that can be later than GESTURE_MS, and the pause was then undone (embed.spec in CI).
  const pause = player.pause.bind(player);
  player.pause = () => {
    onGesture();
    const video = media();
    if (video && !stopped) recovery.paused(sampleOf(video), true);
    pause();
  };
  player.on('play', () => recovery.viewerPlayed());
  player.on('pause', () => {
    const video = media();
    if (video && !stopped) recovery.paused(sampleOf(video), now() - gestureAt < GESTURE_MS);
  });
  const timer = window.setInterval(() => {
    const video = media();
    if (!video) return;
    const step = recovery.sample(sampleOf(video));
    if (step.stallEndedMs !== null) onStall(step.stallEndedMs);
    if (step.waiting !== waiting) onWaiting((waiting = step.waiting));
    if (step.action.kind === 'play') void player.play()?.catch(() => undefined);
    else if (step.action.kind === 'seek') player.currentTime(step.action.to);
    else if (step.action.kind === 'reload') reload();
  }, SAMPLE_MS);
  return {
    openStallMs: () => recovery.openStallMs(),
    stop() {
      stopped = true;
      clearInterval(timer);
      host.removeEventListener('pointerdown', onGesture, true);
      host.removeEventListener('keydown', onGesture, true);
      if (waiting) onWaiting(false);
    },
  };
}
