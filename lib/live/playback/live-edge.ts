/**
 * Holding the live edge (issue 29). The edge is read from the playlist (its PROGRAM-DATE-TIME and
 * PART-HOLD-BACK), never from the element's `seekable`, which Chromium's own HLS player leaves empty.
 * Pure: the page fetches the playlist and samples the element; this parses and decides.
 */

export interface LivePlaylistInfo {
  targetDurationS: number;
  /** EXT-X-PART-INF PART-TARGET: null on plain HLS. */
  partTargetS: number | null;
  /** EXT-X-SERVER-CONTROL PART-HOLD-BACK: null on plain HLS. */
  partHoldBackS: number | null;
  /** Seconds the playlist spans (its segments and trailing parts). */
  windowS: number;
  /** PDT (ms) of the end of the newest media listed: the live edge when fetched. */
  edgeMs: number | null;
  /** Start PDTs (ms) of the listed segments, oldest first (NaN where a segment has none and none precedes it). */
  segmentStartsMs: number[];
}

const attr = (line: string, name: string): string | null => new RegExp(`(?:^|[:,])${name}=("[^"]*"|[^,]*)`).exec(line)?.[1]?.replace(/^"|"$/g, '') ?? null;

/** A media playlist's timing; null for a master playlist or text that is not a playlist. */
export function parseLivePlaylist(text: string): LivePlaylistInfo | null {
  if (!text.startsWith('#EXTM3U') || text.includes('#EXT-X-STREAM-INF')) return null;
  let targetDurationS = 0;
  let partTargetS: number | null = null;
  let partHoldBackS: number | null = null;
  let pdt: number | null = null;
  let cursor: number | null = null;
  let windowS = 0;
  let pendingParts = 0;
  const segmentStartsMs: number[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#EXT-X-TARGETDURATION:')) targetDurationS = Number(line.slice(22));
    else if (line.startsWith('#EXT-X-PART-INF:')) partTargetS = Number(attr(line, 'PART-TARGET'));
    else if (line.startsWith('#EXT-X-SERVER-CONTROL:')) {
      const hold = attr(line, 'PART-HOLD-BACK');
      partHoldBackS = hold === null ? null : Number(hold);
    } else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) {
      const parsed = Date.parse(line.slice(25));
      if (Number.isFinite(parsed)) pdt = parsed;
    } else if (line.startsWith('#EXT-X-PART:')) {
      pendingParts += Number(attr(line, 'DURATION') ?? 0);
    } else if (line.startsWith('#EXTINF:')) {
      const seconds = Number(line.slice(8).split(',')[0]);
      const start: number | null = pdt ?? cursor;
      segmentStartsMs.push(start ?? Number.NaN);
      windowS += seconds;
      cursor = start === null ? null : start + seconds * 1000;
      pdt = null;
      pendingParts = 0;
    }
  }
  // Parts after the last segment belong to the one in production: they extend the edge.
  const partsStart = pdt ?? cursor;
  const edgeMs = partsStart === null ? null : partsStart + pendingParts * 1000;
  return { targetDurationS, partTargetS, partHoldBackS, windowS: windowS + pendingParts, edgeMs, segmentStartsMs };
}

/** The first variant of a master playlist, resolved against its URL; null when `text` is not a master. */
export function firstVariant(text: string, masterUrl: string): string | null {
  const lines = text.split('\n').map((line) => line.trim());
  const at = lines.findIndex((line) => line.startsWith('#EXT-X-STREAM-INF'));
  const uri = at >= 0 ? lines.slice(at + 1).find((line) => line && !line.startsWith('#')) : undefined;
  return uri ? new URL(uri, masterUrl).href : null;
}

/** A segment as a player placed it: its start on the player's timeline (s) and its PROGRAM-DATE-TIME. */
export interface DatedSegment {
  start?: number;
  dateTimeObject?: Date;
}

/**
 * The PDT (ms) of the frame at player time `t`: the newest segment that starts at or before `t` and
 * carries both a start and a date, plus the time since its start (media is continuous, so this holds
 * across segments that have no date or no start yet). An LL playlist's segment in production is
 * parts only, with neither: at 1.2 s behind the edge the playhead is in it more often than not, and
 * requiring the playhead's own segment answered "unknown", which showed held overlays at once.
 */
