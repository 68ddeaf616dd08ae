import { describe, expect, it } from '@jest/globals';
import { bufferedRanges, createStallRecovery, type MediaSample, type RecoveryStep } from '@/lib/live/playback/stall-recovery';

/**
 * A fake media element: plays at 1x through buffered data and stops at its end, like a real one.
 * `freezesPastEnd` reproduces WebKit's MSE freeze (issue 28): at the buffered end the playhead goes
 * 0.1 s past it and the element pauses by itself.
 */
function fakeMedia(buffered: [number, number][], { freezesPastEnd = false } = {}) {
  const media = { currentTime: 0, buffered, paused: false, ended: false, seeking: false };
  const rangeAt = (t: number) => media.buffered.find(([start, end]) => start <= t + 1e-9 && t < end);
  return {
    media: media as MediaSample & { buffered: [number, number][] },
    advance(ms: number) {
      if (media.paused) return;
      const range = rangeAt(media.currentTime);
      if (!range) return;
      const next = media.currentTime + ms / 1000;
      if (next < range[1]) media.currentTime = next;
      else if (freezesPastEnd) {
        media.currentTime = range[1] + 0.1;
        media.paused = true;
      } else media.currentTime = range[1];
    },
    apply(step: RecoveryStep) {
      if (step.action.kind === 'play') media.paused = false;
      if (step.action.kind === 'seek') media.currentTime = step.action.to;
    },
  };
}

/** Runs the player for `ms`, sampled every 250 ms as Player.tsx does; returns every step. */
function run(element: ReturnType<typeof fakeMedia>, recovery: ReturnType<typeof createStallRecovery>, clock: { advance(ms: number): void }, ms: number) {
  const steps: RecoveryStep[] = [];
  for (let elapsed = 0; elapsed < ms; elapsed += 250) {
    clock.advance(250);
    element.advance(250);
    const step = recovery.sample({ ...element.media, buffered: element.media.buffered.map(([a, b]) => [a, b] as const) });
    element.apply(step);
    steps.push(step);
  }
  return steps;
}

