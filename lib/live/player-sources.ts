/**
 * What the player plays, from stream info (live) or replay info (live-room §3), in order of
 * preference. Pure, so the rules are tested without a browser.
 */

export const HLS_TYPE = 'application/x-mpegURL';
export const MP4_TYPE = 'video/mp4';

export interface PlayerSource {
  src: string;
  type: typeof HLS_TYPE | typeof MP4_TYPE;
}

export interface LiveUrls {
  stream_hls_url?: string | null;
  stream_url?: string | null;
}

export interface ReplayUrls {
  /** A URL, or an empty array meaning no replay. */
  replay_url: string | readonly unknown[];
  replay_url_mp4?: string | null;
  backup_url?: string | null;
  stream_url?: string | null;
}

function typeOf(url: string): PlayerSource['type'] {
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    // A relative or odd URL: judge by the text.
  }
  return /\.mp4$/i.test(path) ? MP4_TYPE : HLS_TYPE;
}

function usable(url: string | null | undefined): url is string {
  if (typeof url !== 'string' || !url.trim()) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function unique(urls: (string | null | undefined)[]): PlayerSource[] {
  const seen = new Set<string>();
  const sources: PlayerSource[] = [];
  for (const url of urls) {
    if (!usable(url) || seen.has(url)) continue;
    seen.add(url);
    sources.push({ src: url, type: typeOf(url) });
  }
  return sources;
}

/** Live: the HLS URL first, then stream_url. */
export function liveSources(info: LiveUrls | null | undefined): PlayerSource[] {
  return info ? unique([info.stream_hls_url, info.stream_url]) : [];
}

/**
 * Replay: `replay_url` (none when it is an empty array), then the MP4, then `backup_url`. A replay
 * without replay_url still plays its MP4 or backup if given.
 */
export function replaySources(info: ReplayUrls | null | undefined): PlayerSource[] {
  if (!info) return [];
  const primary = typeof info.replay_url === 'string' ? info.replay_url : null;
  return unique([primary, info.replay_url_mp4, info.backup_url]);
}
