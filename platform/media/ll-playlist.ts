import { liveSegment, type LiveSegment } from './live-window';

/**
 * Low-Latency HLS (draft-pantos-hls-rfc8216bis) over the same wall-clock math as the plain live window
 * (live-window.ts): segment `n` covers [start + n·S, start + (n+1)·S); its part `i` covers
 * [start + n·S + i·P, … + P) and is listed once complete. Pure: the clock is an argument.
 */

export interface LlConfig {
  /** Segment length (s): the target duration. */
  segmentSeconds: number;
  /** Parts per segment; each part is segmentSeconds / partsPerSegment long. */
  partsPerSegment: number;
  /** Complete segments listed. */
  windowSize: number;
  /** Asset segments the loop cycles through. */
  assetCount: number;
}

export interface LlPart {
  sequence: number;
  index: number;
  startMs: number;
}

export interface LlWindow {
  mediaSequence: number;
  /** Complete segments, oldest first. */
  segments: LiveSegment[];
  /** The segment in production: its complete parts (possibly none). */
  current: { segment: LiveSegment; parts: LlPart[] };
  /** The next part to be produced: the preload hint. */
  next: LlPart;
}

const partMsOf = (config: LlConfig) => (config.segmentSeconds * 1000) / config.partsPerSegment;

/** Three part durations: the player's default distance from the end (RFC 8216bis: at least two). */
export const partHoldBack = (config: LlConfig) => round3((3 * config.segmentSeconds) / config.partsPerSegment);

