/**
 * Cuts a committed MPEG-TS segment into LL-HLS partial segments. The live assets have a key frame every
 * 0.4 s, and ffmpeg writes the PAT and PMT again just before each one: a part is the bytes from one such
 * PAT to the next, so each starts with the tables and a key frame (decodable alone, INDEPENDENT=YES).
 * The cut is byte-exact: the parts of a segment, joined, are the segment.
 */

const PACKET = 188;
const PAT_PID = 0;

export interface Part {
  bytes: Buffer;
  /** Whether it starts with a key frame (random access indicator on its first video packet). */
  independent: boolean;
}

const pidAt = (buf: Buffer, p: number) => ((buf[p + 1] & 0x1f) << 8) | buf[p + 2];
const unitStart = (buf: Buffer, p: number) => (buf[p + 1] & 0x40) !== 0;
/** A packet whose adaptation field sets random_access_indicator. */
const randomAccess = (buf: Buffer, p: number) => ((buf[p + 3] >> 4) & 0x2) !== 0 && buf[p + 4] > 0 && (buf[p + 5] & 0x40) !== 0;

/** The offsets where a part starts: 0 and each PAT that is followed (after its PMT) by a random access packet. */
export function partStarts(segment: Buffer): number[] {
  if (segment.length % PACKET !== 0) throw new Error('MPEG-TS: length is not a multiple of 188');
  const starts = [0];
  // The segment's own opening tables (SDT, PAT, PMT) belong to its first part.
  for (let p = PACKET * 3; p < segment.length; p += PACKET) {
    if (pidAt(segment, p) !== PAT_PID || !unitStart(segment, p)) continue;
    // The next packet with a unit start other than the PMT decides.
    for (let q = p + PACKET * 2; q < segment.length && q <= p + PACKET * 4; q += PACKET) {
      if (!unitStart(segment, q)) continue;
      if (randomAccess(segment, q)) starts.push(p);
      break;
    }
  }
  return starts;
}

export function cutParts(segment: Buffer): Part[] {
  const starts = partStarts(segment);
  return starts.map((start, i) => {
    const bytes = segment.subarray(start, starts[i + 1] ?? segment.length);
    let independent = false;
    for (let p = 0; p < bytes.length && p < PACKET * 5; p += PACKET) {
      if (randomAccess(bytes, p)) {
        independent = true;
        break;
      }
    }
    return { bytes, independent };
  });
}
