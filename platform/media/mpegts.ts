/**
 * Moves every timestamp of an MPEG-TS segment forward: PES PTS/DTS and the PCR, all on the 90 kHz
 * clock. The live loop replays the same six segments; shifting loop k by k × 12 s makes the stream's
 * timeline continuous, so players never see time jump back. Measured in Chromium with video.js: the
 * unshifted loop stalls at the wrap (`waiting` events), the shifted one plays straight through.
 */

const PACKET = 188;
const SYNC = 0x47;
/** PTS, DTS and the PCR base are 33-bit counters; they wrap (after ~26.5 h) as real streams do. */
const WRAP = 2 ** 33;
export const CLOCK_HZ = 90_000;

export interface TimestampField {
  kind: 'pts' | 'dts' | 'pcr';
  /** The PES stream id (0xC0-0xDF audio, 0xE0-0xEF video); the packet's PID for a PCR. */
  stream: number;
  /** 90 kHz ticks (the PCR's base; its 27 MHz extension is left alone). */
  value: number;
  /** Byte offset of the field. */
  at: number;
}

/** Calls `visit` for each timestamp field in packet order. */
export function forEachTimestamp(segment: Buffer, visit: (field: TimestampField) => void): void {
  if (segment.length % PACKET !== 0) throw new Error('MPEG-TS: length is not a multiple of 188');
  for (let p = 0; p < segment.length; p += PACKET) {
    if (segment[p] !== SYNC) throw new Error(`MPEG-TS: lost sync at byte ${p}`);
    const unitStart = (segment[p + 1] & 0x40) !== 0;
    const pid = ((segment[p + 1] & 0x1f) << 8) | segment[p + 2];
    const adaptation = (segment[p + 3] >> 4) & 0x3;
    let payload = p + 4;
    if (adaptation & 0x2) {
      const length = segment[p + 4];
      // PCR_flag; the PCR follows the flags byte.
      if (length >= 7 && segment[p + 5] & 0x10) visit({ kind: 'pcr', stream: pid, value: readPcr(segment, p + 6), at: p + 6 });
      payload += 1 + length;
    }
    if (unitStart && adaptation & 0x1) visitPes(segment, payload, p + PACKET, visit);
  }
}

/** A PES header at `at`: 00 00 01, stream id, length, flags, header length, then PTS and maybe DTS. */
function visitPes(buf: Buffer, at: number, end: number, visit: (field: TimestampField) => void): void {
  if (at + 19 > end || buf[at] !== 0 || buf[at + 1] !== 0 || buf[at + 2] !== 1) return;
  const stream = buf[at + 3];
  // Only audio (0xC0-0xDF) and video (0xE0-0xEF) streams carry the optional header with timestamps.
  if (stream < 0xc0 || stream > 0xef) return;
  const flags = buf[at + 7] >> 6;
  if (flags & 0x2) visit({ kind: 'pts', stream, value: readTimestamp(buf, at + 9), at: at + 9 });
  if (flags === 0x3) visit({ kind: 'dts', stream, value: readTimestamp(buf, at + 14), at: at + 14 });
}

/** A shifted copy of `segment` (the committed asset stays untouched). */
export function shiftTimestamps(segment: Buffer, ticks: number): Buffer {
  const out = Buffer.from(segment);
  if (ticks % WRAP === 0) return out;
  forEachTimestamp(out, ({ kind, value, at }) => (kind === 'pcr' ? writePcr : writeTimestamp)(out, at, value + ticks));
  return out;
}

// Five bytes: 4-bit prefix, bits 32-30, marker, bits 29-15, marker, bits 14-0, marker.
function readTimestamp(buf: Buffer, at: number): number {
  return (
    ((buf[at] >> 1) & 0x7) * 2 ** 30 + ((buf[at + 1] << 7) | (buf[at + 2] >> 1)) * 2 ** 15 + ((buf[at + 3] << 7) | (buf[at + 4] >> 1))
  );
}

function writeTimestamp(buf: Buffer, at: number, value: number): void {
  const v = value % WRAP;
  const high = Math.floor(v / 2 ** 30) & 0x7;
  const middle = Math.floor(v / 2 ** 15) & 0x7fff;
  const low = v % 2 ** 15;
  buf[at] = (buf[at] & 0xf0) | (high << 1) | 1;
  buf[at + 1] = middle >> 7;
  buf[at + 2] = ((middle & 0x7f) << 1) | 1;
  buf[at + 3] = low >> 7;
  buf[at + 4] = ((low & 0x7f) << 1) | 1;
}

// Six bytes: 33-bit base, 6 reserved bits, 9-bit extension.
function readPcr(buf: Buffer, at: number): number {
  return buf[at] * 2 ** 25 + buf[at + 1] * 2 ** 17 + buf[at + 2] * 2 ** 9 + buf[at + 3] * 2 + (buf[at + 4] >> 7);
}

function writePcr(buf: Buffer, at: number, value: number): void {
  const v = value % WRAP;
  buf[at] = Math.floor(v / 2 ** 25) & 0xff;
  buf[at + 1] = Math.floor(v / 2 ** 17) & 0xff;
  buf[at + 2] = Math.floor(v / 2 ** 9) & 0xff;
  buf[at + 3] = Math.floor(v / 2) & 0xff;
  buf[at + 4] = ((v % 2) << 7) | (buf[at + 4] & 0x7f);
}