export function llWindow(nowMs: number, startMs: number, config: LlConfig): LlWindow {
  const { segmentSeconds, partsPerSegment, windowSize, assetCount } = config;
  if (!(segmentSeconds > 0) || partsPerSegment < 1 || windowSize < 1 || assetCount < 1) throw new RangeError('llWindow: bad parameters');
  const partMs = partMsOf(config);
  const producedParts = Math.max(0, Math.floor((nowMs - startMs) / partMs));
  const currentSequence = Math.floor(producedParts / partsPerSegment);
  const completeInCurrent = producedParts % partsPerSegment;
  const first = Math.max(0, currentSequence - windowSize);
  const segments: LiveSegment[] = [];
  for (let sequence = first; sequence < currentSequence; sequence++) segments.push(liveSegment(sequence, startMs, segmentSeconds, assetCount));
  const segment = liveSegment(currentSequence, startMs, segmentSeconds, assetCount);
  const part = (index: number): LlPart => ({ sequence: currentSequence, index, startMs: segment.startMs + index * partMs });
  return {
    mediaSequence: first,
    segments,
    current: { segment, parts: Array.from({ length: completeInCurrent }, (_, index) => part(index)) },
    next: part(completeInCurrent),
  };
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const fixed = (n: number) => n.toFixed(3);

/** How many of the newest complete segments keep their parts listed (RFC 8216bis: within 3 target durations). */
const SEGMENTS_WITH_PARTS = 2;

/**
 * The LL-HLS media playlist: every complete segment with its PROGRAM-DATE-TIME, the newest ones also
 * as parts, the parts of the segment in production, and a preload hint for the next part.
 */
export function llPlaylist(window: LlWindow, config: LlConfig): string {
  const partSeconds = config.segmentSeconds / config.partsPerSegment;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    `#EXT-X-TARGETDURATION:${Math.ceil(config.segmentSeconds)}`,
    `#EXT-X-SERVER-CONTROL:CAN-BLOCK-RELOAD=YES,PART-HOLD-BACK=${fixed(partHoldBack(config))},HOLD-BACK=${fixed(3 * config.segmentSeconds)}`,
    `#EXT-X-PART-INF:PART-TARGET=${fixed(partSeconds)}`,
    `#EXT-X-MEDIA-SEQUENCE:${window.mediaSequence}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  const partLine = (sequence: number, index: number) => `#EXT-X-PART:DURATION=${fixed(partSeconds)},URI="part-${sequence}.${index}.ts",INDEPENDENT=YES`;
  const pdt = (ms: number) => `#EXT-X-PROGRAM-DATE-TIME:${new Date(ms).toISOString()}`;
  window.segments.forEach((segment, i) => {
    lines.push(pdt(segment.startMs));
    if (i >= window.segments.length - SEGMENTS_WITH_PARTS) {
      for (let index = 0; index < config.partsPerSegment; index++) lines.push(partLine(segment.sequence, index));
    }
    lines.push(`#EXTINF:${fixed(config.segmentSeconds)},`, `seg-${segment.sequence}.ts`);
  });
  if (window.current.parts.length > 0) lines.push(pdt(window.current.segment.startMs));
  for (const part of window.current.parts) lines.push(partLine(part.sequence, part.index));
  lines.push(`#EXT-X-PRELOAD-HINT:TYPE=PART,URI="part-${window.next.sequence}.${window.next.index}.ts"`);
  return lines.join('\n') + '\n';
}

/** A blocking reload's answer: now, after `waitMs`, or refused (RFC 8216bis §6.2.5.2). */
export type BlockingReload = { kind: 'now' } | { kind: 'wait'; waitMs: number } | { kind: 'bad'; reason: string };

/**
 * `_HLS_msn` / `_HLS_part`: the playlist is answered once it holds that segment (and part). A part index
 * past the segment's last rolls over to the next segment; asking more than two segments ahead, or for a
 * moment more than three target durations away, is refused (400 / 503 by the caller).
 */
export function blockingReload(query: { msn: string | null; part: string | null }, nowMs: number, startMs: number, config: LlConfig): BlockingReload {
  if (query.msn === null) return query.part === null ? { kind: 'now' } : { kind: 'bad', reason: '_HLS_part without _HLS_msn' };
  if (!/^\d{1,12}$/.test(query.msn) || (query.part !== null && !/^\d{1,6}$/.test(query.part))) return { kind: 'bad', reason: 'malformed _HLS_msn or _HLS_part' };
  const segmentMs = config.segmentSeconds * 1000;
  const partMs = partMsOf(config);
  let msn = Number(query.msn);
  let part = query.part === null ? null : Number(query.part);
  if (part !== null && part >= config.partsPerSegment) {
    msn += Math.floor(part / config.partsPerSegment);
    part %= config.partsPerSegment;
  }
  const readyAt = part === null ? startMs + (msn + 1) * segmentMs : startMs + msn * segmentMs + (part + 1) * partMs;
  const currentSequence = Math.floor((nowMs - startMs) / segmentMs);
  if (msn > currentSequence + 2) return { kind: 'bad', reason: '_HLS_msn more than two segments ahead' };
  const waitMs = readyAt - nowMs;
  if (waitMs <= 0) return { kind: 'now' };
  if (waitMs > 3 * segmentMs) return { kind: 'bad', reason: 'too far ahead' };
  return { kind: 'wait', waitMs };
}

/** `part-12.3.ts` → { sequence: 12, index: 3 }; anything else → null. */
export function partName(name: string): { sequence: number; index: number } | null {
  const match = /^part-(\d{1,12})\.(\d{1,3})\.ts$/.exec(name);
  return match ? { sequence: Number(match[1]), index: Number(match[2]) } : null;
}

/** When part `index` of segment `sequence` is complete. */
export const partReadyAt = (sequence: number, index: number, startMs: number, config: LlConfig) =>
  startMs + sequence * config.segmentSeconds * 1000 + (index + 1) * partMsOf(config);

export interface Rendition {
  /** Path segment and label: `360p`. */
  name: string;
  width: number;
  height: number;
  /** Peak bits per second (video + audio + muxing), for BANDWIDTH. */
  bandwidth: number;
}

/** CODECS of every rendition: H.264 Main level 3.0 (generate.sh) and AAC-LC. */
const CODECS = 'avc1.4d401e,mp4a.40.2';

/** The multi-rendition master: one LL media playlist per rendition, lowest first. */
export function masterPlaylist(renditions: readonly Rendition[], media: (r: Rendition) => string): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of [...renditions].sort((a, b) => a.bandwidth - b.bandwidth)) {
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},RESOLUTION=${r.width}x${r.height},CODECS="${CODECS}",FRAME-RATE=15.000`, media(r));
  }
  return lines.join('\n') + '\n';
}
