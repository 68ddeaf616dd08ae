/**
 * The media URLs the platform puts in stream-info and replay-stream-info answers (live-room spec §3).
 * Kept apart from the routes so answer builders can import it without the asset loading.
 */

export interface MediaUrls {
  /**
   * Live LL-HLS (parts, blocking reload), one rendition (360p). The multi-rendition master
   * (`master.m3u8`, 360p/540p/720p) is served beside it, not named here: named, it had WebKitGTK
   * decode 720p in software, and two WebKit sessions beside Firefox and Chromium on CI's 2 cores left
   * a page unresponsive for over 10 s (ADR 0013, fourth round). VHS plays the master well.
   */
  stream_hls_url: string;
  /** Live plain HLS (sliding window, whole segments): for players that cannot take LL-HLS. */
  stream_url: string;
  /** Replay HLS playlist (ENDLIST). The spec also allows `[]` for "no replay"; the caller decides. */
  replay_url: string;
  /** Replay as one MP4 (served with Range support). */
  replay_url_mp4: string;
  /** Fallback for the replay: the MP4, a different file and route from replay_url. */
  backup_url: string;
}

/** The picture's shape: 16:9 (the default) or 9:16, served under /media/portrait/. */
export type MediaShape = 'landscape' | 'portrait';

/** `master`: name the multi-rendition master as `stream_hls_url` (a room for adaptive bitrate). */
export function mediaUrls(publicUrl: string, streamId: string, shape: MediaShape = 'landscape', master = false): MediaUrls {
  const base = publicUrl.replace(/\/+$/, '');
  const media = shape === 'portrait' ? '/media/portrait' : '/media';
  const id = encodeURIComponent(streamId);
  const live = `${base}${media}/live/${id}`;
  const replayMp4 = `${base}${media}/vod/${id}.mp4`;
  return {
    stream_hls_url: `${live}/${master ? 'master' : 'll'}.m3u8`,
    stream_url: `${live}/index.m3u8`,
    replay_url: `${base}${media}/vod/${id}/index.m3u8`,
    replay_url_mp4: replayMp4,
    backup_url: replayMp4,
  };
}