export function frameDateMs(segments: readonly DatedSegment[], t: number): number | null {
  const dateAt = (segment: DatedSegment | undefined) => {
    const date = segment?.dateTimeObject?.getTime();
    return segment?.start === undefined || date === undefined || !Number.isFinite(date) ? null : date + (t - segment.start) * 1000;
  };
  for (let i = segments.length - 1; i >= 0; i--) {
    const own = dateAt(segments[i]);
    if (own === null || t < (segments[i].start ?? Infinity)) continue;
    // A segment the player joined part-way has its start where its first loaded part begins, not where
    // its date does (VHS joins LL at a part): the next segment, placed whole, dates it right.
    const next = dateAt(segments[i + 1]);
    return next !== null && Math.abs(next - own) > SEGMENT_AGREEMENT_MS ? next : own;
  }
  return null;
}

/** Media seconds a frame date is carried past the last frame the engine dated (carriedFrameDateMs). */
export const CARRY_DATE_S = 2;

/**
 * The date of the frame at media time `t`: the engine's (`dated`), else carried from the last dated
 * frame on the same timeline for at most CARRY_DATE_S. VHS has no date for a moment after each
 * playlist refresh (its segments' starts are not placed yet), and an unknown date shows every held
 * overlay at once (seen in CI). Before the last dated frame (a seek back) it stays unknown.
 */
export function carriedFrameDateMs(dated: number | null, last: { ms: number; t: number } | null, t: number): number | null {
  if (dated !== null) return dated;
  if (!last || t < last.t || t - last.t > CARRY_DATE_S) return null;
  return last.ms + (t - last.t) * 1000;
}

/** Two placed segments whose dates disagree by more than this: the earlier one was joined part-way. */
const SEGMENT_AGREEMENT_MS = 100;

/**
 * Whether the browser's own HLS player plays LL parts, judged by what it does rather than what it
 * has: Safari dates its timeline from the playlist's PDT (`getStartDate` gives a time) and plays parts.
 * WebKitGTK has `getStartDate` too, but its GStreamer HLS dates nothing (NaN), loads whole segments
 * from the oldest listed, and froze after a rate change or a seek: it is only measured.
 */
export function nativePlaysParts(startDateMs: number | null | undefined): startDateMs is number {
  return typeof startDateMs === 'number' && Number.isFinite(startDateMs);
}

/**
 * How far behind the edge (s) a player sits: PART-HOLD-BACK where the engine plays parts, else three
 * target durations (RFC 8216bis' HOLD-BACK default).
 */
export function targetLatencyS(info: Pick<LivePlaylistInfo, 'targetDurationS' | 'partHoldBackS'>, playsParts: boolean): number {
  return playsParts && info.partHoldBackS ? info.partHoldBackS : 3 * info.targetDurationS;
}

/** Reads whose lag (listed edge against the time of the read) the edge clock remembers. */
const EDGE_READS_KEPT = 8;

export interface EdgeClock {
  /** A playlist read: the edge it lists (PDT ms) and when it arrived (the page's clock, ms). */
  read(edgeMs: number | null, fetchedAtMs: number): void;
  /** The live edge at `nowMs` (the page's clock); null before a read that lists one. */
  nowMs(nowMs: number): number | null;
  reset(): void;
}

/**
 * The live edge between playlist reads, without a sawtooth. A read lists the media completed when
 * it was answered: up to a part older than the true edge, by a different amount each time, and the
 * edge moves on at one second a second between reads. So the edge is the page's clock plus the
 * smallest lag of the recent reads (the largest listed-edge-minus-read-time), like NTP's minimum
 * filter. Stepping the fetched edge on by at most a part (the estimate before) froze it between 1 s reads and
 * made the distance swing by ±0.5 s. A stream that stops (no new media, or no reads during a cut)
 * is carried at most `maxAheadMs` past the newest read's edge.
 */
