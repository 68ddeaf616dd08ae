/** @jest-environment jsdom */
import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { EnginePlayer } from '@/components/live/player-engine';

const trackEvent = jest.fn();
jest.mock('@/lib/analytics/browser', () => ({ trackEvent: (...args: unknown[]) => trackEvent(...args) }));

let watchPlaybackQuality: typeof import('@/components/live/playback-report').watchPlaybackQuality;
beforeAll(async () => {
  ({ watchPlaybackQuality } = await import('@/components/live/playback-report'));
});

function fakePlayer(edgeS = 20, timeS = 15, edge = { s: edgeS }) {
  const listeners = new Map<string, (() => void)[]>();
  const player = {
    on(event: string | string[], listener: () => void) {
      for (const name of Array.isArray(event) ? event : [event]) listeners.set(name, [...(listeners.get(name) ?? []), listener]);
    },
    paused: () => false,
    currentTime: () => timeS,
    error: () => ({ code: 4 }),
    liveTracker: { isLive: () => true, liveCurrentTime: () => edge.s, seekToLiveEdge() {} },
  } as unknown as EnginePlayer;
  return { player, edge, emit: (name: string) => listeners.get(name)?.forEach((listener) => listener()) };
}

/** Lets the lazily imported analytics module resolve. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

beforeEach(() => {
  trackEvent.mockClear();
  window.history.replaceState(null, '', '/demo/live/12');
});

describe('watchPlaybackQuality', () => {
  it('reports the session once, when the page is left, with the room it played in', async () => {
    const watch = watchPlaybackQuality(true);
    const { player, emit } = fakePlayer();
    // The distance from the edge, from the PDT of the frame on screen (live-edge-watch).
    watch.follow(player, () => 5);
    emit('playing');
    await settle();
    emit('timeupdate');
    emit('timeupdate'); // within 5 s of the last sample: not sampled again
    emit('error');
    window.history.replaceState(null, '', '/demo/market');
    window.dispatchEvent(new Event('pagehide'));
    watch.stop();
    expect(trackEvent).toHaveBeenCalledTimes(1);
    const [event, options] = trackEvent.mock.calls[0] as [{ name: string; params: Record<string, unknown> }, unknown];
    expect(options).toEqual({ now: true });
    expect(event.name).toBe('playback_quality');
    expect(event.params).toMatchObject({ live: true, route: '/[store]/live/[id]', store: 'demo', live_edge_avg_s: 5, error_count: 1, last_error: '4' });
  });

  it('reports when the player stops (room left in the app), without live-edge samples where the edge is unknown', async () => {
    const watch = watchPlaybackQuality(true);
    const { player, emit } = fakePlayer();
    watch.follow(player, () => null);
    emit('playing');
    await settle();
    emit('timeupdate');
    watch.stop();
    window.dispatchEvent(new Event('pagehide'));
    expect(trackEvent).toHaveBeenCalledTimes(1);
    expect((trackEvent.mock.calls[0][0] as { params: Record<string, unknown> }).params).toMatchObject({ live_edge_avg_s: null, rebuffer_count: 0 });
  });

  it('samples the live edge as soon as it is known (before the first playlist read it is not)', async () => {
    const watch = watchPlaybackQuality(true);
    const { player, emit } = fakePlayer();
    let distance: number | null = null;
    watch.follow(player, () => distance);
    emit('playing');
    await settle();
    emit('timeupdate');
    distance = 3;
    emit('timeupdate');
    watch.stop();
    expect((trackEvent.mock.calls[0][0] as { params: Record<string, unknown> }).params).toMatchObject({ live_edge_avg_s: 3, live_edge_max_s: 3 });
  });

  it('reports the stalls the player recovered from and one still under way when the page is left', async () => {
    const watch = watchPlaybackQuality(true);
    const { player, emit } = fakePlayer();
    watch.follow(player, () => 1);
    emit('playing');
    await settle();
    watch.stall(1_500);
    watch.openStall(() => 2_400);
    window.dispatchEvent(new Event('pagehide'));
    watch.stop();
    expect(trackEvent).toHaveBeenCalledTimes(1);
    expect((trackEvent.mock.calls[0][0] as { params: Record<string, unknown> }).params).toMatchObject({ stall_count: 2, stall_ms: 3_900, stall_max_ms: 2_400 });
  });
});
