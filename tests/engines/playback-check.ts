/** One look at the room's video, taken in the page every 250 ms by the playback spec. */
export interface PlaybackSample {
  at: number;
  time: number;
  paused: boolean;
  readyState: number;
  buffering: boolean;
  buffered?: [number, number][];
}

/**
 * The longest stretch (ms of page time) in which the playhead did not move, with where it began:
 * the issue 28 check allows none over 2 s in 60 s of live playback.
 */
export function longestStall(samples: readonly PlaybackSample[]): { ms: number; from: number; sample: PlaybackSample | null } {
  let longest = { ms: 0, from: 0, sample: null as PlaybackSample | null };
  let still: PlaybackSample | null = null;
  for (let index = 1; index < samples.length; index += 1) {
    const moved = samples[index].time > samples[index - 1].time + 0.001;
    if (moved) {
      still = null;
      continue;
    }
    still ??= samples[index - 1];
    const ms = Math.round(samples[index].at - still.at);
    if (ms > longest.ms) longest = { ms, from: still.time, sample: samples[index] };
  }
  return longest;
}
