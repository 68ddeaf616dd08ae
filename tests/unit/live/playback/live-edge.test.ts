import { describe, expect, it } from '@jest/globals';
import {
  CATCH_UP_RATE,
  correctAnchor,
  createEdgeClock,
  createEdgeController,
  firstVariant,
  frameDateMs,
  nativePlaysParts,
  parseLivePlaylist,
  RATE_FLUSH_MS,
  targetLatencyS,
  STALL_FORGET_MS,
  STALL_MS,
  STALL_STEP_S,
  TRIM_RATE,
  MIN_AHEAD_S,
  CARRY_DATE_S,
  carriedFrameDateMs,
  TRIM_KEEP_AHEAD_S,
  TRIM_MIN_AHEAD_S,
  type EdgeAction,
} from '@/lib/live/playback/live-edge';
import { llPlaylist, llWindow } from '@/platform/media/ll-playlist';
import { livePlaylist } from '@/platform/media/playlist';
import { liveWindow } from '@/platform/media/live-window';

const start = Date.UTC(2026, 0, 1, 12, 0, 0);
const config = { segmentSeconds: 2, partsPerSegment: 5, windowSize: 4, assetCount: 6 };

describe('parseLivePlaylist', () => {
  it('reads the LL edge from the PDT of the segment in production plus its parts', () => {
    const info = parseLivePlaylist(llPlaylist(llWindow(start + 13_900, start, config), config));
    expect(info).toMatchObject({ targetDurationS: 2, partTargetS: 0.4, partHoldBackS: 1.2 });
    // Segments 2-5 complete (to 12 s), parts 0-3 of segment 6 (to 13.6 s).
    expect(info?.edgeMs).toBe(start + 13_600);
    expect(info?.segmentStartsMs).toEqual([4_000, 6_000, 8_000, 10_000].map((ms) => start + ms));
    expect(info?.windowS).toBeCloseTo(9.6);
  });

  it('reads plain HLS: PDT on the first segment only, the edge at the end of the last', () => {
    const info = parseLivePlaylist(livePlaylist(liveWindow(start + 13_900, start, 2, 4, 6), 2));
    expect(info).toMatchObject({ targetDurationS: 2, partTargetS: null, partHoldBackS: null, windowS: 8, edgeMs: start + 12_000 });
    expect(info?.segmentStartsMs).toEqual([4_000, 6_000, 8_000, 10_000].map((ms) => start + ms));
  });

  it('is null for a master or not a playlist', () => {
    expect(parseLivePlaylist('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n360p/ll.m3u8\n')).toBeNull();
    expect(parseLivePlaylist('<html>')).toBeNull();
  });
});

describe('frameDateMs (the frame on screen, from the segments a player placed)', () => {
  const at = (ms: number) => new Date(start + ms);
  it('dates the frame from its own segment', () => {
    expect(frameDateMs([{ start: 0, dateTimeObject: at(0) }, { start: 2, dateTimeObject: at(2_000) }], 2.5)).toBe(start + 2_500);
  });
  it('carries the newest dated segment across the segment in production (parts only: no start, no date)', () => {
    const segments = [{ start: 4, dateTimeObject: at(4_000) }, { start: 6, dateTimeObject: at(6_000) }, {}];
    expect(frameDateMs(segments, 8.4)).toBe(start + 8_400);
    expect(frameDateMs([...segments.slice(0, 2), { start: 8 }], 8.4)).toBe(start + 8_400);
  });
  it('dates a segment joined part-way (its start where its first loaded part begins) from the next one', () => {
    // Joined at the third 0.4 s part of the segment dated 4 s: the player placed its start 0.8 s late.
    const segments = [{ start: 4.8, dateTimeObject: at(4_000) }, { start: 6, dateTimeObject: at(6_000) }];
    expect(frameDateMs(segments, 5)).toBe(start + 5_000);
    // Segments that agree keep their own dates (no lookahead needed).
    expect(frameDateMs([{ start: 4, dateTimeObject: at(4_000) }, { start: 6.05, dateTimeObject: at(6_000) }], 5)).toBe(start + 5_000);
  });
  it('is null before any dated segment or with none', () => {
    expect(frameDateMs([{ start: 4, dateTimeObject: at(4_000) }], 3)).toBeNull();
    expect(frameDateMs([], 3)).toBeNull();
    expect(frameDateMs([{ start: 0, dateTimeObject: new Date(Number.NaN) }], 1)).toBeNull();
  });
});

