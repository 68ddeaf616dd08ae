/**
 * Keeps a player that the viewer wants playing from freezing (issue 28). WebKit's MSE path was seen
 * to leave the playhead just past the buffered end, paused with readyState 1, for good; and to stall
 * for seconds inside a gap between appended segments. The player samples its media element a few
 * times a second and on its wait/pause events; this decides, as pure state with an injected clock,
 * whether it stalls, whether the viewer should see a waiting state, and the one step to take now:
 * resume, jump over a gap into buffered data, step back into the buffered range, or wait for data.
 */

/** The parts of an HTMLMediaElement the decision reads (buffered as [start, end] pairs). */
export interface MediaSample {
  currentTime: number;
  buffered: readonly (readonly [number, number])[];
  paused: boolean;
  ended: boolean;
  seeking: boolean;
  /** HTMLMediaElement.readyState: 3 and up claims data to play on (HAVE_FUTURE_DATA). */
  readyState?: number;
}

export type RecoveryAction = { kind: 'none' } | { kind: 'play' } | { kind: 'seek'; to: number } | { kind: 'reload' };

export interface RecoveryStep {
  action: RecoveryAction;
  /** Show the viewer a waiting state. */
  waiting: boolean;
  /** A stall just ended (playback moves again): how long it lasted, for the quality report. */
  stallEndedMs: number | null;
}

export interface StallRecovery {
  /** The viewer (or the host page) asked to play: pauses are no longer the viewer's. */
  viewerPlayed(): void;
  /**
   * The element paused. It is the viewer's (or the host page's) pause when it followed a gesture on
   * the player, or when data was there to play on: an engine pauses by itself only when it has none.
   */
  paused(media: MediaSample, byGesture: boolean): void;
  /** One look at the media element; at most one action per step. */
  sample(media: MediaSample): RecoveryStep;
  /** How long the stall under way has lasted (for a report sent during it), else null. */
  openStallMs(): number | null;
}

/** Positions this close count as the same (floating-point ends of appended segments). */
const EPSILON_S = 0.05;
/** Buffered data ahead of the playhead enough to resume on. */
const ENOUGH_AHEAD_S = 0.5;
/** A playhead up to this far past the buffered end "passed" it (WebKit froze 0.1 s past, and paused 2.1 s past [4, 5.89]). */
const PASSED_END_MAX_S = 3;
/** Where a step back into the buffered range lands, before its end. */
const STEP_BACK_S = 0.3;
/** Where a jump over a gap lands, after the next range's start. */
const GAP_LANDING_S = 0.1;
/** No movement for this long is a stall (timeupdate-sized hiccups are not). */
const STALL_AFTER_MS = 500;
/** The viewer sees the waiting state from here on (a short stall recovers before it shows). */
const WAITING_AFTER_MS = 700;
/** Between two actions, time for the last to take effect. */
const ACTION_GAP_MS = 1_000;
/** A player that sits on buffered data without moving, not paused, is nudged forward after this. */
const STUCK_DECODER_MS = 750;
/** The first nudge (s); each next one in the same stall doubles it (WebKit sat at 8.1 s over [8, 47.9] for good; a seek in place did not help). */
const FIRST_NUDGE_S = 0.25;
/** A seek that has not completed in this long is taken as lost: the next step may seek again. */
const SEEK_LOST_MS = 2_000;
/** Nothing buffered at all for this long: the engine lost its stream (WebKit: paused, readyState 1, no ranges); load the source again. */
const RELOAD_AFTER_MS = 8_000;
/**
 * A player that claims data to play on (readyState 3+), unpaused, yet sits still and reports no
 * buffered range at all, is loaded again after this: WebKitGTK's own HLS froze so after a pause and play
 * (readyState 4, position still, no ranges), and seeking inside its seekable range froze it too.
 */
const STUCK_RELOAD_MS = 1_500;
/** At most one step back per this long: a playhead waiting at the live end must not replay its last moment over and over. */
const STEP_BACK_EVERY_MS = 10_000;

export interface StallRecoveryOptions {
  now: () => number;
  /** Whether the viewer wants playback from the start (autoplay); otherwise from the first play. */
  autoplay: boolean;
  /**
   * A live stream: the element's `ended` is not believed (the room ends a live, not the element).
   * WebKitGTK's own HLS reports a live as ended all the time: duration = position.
   */
  live?: boolean;
}

