import type { LiveWindow } from './live-window';

/** HLS playlist text (RFC 8216). Segment URIs are relative, so they resolve against the playlist URL. */

/** Millisecond precision: the segments are exactly 2.000 s, and rounding to whole seconds could drift. */
const extinf = (seconds: number) => `#EXTINF:${seconds.toFixed(3)},`;

/**
 * A live playlist: no ENDLIST and no PLAYLIST-TYPE, so players reload it every target duration.
 * The timestamps are continuous across loop wraps (see mpegts.ts), so no EXT-X-DISCONTINUITY.
 */
export function livePlaylist(window: LiveWindow, segmentSeconds: number): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(segmentSeconds)}`,
    `#EXT-X-MEDIA-SEQUENCE:${window.mediaSequence}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  window.segments.forEach((segment, i) => {
    // The wall clock of the first segment lets a player show latency; later ones follow from EXTINF.
    if (i === 0) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(segment.startMs).toISOString()}`);
    lines.push(extinf(segmentSeconds), `seg-${segment.sequence}.ts`);
  });
  return lines.join('\n') + '\n';
}

/** A complete replay playlist: PLAYLIST-TYPE:VOD and ENDLIST, so players show a seekable duration. */
export function vodPlaylist(durations: readonly number[]): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(Math.max(...durations))}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  durations.forEach((seconds, i) => lines.push(extinf(seconds), `seg-${i}.ts`));
  lines.push('#EXT-X-ENDLIST');
  return lines.join('\n') + '\n';
}

/** EXTINF durations of an ffmpeg-written playlist, in order. */
export function parseDurations(m3u8: string): number[] {
  return [...m3u8.matchAll(/^#EXTINF:([\d.]+)/gm)].map((match) => Number(match[1]));
}