describe('firstVariant', () => {
  it('resolves the master’s first variant', () => {
    expect(firstVariant('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n360p/ll.m3u8\n', 'http://p/media/live/x/master.m3u8')).toBe('http://p/media/live/x/360p/ll.m3u8');
    expect(firstVariant('#EXTM3U\n#EXTINF:2,\nseg-1.ts\n', 'http://p/a.m3u8')).toBeNull();
  });
});

describe('targetLatencyS', () => {
  it('holds back PART-HOLD-BACK where parts play, else three target durations', () => {
    expect(targetLatencyS({ targetDurationS: 2, partHoldBackS: 1.2 }, true)).toBe(1.2);
    expect(targetLatencyS({ targetDurationS: 2, partHoldBackS: 1.2 }, false)).toBe(6);
    expect(targetLatencyS({ targetDurationS: 2, partHoldBackS: null }, true)).toBe(6);
  });
});

describe('createEdgeClock', () => {
  /** A stream whose parts (0.4 s) complete on the clock; a read at `at` lists the parts completed by then. */
  const listedAt = (at: number) => Math.floor(at / 400) * 400;

  it('moves the edge at one second a second between reads, with the smallest lag of its reads', () => {
    const clock = createEdgeClock({ maxAheadMs: 2_000 });
    expect(clock.nowMs(0)).toBeNull();
    // Reads once a second, at phases 0.35, 0.15, 0.35… past a part: the edge lags them by 350, 150 ms.
    clock.read(listedAt(1_350), 1_350);
    expect(clock.nowMs(1_350)).toBe(1_200);
    clock.read(listedAt(2_350), 2_350);
    clock.read(listedAt(3_350 - 200), 3_150);
    // Between and after reads: the true edge (the clock) less the best lag seen (150 ms), never frozen.
    for (const at of [3_200, 3_500, 3_900, 4_100]) expect(clock.nowMs(at)).toBe(at - 150);
  });

  it('holds a steady edge where reads at drifting phases made a sawtooth of ±0.5 s', () => {
    const clock = createEdgeClock({ maxAheadMs: 2_000 });
    const errors: number[] = [];
    for (let second = 1; second < 20; second += 1) {
      // A read a second, its phase against the parts drifting by 130 ms: 0–390 ms behind the true edge.
      const readAt = second * 1_000 + 130 * (second % 7);
      clock.read(listedAt(readAt), readAt);
      // Sampled every 250 ms until the next read, once the reads have seen a phase close to a part's end.
      for (let at = readAt; second >= 8 && at < readAt + 1_000; at += 250) errors.push(at - (clock.nowMs(at) ?? Number.NaN));
    }
    // Within 0.1 s of the true edge all along (a part-step between 1 s reads swung by up to 0.6 s).
    expect(Math.max(...errors) - Math.min(...errors)).toBeLessThanOrEqual(100);
    expect(Math.min(...errors)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...errors)).toBeLessThanOrEqual(100);
  });

  it('carries a stream that stopped (or a cut) at most maxAheadMs past its newest read', () => {
    const clock = createEdgeClock({ maxAheadMs: 2_000 });
    clock.read(10_000, 10_000);
    expect(clock.nowMs(11_000)).toBe(11_000);
    expect(clock.nowMs(30_000)).toBe(12_000);
  });

  it('starts afresh on an older edge (a new source) and after reset', () => {
    const clock = createEdgeClock({ maxAheadMs: 2_000 });
    clock.read(50_000, 1_000);
    clock.read(20_000, 2_000);
    expect(clock.nowMs(2_000)).toBe(20_000);
    clock.reset();
    expect(clock.nowMs(2_000)).toBeNull();
    clock.read(null, 3_000);
    expect(clock.nowMs(3_000)).toBeNull();
  });
});