export function createEdgeClock({ maxAheadMs }: { maxAheadMs: number }): EdgeClock {
  let lags: number[] = [];
  /** The newest read's edge. */
  let lastEdgeMs: number | null = null;
  return {
    read(edgeMs, fetchedAtMs) {
      if (edgeMs === null) return;
      // A new edge older than the last (a new source, a restarted stream) starts afresh.
      if (lastEdgeMs !== null && edgeMs < lastEdgeMs) lags = [];
      lags = [...lags, edgeMs - fetchedAtMs].slice(-EDGE_READS_KEPT);
      lastEdgeMs = edgeMs;
    },
    nowMs(nowMs) {
      if (lastEdgeMs === null) return null;
      const smooth = nowMs + Math.max(...lags);
      return Math.max(lastEdgeMs, Math.min(smooth, lastEdgeMs + maxAheadMs));
    },
    reset() {
      lags = [];
      lastEdgeMs = null;
    },
  };
}

export interface EdgeSample {
  currentTime: number;
  /** The element's rate now: loading a source resets it to 1 behind the controller's back. */
  playbackRate: number;
  paused: boolean;
  seeking: boolean;
  /** End of the buffered range under the playhead (s), if known: a jump lands inside data. */
  bufferedEnd: number | null;
  /** PDT (ms) of the frame on screen; null when unknown. */
  frameMs: number | null;
  /** The live edge now (ms, same clock as frameMs); null when unknown. */
  edgeMs: number | null;
}

export type EdgeAction = { kind: 'none' } | { kind: 'rate'; rate: number } | { kind: 'seek'; to: number };

/** Behind the target by more than this: catch up with playbackRate. */
export const CATCH_UP_AFTER_S = 1.5;
/** Caught up once within this of the target: the 1.1× catch-up hands over to the trim. */
const CAUGHT_UP_S = 0.25;
/** The gentle catch-up: ≤ 1.1× (speech stays natural). */
export const CATCH_UP_RATE = 1.1;
/**
 * Behind the target by more than this at 1×, the playback is trimmed at TRIM_RATE until within
 * ON_TARGET_S: an engine's own join (VHS) or a short stall left the room ~0.4 s past its target for
 * good, under the 1.5 s that starts the catch-up, and the distance budget (≤ 1.5 s p95 at a 1.2 s
 * target) has 0.3 s to spare. A jump that the buffer cut short (LANDING_MARGIN_S) lands 0.2–0.3 s
 * past the target: at 0.35 that lag stayed (distance 1.43 s in one bench run of two).
 */
const TRIM_AFTER_S = 0.2;
export const TRIM_RATE = 1.04;
const ON_TARGET_S = 0.1;
/**
 * The 1.1× catch-up only with this much media buffered ahead: on a slow link (150 ms RTT) a part
 * arrives just in time, and speeding up on a thin buffer ran it dry again and again.
 */
export const MIN_AHEAD_S = 1;
/**
 * The 1.04× trim starts with this much ahead and goes on down to TRIM_KEEP_AHEAD_S. At a 1.2 s
 * PART-HOLD-BACK the buffer ahead saws between 0.7 and 1.3 s as 0.4 s parts arrive: under
 * MIN_AHEAD_S the trim flipped on and off every half second and the room sat 0.45 s past its target
 * (edge distance median 1.65 s against a 1.5 s p95 budget). The trim drains 0.04 s a second.
 */
export const TRIM_MIN_AHEAD_S = 0.6;
export const TRIM_KEEP_AHEAD_S = 0.4;
/**
 * The playhead still this long while playing (not paused, not seeking): a stall. One look (250 ms)
 * with no movement: on a 150 ms RTT link the rebuffers that PART-HOLD-BACK cannot hold last 0.2–0.4 s.
 */
export const STALL_MS = 250;
/**
 * Each stall moves the target this much further from the edge (at most STALL_EXTRA_MAX_S), as
 * hls.js does on a stall: a link that cannot hold PART-HOLD-BACK gets a buffer it can hold. A
 * step is given back after STALL_FORGET_MS without a stall.
 */
