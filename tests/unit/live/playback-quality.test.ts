import { describe, expect, it } from '@jest/globals';
import { createPlaybackQuality } from '@/lib/live/playback-quality';

function fakeClock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

describe('playback quality of one session', () => {
  it('measures startup from the play request to the first frame', () => {
    const clock = fakeClock();
    const quality = createPlaybackQuality({ live: true, now: clock.now });
    quality.requested();
    clock.advance(850);
    quality.waiting(); // before the first frame: startup, not a rebuffer
    clock.advance(150);
    quality.playing();
    clock.advance(4_000);
    expect(quality.report()).toEqual({
      live: true,
      startupMs: 1_000,
      rebufferCount: 0,
      rebufferMs: 0,
      liveEdgeAvgS: null,
      liveEdgeMaxS: null,
      errorCount: 0,
      lastError: null,
      sessionMs: 5_000,
      stallCount: 0,
      stallMs: 0,
      stallMaxMs: 0,
    });
  });

  it('counts the stalls the player recovered from, their total and the longest, in whole ms', () => {
    const quality = createPlaybackQuality({ live: true, now: fakeClock().now });
    quality.requested();
    quality.playing();
    quality.stall(1_200.4);
    quality.stall(650);
    expect(quality.report()).toMatchObject({ stallCount: 2, stallMs: 1_850, stallMaxMs: 1_200 });
  });

  it('counts rebuffers after the first frame and their time, closing one still open at the report', () => {
    const clock = fakeClock();
    const quality = createPlaybackQuality({ live: true, now: clock.now });
    quality.requested();
    quality.playing();
    clock.advance(1_000);
    quality.waiting();
    clock.advance(300);
    quality.waiting(); // the same stall
    clock.advance(200);
    quality.playing();
    clock.advance(2_000);
    quality.waiting();
    clock.advance(700);
    const report = quality.report();
    expect(report?.rebufferCount).toBe(2);
    expect(report?.rebufferMs).toBe(1_200);
  });

  it('averages the distance behind the live edge, a playhead past it counting as at it, ignoring unknown edges', () => {
    const quality = createPlaybackQuality({ live: true, now: fakeClock().now });
    quality.requested();
    expect([2, 4, 9, -1, Number.NaN, Infinity].map((distance) => quality.liveEdge(distance))).toEqual([true, true, true, true, false, false]);
    expect(quality.report()).toMatchObject({ liveEdgeAvgS: 3.8, liveEdgeMaxS: 9 });
  });

  it('takes no live-edge samples for a replay', () => {
    const quality = createPlaybackQuality({ live: false, now: fakeClock().now });
    quality.requested();
    quality.liveEdge(3);
    expect(quality.report()).toMatchObject({ live: false, liveEdgeAvgS: null, liveEdgeMaxS: null });
  });

  it('counts errors and keeps the last code; a session that never played has no startup time', () => {
    const quality = createPlaybackQuality({ live: true, now: fakeClock().now });
    quality.requested();
    quality.error(2);
    quality.error(null);
    quality.error('MEDIA_ERR_SRC_NOT_SUPPORTED');
    expect(quality.report()).toMatchObject({ startupMs: null, errorCount: 3, lastError: 'MEDIA_ERR_SRC_NOT_SUPPORTED' });
  });

  it('reports once per session, and not at all before playback was requested', () => {
    const idle = createPlaybackQuality({ live: true, now: fakeClock().now });
    expect(idle.report()).toBeNull();
    const quality = createPlaybackQuality({ live: true, now: fakeClock().now });
    quality.requested();
    expect(quality.report()).not.toBeNull();
    expect(quality.report()).toBeNull();
  });
});

describe('playback quality with a high-resolution clock', () => {
  it('reports whole milliseconds', () => {
    const clock = fakeClock(10.25);
    const quality = createPlaybackQuality({ live: false, now: clock.now });
    quality.requested();
    clock.advance(441.4);
    quality.playing();
    clock.advance(100.3);
    quality.waiting();
    clock.advance(245.1);
    quality.playing();
    expect(quality.report()).toMatchObject({ startupMs: 441, rebufferMs: 245, sessionMs: 787 });
  });
});