/**
 * A fake media element on a live stream: the edge is the wall clock, media time t shows the frame of
 * PDT `anchor + t`, the playhead moves at playbackRate while playing and not stalled, and the buffer
 * reaches `edge - lag`.
 */
function simulate({ targetS = 1.2, windowS = 8, joinBehindS = 8 } = {}) {
  let now = 0;
  const anchor = 1_000_000;
  const media = { currentTime: 0, playbackRate: 1, paused: false, seeking: false, stalled: false, cutAt: null as number | null };
  // Joins the way Chromium does: at the oldest listed segment, joinBehindS behind the edge.
  const edge = () => anchor + joinBehindS * 1000 + now;
  const controller = createEdgeController({ now: () => now, targetS: () => targetS, windowS: () => windowS });
  const actions: EdgeAction[] = [];
  const step = () => {
    const action = controller.step({
      currentTime: media.currentTime,
      playbackRate: media.playbackRate,
      paused: media.paused,
      seeking: media.seeking,
      // A network cut freezes the buffer: no new media arrives, the playhead runs into its end and stalls.
      bufferedEnd: ((media.cutAt ?? edge()) - anchor) / 1000 - 0.2,
      frameMs: anchor + media.currentTime * 1000,
      edgeMs: edge(),
    });
    actions.push(action);
    if (action.kind === 'rate') media.playbackRate = action.rate;
    if (action.kind === 'seek') media.currentTime = action.to;
  };
  /** Runs `ms` of time in 250 ms looks. */
  const run = (ms: number) => {
    for (let t = 0; t < ms; t += 250) {
      now += 250;
      if (!media.paused && !media.stalled) media.currentTime += (250 / 1000) * media.playbackRate;
      step();
    }
  };
  /** Plays `beforeMs`, then stalls for `stallMs` (no frames move), then plays again. */
  const stallAfter = (beforeMs: number, stallMs: number) => {
    run(beforeMs);
    media.stalled = true;
    run(stallMs);
    media.stalled = false;
  };
  return { controller, media, actions, run, step, stallAfter, behind: () => controller.distanceS() };
}

