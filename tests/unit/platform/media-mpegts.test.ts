/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { loadMediaAssets } from '@/platform/media/assets';
import { CLOCK_HZ, forEachTimestamp, shiftTimestamps, type TimestampField } from '@/platform/media/mpegts';

const assets = loadMediaAssets();
const LOOP_TICKS = 12 * CLOCK_HZ;
const fields = (segment: Buffer) => {
  const out: TimestampField[] = [];
  forEachTimestamp(segment, (field) => out.push(field));
  return out;
};
const VIDEO = 0xe0;
const AUDIO = 0xc0;
const VIDEO_FRAME = CLOCK_HZ / 15;
const AUDIO_FRAME = (1024 / 32_000) * CLOCK_HZ;
/** Decode-order timestamps of one elementary stream (DTS where present, else PTS), one per PES. */
function decodeTimes(segment: Buffer, stream: number): number[] {
  const times: number[] = [];
  for (const f of fields(segment).filter((field) => field.stream === stream)) {
    if (f.kind === 'dts') times[times.length - 1] = f.value;
    else if (f.kind === 'pts') times.push(f.value);
  }
  return times;
}

/**
 * ffmpeg packs several AAC frames in one audio PES, so the audio's end is the last PES's PTS plus its
 * ADTS frames: gather that PES's payload from its packets and walk the ADTS headers.
 */
function audioEnd(segment: Buffer): number {
  const last = fields(segment).filter((f) => f.stream === AUDIO && f.kind === 'pts').at(-1)!;
  const packetAt = last.at - (last.at % 188);
  const pid = ((segment[packetAt + 1] & 0x1f) << 8) | segment[packetAt + 2];
  const chunks: Buffer[] = [];
  for (let p = packetAt; p < segment.length; p += 188) {
    if ((((segment[p + 1] & 0x1f) << 8) | segment[p + 2]) !== pid) continue;
    const adaptation = (segment[p + 3] >> 4) & 0x3;
    const payload = p + 4 + (adaptation & 0x2 ? 1 + segment[p + 4] : 0);
    // The first packet holds the PES header: 9 bytes plus its header-data length.
    chunks.push(segment.subarray(p === packetAt ? payload + 9 + segment[payload + 8] : payload, p + 188));
  }
  const es = Buffer.concat(chunks);
  let frames = 0;
  for (let i = 0; i + 7 <= es.length && es[i] === 0xff && (es[i + 1] & 0xf0) === 0xf0; frames++) {
    i += ((es[i + 3] & 0x3) << 11) | (es[i + 4] << 3) | (es[i + 5] >> 5);
  }
  return last.value + frames * AUDIO_FRAME;
}

describe('the committed assets', () => {
  it('are six 2-second live segments and a 12-second replay', () => {
    expect(assets.live.durations).toEqual([2, 2, 2, 2, 2, 2]);
    expect(assets.vod.durations).toEqual([2, 2, 2, 2, 2, 2]);
    expect(assets.mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    // faststart: the index (moov) comes before the media data, so playback starts from the first bytes.
    expect(assets.mp4.indexOf('moov')).toBeLessThan(assets.mp4.indexOf('mdat'));
  });

  it('loop seamlessly: one loop later, each stream goes on exactly where the last segment ended', () => {
    const first = assets.live.segments[0];
    const last = assets.live.segments[5];
    const nextLoop = shiftTimestamps(first, LOOP_TICKS);
    expect(decodeTimes(nextLoop, VIDEO)[0]).toBe(decodeTimes(last, VIDEO).at(-1)! + VIDEO_FRAME);
    // No gap and no overlap of audio either (AAC at 32 kHz: 12 s is exactly 375 frames).
    expect(decodeTimes(nextLoop, AUDIO)[0]).toBe(audioEnd(last));
  });
});

describe('shiftTimestamps', () => {
  const segment = assets.live.segments[0];

  it('moves every PTS, DTS and PCR by the offset and leaves the asset untouched', () => {
    const before = fields(segment);
    const copy = Buffer.from(segment);
    const after = fields(shiftTimestamps(segment, LOOP_TICKS));
    expect(before.map((f) => f.kind)).toEqual(expect.arrayContaining(['pts', 'dts', 'pcr']));
    expect(after).toEqual(before.map((f) => ({ ...f, value: f.value + LOOP_TICKS })));
    expect(segment.equals(copy)).toBe(true);
  });

  it('changes nothing but timestamps (marker bits stay, shifting back restores the bytes)', () => {
    const shifted = shiftTimestamps(segment, LOOP_TICKS);
    expect(shifted.equals(segment)).toBe(false);
    expect(shiftTimestamps(shifted, 2 ** 33 - LOOP_TICKS).equals(segment)).toBe(true);
  });

  it('wraps at 33 bits like a real stream', () => {
    const before = fields(segment);
    const after = fields(shiftTimestamps(segment, 2 ** 33 - 1_000_000));
    expect(after.map((f) => f.value)).toEqual(before.map((f) => (f.value - 1_000_000 + 2 ** 33) % 2 ** 33));
  });

  it('returns a copy for a zero offset and refuses what is not MPEG-TS', () => {
    const same = shiftTimestamps(segment, 0);
    expect(same).not.toBe(segment);
    expect(same.equals(segment)).toBe(true);
    expect(() => shiftTimestamps(Buffer.alloc(100), 1)).toThrow(/188/);
    expect(() => shiftTimestamps(Buffer.alloc(188), 1)).toThrow(/sync/);
  });
});
