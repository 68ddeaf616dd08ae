import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDurations } from './playlist';

/**
 * The committed synthetic media (made by generate.sh), read once when the platform starts: every
 * request is then served from memory, and a missing asset fails the start instead of a request.
 */

export interface SegmentedMedia {
  segments: Buffer[];
  /** EXTINF seconds per segment, from the playlist ffmpeg wrote. */
  durations: number[];
}

/** One picture shape's live loop and replay. */
export interface MediaSet {
  live: SegmentedMedia;
  vod: SegmentedMedia;
  mp4: Buffer;
}

/** The 16:9 set, and the 9:16 one a seller broadcasting from a phone makes (issue 26). */
export interface MediaAssets extends MediaSet {
  portrait: MediaSet;
}

export const DEFAULT_ASSETS_DIR = join(__dirname, 'assets');

function readSegmented(dir: string): SegmentedMedia {
  const durations = parseDurations(readFileSync(join(dir, 'source.m3u8'), 'utf8'));
  if (durations.length === 0) throw new Error(`media: no segments listed in ${dir}/source.m3u8`);
  return { durations, segments: durations.map((_, i) => readFileSync(join(dir, `seg${i}.ts`))) };
}

function readSet(dir: string): MediaSet {
  return { live: readSegmented(join(dir, 'live')), vod: readSegmented(join(dir, 'vod')), mp4: readFileSync(join(dir, 'vod', 'replay.mp4')) };
}

export function loadMediaAssets(dir: string = DEFAULT_ASSETS_DIR): MediaAssets {
  return { ...readSet(dir), portrait: readSet(join(dir, 'portrait')) };
}