describe('createEdgeController', () => {
  it('joins at the target (PART-HOLD-BACK) behind the edge, not at the oldest segment', () => {
    const sim = simulate();
    sim.step();
    expect(sim.actions[0]).toEqual({ kind: 'seek', to: 6.8 });
    sim.run(2_000);
    expect(sim.behind()).toBeCloseTo(1.2, 1);
    expect(sim.controller.atEdge()).toBe(true);
  });

  it('catches up gently (≤ 1.1×) after a stall, then plays at 1×', () => {
    const sim = simulate();
    sim.stallAfter(3_000, 3_000);
    sim.run(250);
    expect(sim.media.playbackRate).toBe(CATCH_UP_RATE);
    expect(sim.controller.atEdge()).toBe(false);
    expect(sim.actions.filter((a) => a.kind === 'seek')).toHaveLength(1);
    sim.run(40_000);
    expect(sim.media.playbackRate).toBe(1);
    expect(sim.behind()).toBeLessThan(1.2 + 0.3);
    expect(Math.max(...sim.actions.filter((a): a is { kind: 'rate'; rate: number } => a.kind === 'rate').map((a) => a.rate))).toBeLessThanOrEqual(1.1);
  });

  it('trims a lag under the catch-up threshold at 1.04× until on the target, then plays at 1×', () => {
    // An engine's own join (VHS) left it 0.45 s past the target: within the join's tolerance, no seek.
    const sim = simulate({ joinBehindS: 1.2 + 0.45 });
    sim.run(250);
    expect(sim.actions.filter((a) => a.kind === 'seek')).toHaveLength(0);
    expect(sim.media.playbackRate).toBe(TRIM_RATE);
    // 0.35 s to gain at +0.04 s a second: about 9 s.
    sim.run(12_000);
    expect(sim.media.playbackRate).toBe(1);
    expect(sim.behind()).toBeGreaterThan(1.2);
    expect(sim.behind()).toBeLessThan(1.2 + 0.1);
    // A lag this small again stays alone: no rate hunting around the target.
    const rates = sim.actions.filter((a) => a.kind === 'rate').length;
    sim.run(10_000);
    expect(sim.actions.filter((a) => a.kind === 'rate')).toHaveLength(rates);
  });

  it('moves its target back a step on each stall, and gives the step back after a calm while', () => {
    const sim = simulate();
    sim.stallAfter(3_000, 1_000);
    sim.run(20_000);
    // Back on the target plus one step, not the bare PART-HOLD-BACK a slow link cannot hold.
    expect(sim.behind()).toBeGreaterThan(1.2 + STALL_STEP_S - 0.05);
    expect(sim.behind()).toBeLessThan(1.2 + STALL_STEP_S + 0.35);
    sim.run(STALL_FORGET_MS + 15_000);
    expect(sim.behind()).toBeLessThan(1.2 + 0.35);
  });

  it('counts a stall of one look (STALL_MS), the rebuffer a slow link makes at PART-HOLD-BACK', () => {
    const sim = simulate();
    // A quarter second each: one look of the edge watch.
    expect(STALL_MS).toBeLessThanOrEqual(250);
    sim.stallAfter(3_000, 250);
    sim.stallAfter(2_000, 250);
    sim.run(20_000);
    // Half a second lost in two short stalls stays lost (the target moved back), not trimmed away to 1.2 s only to stall again.
    expect(sim.behind()).toBeGreaterThan(1.2 + 0.5 - 0.05);
  });

  it('trims the quarter second a short landing leaves (TRIM_AFTER_S), with the buffer to do it', () => {
    const controller = createEdgeController({ now: () => 10_000, targetS: () => 1.2, windowS: () => 8 });
    const landed = { currentTime: 10, playbackRate: 1, paused: false, seeking: false, bufferedEnd: 11.2, frameMs: 10_000, edgeMs: 10_000 + 1_450 };
    controller.step({ ...landed, edgeMs: 10_000 + 1_200 });
    expect(controller.step(landed)).toEqual({ kind: 'rate', rate: TRIM_RATE });
  });

  it('lands a jump with the buffer a trim needs still ahead, not at the buffered end', () => {
    const controller = createEdgeController({ now: () => 10_000, targetS: () => 1.2, windowS: () => 8 });
    // VHS joined 0.75 s past the target with 1.1 s buffered: landing on the target would leave 0.35 s.
    const joined = { currentTime: 10, playbackRate: 1, paused: false, seeking: false, bufferedEnd: 11.1, frameMs: 10_000, edgeMs: 10_000 + 1_950 };
    expect(controller.step(joined)).toEqual({ kind: 'seek', to: 11.1 - TRIM_MIN_AHEAD_S });
  });

  it('does not speed up on a thin buffer: 1.1× from MIN_AHEAD_S ahead, the trim from TRIM_MIN_AHEAD_S, else 1×, though behind', () => {
    const controller = createEdgeController({ now: () => 10_000, targetS: () => 1.2, windowS: () => 8 });
    const thin = { currentTime: 10, playbackRate: 1, paused: false, seeking: false, bufferedEnd: 10 + TRIM_MIN_AHEAD_S - 0.1, frameMs: 10_000, edgeMs: 10_000 + 3_500 };
    controller.step(thin);
    expect(controller.step(thin).kind).not.toBe('rate');
    expect(controller.step({ ...thin, playbackRate: CATCH_UP_RATE })).toEqual({ kind: 'rate', rate: 1 });
    expect(controller.step({ ...thin, bufferedEnd: 10 + MIN_AHEAD_S - 0.2 })).toEqual({ kind: 'rate', rate: TRIM_RATE });
    expect(controller.step({ ...thin, bufferedEnd: 10 + MIN_AHEAD_S + 0.5 })).toEqual({ kind: 'rate', rate: CATCH_UP_RATE });
  });

  it('keeps a trim going as the buffer saws with each part, down to TRIM_KEEP_AHEAD_S, not flapping at one threshold', () => {
    const controller = createEdgeController({ now: () => 10_000, targetS: () => 1.2, windowS: () => 8 });
    // 0.5 s behind the target: a trim's lag.
    const sample = (ahead: number, playbackRate: number) => ({ currentTime: 10, playbackRate, paused: false, seeking: false, bufferedEnd: 10 + ahead, frameMs: 10_000, edgeMs: 10_000 + 1_700 });
    controller.step(sample(1.2, 1));
    expect(controller.step(sample(TRIM_MIN_AHEAD_S - 0.05, 1))).toEqual({ kind: 'none' });
    expect(controller.step(sample(TRIM_MIN_AHEAD_S + 0.1, 1))).toEqual({ kind: 'rate', rate: TRIM_RATE });
    // Between the two thresholds (0.4–0.6 s) the trim goes on; under the lower one it stops.
    for (const ahead of [0.5, 1.3, 0.45, 0.9]) expect({ ahead, action: controller.step(sample(ahead, TRIM_RATE)) }).toEqual({ ahead, action: { kind: 'none' } });
    expect(controller.step(sample(TRIM_KEEP_AHEAD_S - 0.05, TRIM_RATE))).toEqual({ kind: 'rate', rate: 1 });
  });

  it('hands the last 0.25 s of a 1.1× catch-up to the trim', () => {
    const sim = simulate();
    sim.stallAfter(3_000, 3_000);
    const rates = () => sim.actions.filter((a): a is { kind: 'rate'; rate: number } => a.kind === 'rate').map((a) => a.rate);
    sim.run(40_000);
    expect(rates().join()).toContain([CATCH_UP_RATE, TRIM_RATE, 1].join());
  });

  it('jumps to the edge when a window or more behind (a 30 s network cut), once data is there again', () => {
    const sim = simulate();
    sim.run(3_000);
    sim.media.cutAt = 1_000_000 + 8_000 + 3_000;
    sim.media.stalled = true;
    sim.run(30_000);
    // Nothing buffered ahead during the cut: no jump into the void.
    expect(sim.actions.filter((a) => a.kind === 'seek')).toHaveLength(1);
    sim.media.cutAt = null;
    sim.media.stalled = false;
    sim.run(250);
    expect(sim.actions.filter((a) => a.kind === 'seek')).toHaveLength(2);
    sim.run(2_000);
    // The cut was a stall: the target sits STALL_STEP_S further back for a while.
    expect(sim.behind()).toBeLessThan(1.2 + STALL_STEP_S + 0.3);
    expect(sim.controller.atEdge()).toBe(true);
  });

  it('does nothing while the viewer pauses, and returns to the edge when asked (LIVE)', () => {
    const sim = simulate();
    sim.run(3_000);
    sim.media.paused = true;
    const before = sim.actions.length;
    sim.run(5_000);
    expect(sim.actions.slice(before).every((a) => a.kind === 'none')).toBe(true);
    expect(sim.controller.atEdge()).toBe(false);
    sim.media.paused = false;
    sim.controller.goLive();
    sim.step();
    expect(sim.actions.at(-1)?.kind).toBe('seek');
    sim.run(500);
    expect(sim.controller.atEdge()).toBe(true);
  });

  it('knows no distance without a frame time or an edge', () => {
    const controller = createEdgeController({ now: () => 0, targetS: () => 6, windowS: () => 8 });
    expect(controller.step({ currentTime: 1, playbackRate: 1, paused: false, seeking: false, bufferedEnd: null, frameMs: null, edgeMs: 5 })).toEqual({ kind: 'none' });
    expect(controller.distanceS()).toBeNull();
    expect(controller.atEdge()).toBe(false);
  });
});

