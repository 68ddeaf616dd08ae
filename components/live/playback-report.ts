import { playbackQualityEvent } from '@/lib/analytics/measurements';
import { createPlaybackQuality } from '@/lib/live/playback-quality';
import type { EnginePlayer } from './player-engine';

type Analytics = typeof import('@/lib/analytics/browser');

/** How often the distance behind the live edge is sampled while playing. */
const EDGE_SAMPLE_MS = 5_000;

/**
 * One playback session's quality (lib/live/playback-quality), reported once through the analytics
 * module: when the page is hidden or left (sendBeacon), or when the player stops (room left, stage
 * ended, sources changed). The analytics chunk is fetched after the first frame, so the report can
 * go synchronously while the page is being hidden. `follow` each engine the session plays on (the
 * native player, then video.js if it had to take over).
 */
export function watchPlaybackQuality(live: boolean): { follow(player: EnginePlayer, edgeKnown: () => boolean): void; stop(): void } {
  const quality = createPlaybackQuality({ live, now: () => performance.now() });
  // The room the session played in, even when the report goes after a client-side navigation.
  const path = window.location.pathname;
  let analytics: Analytics | null = null;
  let current: { player: EnginePlayer; edgeKnown: () => boolean } | null = null;
  const sampleEdge = () => {
    const tracker = current?.player.liveTracker;
    // Not tracker.isLive(): video.js calls a stream live only with a window of 20 s or more.
    if (!current || !live || !tracker || current.player.paused() || !current.edgeKnown()) return;
    quality.liveEdge(tracker.liveCurrentTime() - current.player.currentTime());
  };
  const sampler = window.setInterval(sampleEdge, EDGE_SAMPLE_MS);

  const send = () => {
    // A last sample, so a short session has its distance too.
    sampleEdge();
    const report = quality.report();
    if (report && analytics) analytics.trackEvent(playbackQualityEvent(report, path), { now: true });
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') send();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', send);
  return {
    follow(player, edgeKnown) {
      current = { player, edgeKnown };
      quality.requested();
      player.on('playing', () => {
        quality.playing();
        if (!analytics) void import('@/lib/analytics/browser').then((module) => (analytics = module), () => undefined);
      });
      player.on('waiting', () => quality.waiting());
      player.on('error', () => quality.error(player.error()?.code));
    },
    stop() {
      clearInterval(sampler);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', send);
      send();
    },
  };
}