export const STALL_STEP_S = 0.5;
const STALL_EXTRA_MAX_S = 2;
export const STALL_FORGET_MS = 30_000;
/** Within this of the target (either side) the viewer is "at the edge" (the LIVE control lit). */
export const AT_EDGE_S = CATCH_UP_AFTER_S;
/** The join lands within this of the target, else it seeks. */
const JOIN_TOLERANCE_S = 0.5;
/**
 * A jump lands this far inside the buffered end: the buffer a trim needs, so the playback does not
 * run dry before the next part lands (0.3 s stalled within a second on a 150 ms RTT link).
 */
const LANDING_MARGIN_S = TRIM_MIN_AHEAD_S;
/** Between two seeks (ours or the engine's own), time for the last to take effect. */
const SEEK_GAP_MS = 2_000;
/** A pause nobody asked for this soon after a rate change of ours: the rate change caused it (WebKitGTK paused at once). */
export const RATE_FLUSH_MS = 1_000;

export interface EdgeController {
  /** One look at the element; at most one action. */
  step(sample: EdgeSample): EdgeAction;
  /** The viewer asked for the edge (the LIVE control): the next step seeks there. */
  goLive(): void;
  /** Seconds behind the edge at the last step (from the frame's PDT); null when unknown. */
  distanceS(): number | null;
  atEdge(): boolean;
  /**
   * The engine paused without being asked (not the viewer). Right after a rate change of ours that
   * is the engine flushing its pipeline for the new rate (WebKitGTK/GStreamer: a pause, then a
   * seek): rate catch-up stops for good (catch-up seeks inside the buffer instead), and the answer
   * is true, so the caller resumes the playback it disturbed.
   */
  unasked(): boolean;
  /** Whether the controller still catches up with playbackRate. */
  ratesOk(): boolean;
}

/**
 * Joins at `targetS` behind the edge; when more than 1.5 s behind it plays at 1.1× until caught up,
 * and trims a smaller lag at 1.04× (TRIM_AFTER_S); more than a window behind (a stall, a background tab, a network cut) it jumps. Pauses are the
 * viewer's: no action while paused or seeking.
 */
