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

/** A live loop at one size, for the multi-rendition master. */
export interface LiveRendition {
  name: string;
  width: number;
  height: number;
  media: SegmentedMedia;
}

/** The 16:9 set, its higher live renditions, and the 9:16 set a seller broadcasting from a phone makes (issue 26). */
export interface MediaAssets extends MediaSet {
  /** 540p and 720p of the 16:9 live loop (`live` is its 360p). */
  renditions: LiveRendition[];
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
  const renditions = [
    { name: '540p', width: 960, height: 540 },
    { name: '720p', width: 1280, height: 720 },
  ].map((size) => ({ ...size, media: readSegmented(join(dir, `live-${size.name}`)) }));
  return { ...readSet(dir), renditions, portrait: readSet(join(dir, 'portrait')) };
}
