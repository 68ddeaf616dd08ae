/**
 * The live sliding window, as pure math over the wall clock, so a looped 12-second asset can pose as
 * an endless live stream. Segment `sequence` covers stream time [sequence, sequence + 1) × segment
 * length from the stream's start; it is listed once it is complete (as a real packager would), and
 * it plays asset `sequence % assetCount` with timestamps shifted by `loop` × the loop length.
 */

export const LIVE_SEGMENT_SECONDS = 2;
/** Four segments (8 s): enough for the player's 3-target-duration live edge plus one to fetch ahead. */
export const LIVE_WINDOW_SIZE = 4;

export interface LiveSegment {
  /** Media sequence number: the `seg-{sequence}.ts` name in the playlist. */
  sequence: number;
  /** Which committed asset segment it plays. */
  asset: number;
  /** How many whole loops came before it (its timestamps move forward by this many loop lengths). */
  loop: number;
  /** Wall-clock time at which the segment's content starts, for EXT-X-PROGRAM-DATE-TIME. */
  startMs: number;
}

export interface LiveWindow {
  /** EXT-X-MEDIA-SEQUENCE: the sequence of the first listed segment. */
  mediaSequence: number;
  /** Oldest first; empty only before the first segment is complete. */
  segments: LiveSegment[];
}

export function liveWindow(
  nowMs: number,
  startMs: number,
  segmentSeconds: number,
  windowSize: number,
  assetCount: number,
): LiveWindow {
  if (!(segmentSeconds > 0) || windowSize < 1 || assetCount < 1) throw new RangeError('liveWindow: bad parameters');
  const segmentMs = segmentSeconds * 1000;
  const completed = Math.max(0, Math.floor((nowMs - startMs) / segmentMs));
  const first = Math.max(0, completed - windowSize);
  const segments: LiveSegment[] = [];
  for (let sequence = first; sequence < completed; sequence++) segments.push(liveSegment(sequence, startMs, segmentSeconds, assetCount));
  return { mediaSequence: first, segments };
}

export function liveSegment(sequence: number, startMs: number, segmentSeconds: number, assetCount: number): LiveSegment {
  return {
    sequence,
    asset: sequence % assetCount,
    loop: Math.floor(sequence / assetCount),
    startMs: startMs + sequence * segmentSeconds * 1000,
  };
}

/** The newest sequence that may be requested now (a player's clock can run a little ahead). */
export function newestSequence(nowMs: number, startMs: number, segmentSeconds: number): number {
  return Math.floor((nowMs - startMs) / (segmentSeconds * 1000));
}