export function createStallRecovery({ now, autoplay, live = false }: StallRecoveryOptions): StallRecovery {
  let wantsPlay = autoplay;
  let lastTime: number | null = null;
  let stillSince: number | null = null;
  let lastActionAt = -Infinity;
  let steppedBackAt = -Infinity;
  let nudges = 0;
  let reloadedAt = -Infinity;
  // Before the first frame a still playhead is startup, not a stall.
  let started = false;

  const idle = (stallEndedMs: number | null = null): RecoveryStep => ({ action: { kind: 'none' }, waiting: false, stallEndedMs });
  const endStall = (at: number) => {
    const lasted = stillSince !== null && at - stillSince >= STALL_AFTER_MS ? Math.round(at - stillSince) : null;
    stillSince = null;
    nudges = 0;
    return lasted;
  };

  return {
    viewerPlayed() {
      wantsPlay = true;
    },
    paused(media, byGesture) {
      if (!byGesture && !hasDataAhead(media)) return;
      wantsPlay = false;
      stillSince = null;
    },
    sample(media) {
      const at = now();
      const moved = lastTime !== null && Math.abs(media.currentTime - lastTime) > 0.01;
      lastTime = media.currentTime;
      if (!wantsPlay || (media.ended && !live)) return idle(endStall(at));
      if (moved && !media.paused) {
        const wasStarted = started;
        started = true;
        // The wait before the first frame is startup (the quality report's), not a stall.
        return idle(wasStarted ? endStall(at) : ((stillSince = null), null));
      }
      stillSince ??= at;
      const stalledMs = at - stillSince;
      if (!started) {
        // Startup: only a gap at the start is ours to jump (WebKit buffered from 0.03 s while the playhead waited at 0).
        if (media.paused || media.seeking || stalledMs < STALL_AFTER_MS || at - lastActionAt < ACTION_GAP_MS) return idle();
        const next = gapAhead(media);
        if (!next) return idle();
        lastActionAt = at;
        return { action: { kind: 'seek', to: next }, waiting: false, stallEndedMs: null };
      }
      if (stalledMs < STALL_AFTER_MS && !media.paused) return idle();
      const waiting = stalledMs >= WAITING_AFTER_MS;
      if ((media.seeking && at - lastActionAt < SEEK_LOST_MS) || at - lastActionAt < ACTION_GAP_MS) return { action: { kind: 'none' }, waiting, stallEndedMs: null };
      // (Only an engine that reports no ranges at all: where ranges are known, a gap or their end is handled below.)
      const claimsData = !media.paused && (media.readyState ?? 0) >= 3 && media.buffered.length === 0;
      if (((claimsData && stalledMs >= STUCK_RELOAD_MS) || (media.buffered.length === 0 && stalledMs >= RELOAD_AFTER_MS)) && at - reloadedAt >= RELOAD_AFTER_MS) {
        reloadedAt = lastActionAt = at;
        return { action: { kind: 'reload' }, waiting, stallEndedMs: null };
      }
      const action = decide(media, stalledMs, at - steppedBackAt >= STEP_BACK_EVERY_MS, nudges);
      if (action.kind !== 'none') lastActionAt = at;
      if (action.kind === 'seek' && action.to > media.currentTime && hasDataAhead(media)) nudges += 1;
      if (action.kind === 'seek' && action.to < media.currentTime) steppedBackAt = at;
      return { action, waiting, stallEndedMs: null };
    },
    openStallMs() {
      const at = now();
      return started && stillSince !== null && at - stillSince >= STALL_AFTER_MS ? Math.round(at - stillSince) : null;
    },
  };
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
const sorted = (media: MediaSample) => [...media.buffered].sort((a, b) => a[0] - b[0]);
const aheadOf = (t: number, ranges: readonly (readonly [number, number])[]) =>
  ranges.find(([start, end]) => start <= t + 0.001 && t < end - EPSILON_S);
const hasDataAhead = (media: MediaSample) => {
  const current = aheadOf(media.currentTime, sorted(media));
  return current !== undefined && current[1] - media.currentTime >= ENOUGH_AHEAD_S;
};

/** Where to land after the gap ahead of the playhead (data starts later than it), or null. */
function gapAhead(media: MediaSample): number | null {
  const t = media.currentTime;
  const ranges = sorted(media);
  if (aheadOf(t, ranges)) return null;
  const next = ranges.find(([start, end]) => start > t + 0.001 && end - start > GAP_LANDING_S);
  return next ? next[0] + GAP_LANDING_S : null;
}

function decide(media: MediaSample, stalledMs: number, mayStepBack: boolean, nudges: number): RecoveryAction {
  const t = media.currentTime;
  const ranges = sorted(media);
  const current = aheadOf(t, ranges);
  if (current && current[1] - t >= ENOUGH_AHEAD_S) {
    // Data is there: a pause nobody asked for is undone; a playhead that sits on it is nudged forward, further each time, inside the data.
    if (media.paused) return { kind: 'play' };
    if (stalledMs < STUCK_DECODER_MS) return { kind: 'none' };
    const nudge = Math.min(FIRST_NUDGE_S * 2 ** nudges, current[1] - t - ENOUGH_AHEAD_S);
    return { kind: 'seek', to: round(t + Math.max(nudge, 0.05)) };
  }
  const next = gapAhead(media);
  // A gap between appended segments: jump to the data after it.
  if (next !== null) return { kind: 'seek', to: next };
  const before = ranges.filter(([, end]) => end <= t + EPSILON_S).at(-1);
  // Paused past the buffered end (the WebKit freeze): step back into the range, so the decoder has data under it.
  if (media.paused && mayStepBack && before && t - before[1] <= PASSED_END_MAX_S && before[1] - before[0] > STEP_BACK_S * 2) {
    return { kind: 'seek', to: before[1] - STEP_BACK_S };
  }
  // No data ahead: wait for it, unpaused, so the element resumes by itself when it comes.
  return media.paused ? { kind: 'play' } : { kind: 'none' };
}

/** A media element's buffered ranges as pairs. */
export function bufferedRanges(ranges: TimeRanges): [number, number][] {
  const pairs: [number, number][] = [];
  for (let index = 0; index < ranges.length; index += 1) pairs.push([ranges.start(index), ranges.end(index)]);
  return pairs;
}