function fakeClock(start = 10_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

function setup(buffered: [number, number][], options?: { freezesPastEnd?: boolean; live?: boolean }) {
  const clock = fakeClock();
  const element = fakeMedia(buffered, options);
  const recovery = createStallRecovery({ now: clock.now, autoplay: true, live: options?.live });
  return { clock, element, recovery, run: (ms: number) => run(element, recovery, clock, ms) };
}

/** A recovery that saw the playhead move from `media` to `to` (the first frame played). */
function playedFrom(media: MediaSample, to: number, options?: { live?: boolean }) {
  const { clock, recovery } = setup([], options);
  recovery.sample(media);
  clock.advance(250);
  recovery.sample({ ...media, currentTime: to });
  return { clock, recovery };
}

/** `count` samples of `media`, a quarter second apart: the steps the recovery answered. */
function sampleStill(clock: { advance(ms: number): void }, recovery: ReturnType<typeof createStallRecovery>, media: MediaSample, count: number): RecoveryStep[] {
  const steps: RecoveryStep[] = [];
  for (let index = 0; index < count; index += 1) {
    clock.advance(250);
    steps.push(recovery.sample(media));
  }
  return steps;
}

describe('stall recovery', () => {
  it('plays on through the WebKit freeze: paused just past the buffered end, the next segment appended after a small gap', () => {
    const { element, run: play } = setup([[0, 9.9]], { freezesPastEnd: true });
    play(9_000);
    element.media.buffered.push([10.05, 30]);
    const steps = play(3_000);
    expect(steps.some((step) => step.action.kind === 'seek' && step.action.to > 10)).toBe(true);
    expect(element.media.paused).toBe(false);
    expect(element.media.currentTime).toBeGreaterThan(11);
    expect(steps.some((step) => step.stallEndedMs !== null && step.stallEndedMs <= 2_000)).toBe(true);
  });

  it('steps back into the buffered range once and waits, showing it, until data comes; then resumes', () => {
    const { element, run: play } = setup([[0, 8]], { freezesPastEnd: true });
    const waitingSteps = play(15_000);
    const seeks = waitingSteps.filter((step) => step.action.kind === 'seek');
    // One step back to 7.7 (no replaying the last moment over and over), then it waits unpaused.
    expect(seeks).toEqual([expect.objectContaining({ action: { kind: 'seek', to: 7.7 } })]);
    expect(waitingSteps.at(-1)?.waiting).toBe(true);
    expect(element.media.paused).toBe(false);
    element.media.buffered[0] = [0, 20];
    const after = play(1_000);
    expect(element.media.currentTime).toBeGreaterThan(8.2);
    expect(after.some((step) => step.stallEndedMs !== null)).toBe(true);
    expect(after.at(-1)?.waiting).toBe(false);
  });

  it('steps back into the data from a pause 2.1 s past the buffered end (WebKit at 8 over [4, 5.89])', () => {
    const media: MediaSample = { currentTime: 3, buffered: [[0, 6]], paused: false, ended: false, seeking: false };
    const { clock, recovery } = playedFrom(media, 3.25);
    clock.advance(250);
    expect(recovery.sample({ ...media, currentTime: 8, buffered: [[4, 5.89]], paused: true }).action).toEqual({ kind: 'seek', to: 5.59 });
  });

  it('jumps over a gap between appended segments where the player sits without moving', () => {
    const { element, run: play } = setup([
      [0, 8],
      [8.4, 20],
    ]);
    play(9_000);
    expect(element.media.currentTime).toBeGreaterThan(8.5);
    expect(element.media.paused).toBe(false);
  });

  it('leaves a pause alone that followed a gesture on the player, even without data ahead', () => {
    const { element, recovery, run: play } = setup([[0, 30]]);
    play(2_000);
    element.media.paused = true;
    recovery.paused(element.media, true);
    const steps = play(10_000);
    expect(steps.every((step) => step.action.kind === 'none' && !step.waiting)).toBe(true);
    expect(recovery.openStallMs()).toBeNull();
  });

  it('takes a pause with data ahead and no gesture for the host page or the system (engines do not pause on data)', () => {
    const { element, recovery, run: play } = setup([[0, 30]]);
    play(2_000);
    element.media.paused = true;
    recovery.paused(element.media, false);
    expect(play(5_000).every((step) => step.action.kind === 'none')).toBe(true);
  });

  it('undoes a pause without a gesture where no data was ahead, and plays again after the viewer resumes', () => {
    const { element, recovery, run: play } = setup([[0, 4]]);
    play(4_500);
    element.media.paused = true;
    recovery.paused(element.media, false);
    element.media.buffered[0] = [0, 30];
    play(2_000);
    expect(element.media.paused).toBe(false);
    expect(element.media.currentTime).toBeGreaterThan(4.2);
  });

  it('jumps a gap at the start: WebKit buffered the replay from 0.03 s while the playhead waited at 0, not paused', () => {
    const { element, recovery, run: play } = setup([[0.03, 31.87]]);
    const steps = play(3_000);
    expect(steps.filter((step) => step.action.kind === 'seek')).toEqual([expect.objectContaining({ action: { kind: 'seek', to: 0.13 } })]);
    expect(element.media.currentTime).toBeGreaterThan(1);
    // Startup, not a stall: nothing reported, no waiting state.
    expect(steps.every((step) => step.stallEndedMs === null && !step.waiting)).toBe(true);
    expect(recovery.openStallMs()).toBeNull();
  });

  it('treats a still playhead before the first frame as startup: no stall, no waiting state', () => {
    const { recovery, run: play } = setup([]);
    expect(play(5_000).every((step) => step.action.kind === 'none' && !step.waiting)).toBe(true);
    expect(recovery.openStallMs()).toBeNull();
  });

  it('reports no stall for a hiccup under half a second, and shows no waiting state for it', () => {
    const { clock, element, recovery } = setup([[0, 30]]);
    const steps = run(element, recovery, clock, 2_000);
    element.media.paused = false;
    // Two samples without movement (the element is held), then it moves on.
    const held = { ...element.media };
    clock.advance(250);
    steps.push(recovery.sample(held));
    clock.advance(200);
    steps.push(recovery.sample(held));
    steps.push(...run(element, recovery, clock, 1_000));
    expect(steps.every((step) => step.stallEndedMs === null && !step.waiting)).toBe(true);
  });

  it('nudges forward, further each time, a player that sits on buffered data without moving, not paused (WebKit at 8.1 over [8, 47.9])', () => {
    const media: MediaSample = { currentTime: 8, buffered: [[0, 48]], paused: false, ended: false, seeking: false };
    const { clock, recovery } = playedFrom(media, 8.1);
    const stuck = { ...media, currentTime: 8.1, buffered: [[8, 47.87]] as const };
    const steps: RecoveryStep[] = [];
    for (let index = 0; index < 16; index += 1) {
      clock.advance(250);
      steps.push(recovery.sample(stuck));
    }
    const actions = steps.filter((step) => step.action.kind !== 'none').map((step) => step.action);
    // One action per second at most (a seek needs time to take effect); each nudge doubles.
    expect(actions).toEqual([
      { kind: 'seek', to: 8.35 },
      { kind: 'seek', to: 8.6 },
      { kind: 'seek', to: 9.1 },
      { kind: 'seek', to: 10.1 },
    ]);
    expect(steps.at(-1)?.waiting).toBe(true);
    expect(recovery.openStallMs()).toBe(3_750);
  });

  it('keeps a nudge inside the data, and starts again from the smallest after playback moved', () => {
    const media: MediaSample = { currentTime: 8, buffered: [[0, 9]], paused: false, ended: false, seeking: false };
    const { clock, recovery } = playedFrom(media, 8.1);
    const actions: RecoveryStep['action'][] = [];
    for (let index = 0; index < 12; index += 1) {
      clock.advance(250);
      actions.push(recovery.sample({ ...media, currentTime: 8.1 }).action);
    }
    expect(actions.filter((action) => action.kind === 'seek')).toEqual([
      { kind: 'seek', to: 8.35 },
      { kind: 'seek', to: 8.5 },
      { kind: 'seek', to: 8.5 },
    ]);
    clock.advance(250);
    recovery.sample({ ...media, buffered: [[0, 30]], currentTime: 8.6 });
    for (let index = 0; index < 5; index += 1) {
      clock.advance(250);
      actions.push(recovery.sample({ ...media, buffered: [[0, 30]], currentTime: 8.6 }).action);
    }
    expect(actions.slice(12).filter((action) => action.kind === 'seek')).toEqual([{ kind: 'seek', to: 8.85 }]);
  });

  it('loads the source again when nothing at all is buffered for 8 s (WebKit: paused at 16 s, readyState 1, no ranges), once per 8 s', () => {
    const media: MediaSample = { currentTime: 15, buffered: [[10, 20]], paused: false, ended: false, seeking: false };
    const { clock, recovery } = playedFrom(media, 15.25);
    const lost = { ...media, currentTime: 16, buffered: [], paused: true };
    const actions: RecoveryStep['action'][] = [];
    for (let index = 0; index < 40; index += 1) {
      clock.advance(250);
      actions.push(recovery.sample(lost).action);
    }
    expect(actions.filter((action) => action.kind === 'reload')).toHaveLength(1);
    expect(actions.findIndex((action) => action.kind === 'reload')).toBe(32);
    // Before it, unpaused to wait for data.
    expect(actions[0]).toEqual({ kind: 'play' });
  });

  it('seeks again when a seek never completes (2 s)', () => {
    const media: MediaSample = { currentTime: 0.5, buffered: [[0.03, 9.89]], paused: false, ended: false, seeking: false };
    const { clock, recovery } = playedFrom(media, 0.632);
    const actions: RecoveryStep['action'][] = [];
    for (let index = 0; index < 16; index += 1) {
      clock.advance(250);
      actions.push(recovery.sample({ ...media, currentTime: 0.632, seeking: index >= 3 }).action);
    }
    expect(actions.filter((action) => action.kind === 'seek')).toEqual([
      { kind: 'seek', to: 0.882 },
      { kind: 'seek', to: 1.132 },
    ]);
  });

  it('waits while the element seeks', () => {
    const { clock, element, recovery } = setup([[0, 4]], { freezesPastEnd: true });
    run(element, recovery, clock, 5_000);
    const seeking = { ...element.media, seeking: true };
    clock.advance(1_000);
    expect(recovery.sample(seeking)).toEqual({ action: { kind: 'none' }, waiting: true, stallEndedMs: null });
  });

  it('does nothing for a player that ended or that the viewer never started (no autoplay)', () => {
    const clock = fakeClock();
    const recovery = createStallRecovery({ now: clock.now, autoplay: false });
    const media: MediaSample = { currentTime: 0, buffered: [[0, 10]], paused: true, ended: false, seeking: false };
    for (let index = 0; index < 20; index += 1) {
      clock.advance(250);
      expect(recovery.sample(media).action.kind).toBe('none');
    }
    const ended = createStallRecovery({ now: clock.now, autoplay: true });
    ended.sample({ ...media, paused: false });
    clock.advance(250);
    ended.sample({ ...media, paused: false, currentTime: 0.25 });
    clock.advance(2_000);
    expect(ended.sample({ ...media, currentTime: 10, ended: true })).toEqual({ action: { kind: 'none' }, waiting: false, stallEndedMs: null });
  });

  it('loads a live source again when the player claims data (readyState 4), unpaused, yet sits still with no range known for 1.5 s (WebKitGTK HLS after pause and play)', () => {
    const media: MediaSample = { currentTime: 6.43, buffered: [], paused: false, ended: true, seeking: false, readyState: 4 };
    const { clock, recovery } = playedFrom(media, 6.93, { live: true });
    const steps = sampleStill(clock, recovery, { ...media, currentTime: 6.93 }, 40);
    // Stalled from the first still sample: 1.5 s later, reloaded; not again within 8 s.
    expect(steps.findIndex((step) => step.action.kind === 'reload')).toBe(6);
    expect(steps.filter((step) => step.action.kind === 'reload')).toHaveLength(2);
    expect(steps.findLastIndex((step) => step.action.kind === 'reload')).toBe(38);
    expect(steps[3].waiting).toBe(true);
  });

  it('waits for data instead where the player does not claim it (readyState 2), or where its data is known to be ahead', () => {
    const media: MediaSample = { currentTime: 6, buffered: [], paused: false, ended: false, seeking: false, readyState: 2 };
    const { clock, recovery } = playedFrom(media, 6.25, { live: true });
    const actions = sampleStill(clock, recovery, { ...media, currentTime: 6.25 }, 20).map((step) => step.action);
    expect(actions.every((action) => action.kind === 'none')).toBe(true);
    // With data under the playhead it nudges (never reloads) as before.
    const buffered: MediaSample = { ...media, buffered: [[0, 30]], readyState: 4 };
    const onData = playedFrom(buffered, 6.25, { live: true });
    const kinds = sampleStill(onData.clock, onData.recovery, { ...buffered, currentTime: 6.25 }, 20).map((step) => step.action.kind);
    expect(kinds).not.toContain('reload');
    expect(kinds).toContain('seek');
    // In a gap between known ranges it jumps the gap (never reloads), whatever readyState says.
    const gap: MediaSample = { ...media, currentTime: 5.9, buffered: [[0, 6], [7, 30]], readyState: 4 };
    const inGap = playedFrom(gap, 6, { live: true });
    const gapActions = sampleStill(inGap.clock, inGap.recovery, { ...gap, currentTime: 6 }, 12).map((step) => step.action);
    const taken = gapActions.filter((action) => action.kind !== 'none');
    expect(taken.length).toBeGreaterThan(0);
    expect(taken.every((action) => action.kind === 'seek' && action.to === 7.1)).toBe(true);
  });

  it('does not believe a live element that says it ended (WebKitGTK: duration = position): a still playhead is a stall', () => {
    const media: MediaSample = { currentTime: 5, buffered: [], paused: false, ended: true, seeking: false, readyState: 4 };
    const { clock, recovery } = playedFrom(media, 5.25, { live: true });
    const steps = sampleStill(clock, recovery, { ...media, currentTime: 5.25 }, 4);
    expect(steps.map((step) => step.waiting)).toEqual([false, false, false, true]);
    expect(recovery.openStallMs()).toBe(750);
  });

  it('reads TimeRanges as pairs', () => {
    const ranges = { length: 2, start: (index: number) => [0, 5][index], end: (index: number) => [4, 9][index] } as unknown as TimeRanges;
    expect(bufferedRanges(ranges)).toEqual([
      [0, 4],
      [5, 9],
    ]);
  });
});