export function createEdgeController({
  now,
  targetS,
  windowS,
  rateCatchUp = true,
}: {
  now: () => number;
  targetS: () => number;
  windowS: () => number;
  /**
   * False where the engine must keep 1× (Chromium's own HLS player failed to parse its stream after a
   * rate change): it catches up by seeking within its buffer. A function is asked at each step (what
   * an engine can do may only show once it has loaded).
   */
  rateCatchUp?: boolean | (() => boolean);
}): EdgeController {
  let joined = false;
  let wantLive = false;
  let seekedAt = -Infinity;
  let distance: number | null = null;

  let current = 1;
  let rateAt = -Infinity;
  // Stalls seen (see STALL_STEP_S): the target's extra distance, and the playhead's last movement.
  let extraS = 0;
  let lastTime = Number.NaN;
  let stillSince = 0;
  let inStall = false;
  let changedExtraAt = -Infinity;
  const target = () => targetS() + extraS;
  const watchStalls = (sample: EdgeSample) => {
    const at = now();
    if (sample.paused || sample.seeking || sample.currentTime !== lastTime) {
      lastTime = sample.currentTime;
      stillSince = at;
      inStall = false;
    } else if (!inStall && at - stillSince >= STALL_MS) {
      inStall = true;
      extraS = Math.min(extraS + STALL_STEP_S, STALL_EXTRA_MAX_S);
      changedExtraAt = at;
    }
    if (extraS > 0 && at - changedExtraAt >= STALL_FORGET_MS) {
      extraS = Math.max(0, extraS - STALL_STEP_S);
      changedExtraAt = at;
    }
  };
  // The engine flushed its pipeline for a rate change of ours (see unasked).
  let flushed = false;
  const ratesOk = () => !flushed && (typeof rateCatchUp === 'function' ? rateCatchUp() : rateCatchUp);
  const setRate = (next: number): EdgeAction => {
    if (next === current) return { kind: 'none' };
    rateAt = now();
    return { kind: 'rate', rate: next };
  };
  const seek = (sample: EdgeSample, behind: number): EdgeAction => {
    // Never into time the engine has not shown it holds: a landing at (or past) the buffered end froze WebKit (issue 28).
    if (sample.bufferedEnd === null) return { kind: 'none' };
    const to = Math.min(sample.currentTime + behind, sample.bufferedEnd - LANDING_MARGIN_S);
    // A landing the buffer cuts short of the edge (a cut: no new media) would only eat the buffer; the rate catches up instead.
    if (to < sample.currentTime + behind - CATCH_UP_AFTER_S || to <= sample.currentTime + 0.05) return { kind: 'none' };
    seekedAt = now();
    return { kind: 'seek', to: Math.round(to * 1000) / 1000 };
  };

  return {
    step(sample) {
      if (sample.frameMs === null || sample.edgeMs === null) {
        distance = null;
        return { kind: 'none' };
      }
      current = sample.playbackRate;
      distance = (sample.edgeMs - sample.frameMs) / 1000;
      watchStalls(sample);
      // A seek under way (the engine's own, as VHS's first jump to its live point, or ours) is left alone, and the next waits.
      if (sample.seeking) {
        seekedAt = Math.max(seekedAt, now());
        return { kind: 'none' };
      }
      if (sample.paused || !ratesOk()) {
        const reset = setRate(1);
        if (sample.paused || reset.kind !== 'none') return reset;
      }
      const behind = distance - target();
      // Unknown (an engine that reports no buffered range) does not hold the rate back.
      const ahead = sample.bufferedEnd === null ? Infinity : sample.bufferedEnd - sample.currentTime;
      const roomToSpeed = ahead >= MIN_AHEAD_S;
      const roomToTrim = ahead >= (current === TRIM_RATE ? TRIM_KEEP_AHEAD_S : TRIM_MIN_AHEAD_S);
      const mayTurn = now() - seekedAt >= SEEK_GAP_MS;
      if (mayTurn && (!joined || wantLive || behind > windowS() || (!ratesOk() && behind > CATCH_UP_AFTER_S))) {
        joined = true;
        wantLive = false;
        if (behind > JOIN_TOLERANCE_S) {
          const jump = seek(sample, behind);
          if (jump.kind === 'seek') return jump;
        }
      }
      if (!ratesOk()) return setRate(1);
      const trimOr1 = roomToTrim ? TRIM_RATE : 1;
      if (behind > CATCH_UP_AFTER_S) return setRate(roomToSpeed ? CATCH_UP_RATE : trimOr1);
      if (behind < ON_TARGET_S) return setRate(1);
      if (current > TRIM_RATE) return behind < CAUGHT_UP_S || !roomToSpeed ? setRate(trimOr1) : { kind: 'none' };
      if (current === TRIM_RATE) return roomToTrim ? { kind: 'none' } : setRate(1);
      if (behind > TRIM_AFTER_S && roomToTrim) return setRate(TRIM_RATE);
      return { kind: 'none' };
    },
    unasked() {
      if (now() - rateAt > RATE_FLUSH_MS) return false;
      flushed = true;
      return true;
    },
    ratesOk,
    goLive() {
      wantLive = true;
      seekedAt = -Infinity;
    },
    distanceS: () => distance,
    atEdge: () => distance !== null && distance - target() <= AT_EDGE_S,
  };
}

/**
 * Chromium's own HLS player dates nothing: its timeline starts (0) at the oldest segment of the first
 * playlist it read. The page reads the playlist just after the player's first read, so that read's
 * oldest segment is the player's or one later (a segment completed in between). The anchor (PDT at
 * media time 0) starts on the page's read and moves back a segment whenever it would put buffered
 * media past the edge, which only a too-late anchor can.
 */
export function correctAnchor(anchorMs: number, bufferedEndS: number | null, edgeMs: number | null, segmentS: number): number {
  if (bufferedEndS === null || edgeMs === null || !(segmentS > 0)) return anchorMs;
  let anchor = anchorMs;
  for (let i = 0; i < 4 && anchor + bufferedEndS * 1000 > edgeMs + ANCHOR_SLACK_MS; i++) anchor -= segmentS * 1000;
  return anchor;
}
/** Buffered media may pass the fetched edge by this much (a part or segment completed since the read). */
const ANCHOR_SLACK_MS = 600;