describe('correctAnchor (Chromium’s own player dates nothing)', () => {
  it('keeps an anchor that puts the buffered media behind the edge', () => {
    expect(correctAnchor(10_000, 7.6, 20_000, 2)).toBe(10_000);
  });
  it('moves a too-late anchor back a segment at a time', () => {
    // Real anchor 10 000: buffered end 7.6 s is PDT 17 600, the edge 18 000. Read one segment late: 12 000.
    expect(correctAnchor(12_000, 7.6, 18_000, 2)).toBe(10_000);
  });
  it('leaves it alone when nothing is known', () => {
    expect(correctAnchor(12_000, null, 18_000, 2)).toBe(12_000);
  });
});

describe('createEdgeController and the element’s own rate', () => {
  it('sets 1.1× again when the element was reset to 1× (a source loaded again)', () => {
    const controller = createEdgeController({ now: () => 10_000, targetS: () => 6, windowS: () => 8 });
    const sample = { currentTime: 10, paused: false, seeking: false, bufferedEnd: 11.2, frameMs: 0, edgeMs: 9_000 };
    controller.step({ ...sample, playbackRate: 1 });
    expect(controller.step({ ...sample, playbackRate: 1 })).toEqual({ kind: 'rate', rate: 1.1 });
    expect(controller.step({ ...sample, playbackRate: 1.1 })).toEqual({ kind: 'none' });
  });
});

