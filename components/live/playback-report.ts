import { playbackQualityEvent } from '@/lib/analytics/measurements';
import { createPlaybackQuality } from '@/lib/live/playback-quality';
import type { EnginePlayer } from './player-engine';

type Analytics = typeof import('@/lib/analytics/browser');

/** At most one sample of the distance behind the live edge per this many ms of playback. */
const EDGE_SAMPLE_MS = 5_000;

/** Shared by every session of the page: a session that never played still reports. */
let analytics: Analytics | null = null;
const loadAnalytics = () => import('@/lib/analytics/browser').then((module) => (analytics = module));

/**
 * One playback session's quality (lib/live/playback-quality), reported once through the analytics
 * module: when the page is hidden or left (sendBeacon), or when the player stops (room left, stage
 * ended, sources changed). The analytics chunk is fetched after the first frame, so the report can
 * go synchronously while the page is being hidden. `follow` each engine the session plays on (the
 * native player, then video.js if it had to take over); `distance` is its distance from the live edge
 * (s, from the PDT of the frame on screen: live-edge-watch), null while unknown.
 */
export function watchPlaybackQuality(live: boolean): {
  follow(player: EnginePlayer, distance: () => number | null): void;
  /** A stall the player recovered from (components/live/stall-guard.ts); `openStall` tells one under way at report time. */
  stall(ms: number): void;
  openStall(pending: () => number | null): void;
  stop(): void;
} {
  const now = () => performance.now();
  const quality = createPlaybackQuality({ live, now });
  // The room the session played in, even when the report goes after a client-side navigation.
  const path = window.location.pathname;
  let lastEdgeSample = -Infinity;
  let openStall: () => number | null = () => null;

  const send = () => {
    const pending = openStall();
    // A stall still under way counts too (the page is left while frozen); report() answers only once.
    if (pending !== null) quality.stall(pending);
    openStall = () => null;
    const report = quality.report();
    if (!report) return;
    const event = playbackQualityEvent(report, path);
    // Synchronous once loaded (a hidden page may get no later task); otherwise as soon as it is.
    if (analytics) analytics.trackEvent(event, { now: true });
    else void loadAnalytics().then((module) => module.trackEvent(event, { now: true }), () => undefined);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') send();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', send);
  return {
    follow(player, distance) {
      quality.requested();
      player.on('playing', () => {
        quality.playing();
        if (!analytics) void loadAnalytics().catch(() => undefined);
      });
      player.on('waiting', () => quality.waiting());
      player.on('error', () => quality.error(player.error()?.code));
      // Sampled while it plays (a stopped player is already out of the page, paused).
      player.on('timeupdate', () => {
        if (!live || player.paused() || now() - lastEdgeSample < EDGE_SAMPLE_MS) return;
        const behind = distance();
        // Before the first playlist read the distance is unknown: not a sample, try again on the next update.
        if (behind !== null && quality.liveEdge(behind)) lastEdgeSample = now();
      });
    },
    stall: (ms) => quality.stall(ms),
    openStall(pending) {
      openStall = pending;
    },
    stop() {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', send);
      send();
    },
  };
}