describe('createEdgeController without rate changes (Chromium’s own player)', () => {
  it('catches up by a seek inside its buffer, and keeps 1×', () => {
    let now = 0;
    const controller = createEdgeController({ now: () => now, targetS: () => 6, windowS: () => 8, rateCatchUp: false });
    const at = (currentTime: number, edgeMs: number) => controller.step({ currentTime, playbackRate: 1, paused: false, seeking: false, bufferedEnd: currentTime + 5, frameMs: currentTime * 1000, edgeMs });
    expect(at(10, 16_000)).toEqual({ kind: 'none' });
    now = 5_000;
    expect(at(12, 21_000)).toEqual({ kind: 'seek', to: 15 });
  });
});

describe('nativePlaysParts (which browser player may be held at PART-HOLD-BACK)', () => {
  it('trusts a player that dates its timeline (Safari: getStartDate gives a time)', () => {
    expect(nativePlaysParts(Date.UTC(2026, 0, 1))).toBe(true);
  });
  it('does not trust one that only has the method (WebKitGTK answers NaN) or lacks it (Chromium)', () => {
    expect(nativePlaysParts(Number.NaN)).toBe(false);
    expect(nativePlaysParts(undefined)).toBe(false);
    expect(nativePlaysParts(null)).toBe(false);
  });
});

describe('createEdgeController on an engine that flushes for a rate change (WebKitGTK/GStreamer)', () => {
  const behindSample = (currentTime: number) => ({ currentTime, playbackRate: 1, paused: false, seeking: false, bufferedEnd: currentTime + 1.2, frameMs: currentTime * 1000, edgeMs: currentTime * 1000 + 9_000 });

  it('stops changing the rate once a rate change brought a pause nobody asked for, and puts 1× back', () => {
    let now = 10_000;
    const controller = createEdgeController({ now: () => now, targetS: () => 6, windowS: () => 8 });
    // Joined already (the buffer is too short to jump): 3 s behind its target, it speeds up.
    controller.step(behindSample(10));
    expect(controller.step(behindSample(10))).toEqual({ kind: 'rate', rate: CATCH_UP_RATE });
    now += 200;
    expect(controller.unasked()).toBe(true);
    expect(controller.ratesOk()).toBe(false);
    now += 250;
    expect(controller.step({ ...behindSample(10.2), playbackRate: CATCH_UP_RATE })).toEqual({ kind: 'rate', rate: 1 });
    for (let i = 0; i < 20; i++) {
      now += 250;
      expect(controller.step(behindSample(10.5 + i / 4)).kind).not.toBe('rate');
    }
  });

  it('blames nothing on a rate change long past', () => {
    let now = 10_000;
    const controller = createEdgeController({ now: () => now, targetS: () => 6, windowS: () => 8 });
    controller.step(behindSample(10));
    controller.step(behindSample(10));
    now += RATE_FLUSH_MS + 1;
    expect(controller.unasked()).toBe(false);
    expect(controller.ratesOk()).toBe(true);
  });

  it('asks an engine that can only show its abilities once loaded at every step', () => {
    let dates = false;
    const controller = createEdgeController({ now: () => 10_000, targetS: () => 6, windowS: () => 8, rateCatchUp: () => dates });
    controller.step(behindSample(10));
    expect(controller.step(behindSample(10))).toEqual({ kind: 'none' });
    dates = true;
    expect(controller.step(behindSample(10))).toEqual({ kind: 'rate', rate: CATCH_UP_RATE });
  });
});

describe('createEdgeController never seeks where no data is known, nor against the engine’s own seek', () => {
  it('does not jump when the engine reports no buffered range (WebKitGTK’s own HLS reports none)', () => {
    const controller = createEdgeController({ now: () => 10_000, targetS: () => 1.2, windowS: () => 8 });
    const sample = { currentTime: 2, playbackRate: 1, paused: false, seeking: false, bufferedEnd: null, frameMs: 2_000, edgeMs: 11_000 };
    expect(controller.step(sample).kind).not.toBe('seek');
    controller.goLive();
    expect(controller.step(sample).kind).not.toBe('seek');
  });

  it('leaves a seek under way alone (VHS jumping to its live point) and waits before its own', () => {
    let now = 10_000;
    const controller = createEdgeController({ now: () => now, targetS: () => 1.2, windowS: () => 8 });
    const sample = { currentTime: 2, playbackRate: 1, paused: false, seeking: true, bufferedEnd: 9, frameMs: 2_000, edgeMs: 11_000 };
    expect(controller.step(sample)).toEqual({ kind: 'none' });
    now += 1_000;
    expect(controller.step({ ...sample, seeking: false }).kind).not.toBe('seek');
    now += 1_000;
    expect(controller.step({ ...sample, seeking: false })).toEqual({ kind: 'seek', to: 9 - TRIM_MIN_AHEAD_S });
  });
});

describe('carriedFrameDateMs: a moment without the engine’s date', () => {
  const last = { ms: 1_000_000, t: 10 };
  it('answers the engine’s date when it has one', () => {
    expect(carriedFrameDateMs(2_000_000, last, 10.5)).toBe(2_000_000);
  });
  it('carries the last dated frame forward on its timeline, up to CARRY_DATE_S of media', () => {
    expect(carriedFrameDateMs(null, last, 10.4)).toBe(1_000_400);
    expect(carriedFrameDateMs(null, last, 10 + CARRY_DATE_S)).toBe(1_000_000 + CARRY_DATE_S * 1000);
  });
  it('stays unknown past that, before the last dated frame (a seek back) and with nothing dated yet', () => {
    expect(carriedFrameDateMs(null, last, 10 + CARRY_DATE_S + 0.1)).toBeNull();
    expect(carriedFrameDateMs(null, last, 9.9)).toBeNull();
    expect(carriedFrameDateMs(null, null, 10)).toBeNull();
  });
});
