/**
 * The player's quality of experience for one playback session (issue 16 item 6), as pure state
 * driven by the player's events and an injected clock (milliseconds, rounded in the report): startup time (play requested → first frame),
 * rebuffers (a wait after the first frame, until playing again), the distance behind the live edge,
 * and errors. `report()` gives the session's figures once; later calls give null.
 */

export interface PlaybackQualityReport {
  live: boolean;
  /** Null when no frame ever played. */
  startupMs: number | null;
  rebufferCount: number;
  rebufferMs: number;
  /** Seconds behind the live edge (live streams sampled while playing); null without a sample. */
  liveEdgeAvgS: number | null;
  liveEdgeMaxS: number | null;
  errorCount: number;
  /** The last error's code, e.g. "MEDIA_ERR_4" or "4". */
  lastError: string | null;
  /** From play requested to the report. */
  sessionMs: number;
  /** Stalls the player recovered from by itself, or was still in (lib/live/playback/stall-recovery): count, total and longest ms. */
  stallCount: number;
  stallMs: number;
  stallMaxMs: number;
}

export interface PlaybackQuality {
  /** The player asked to play (a source was set). Starts the startup clock once. */
  requested(): void;
  playing(): void;
  /** The player waits for data: a rebuffer when a frame has played already. */
  waiting(): void;
  error(code: string | number | null | undefined): void;
  /** A stall of this many ms: playback stood still while the viewer wanted it to play. */
  stall(ms: number): void;
  /** Distance (s) between the live edge and the playhead, sampled now and then; false when not taken (unknown edge, replay). */
  liveEdge(distanceS: number): boolean;
  report(): PlaybackQualityReport | null;
}

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

export function createPlaybackQuality({ live, now = Date.now }: { live: boolean; now?: () => number }): PlaybackQuality {
  let requestedAt: number | null = null;
  let startupMs: number | null = null;
  let rebufferStart: number | null = null;
  let rebufferCount = 0;
  let rebufferMs = 0;
  let edgeSum = 0;
  let edgeSamples = 0;
  let edgeMax = 0;
  let errorCount = 0;
  let lastError: string | null = null;
  let stallCount = 0;
  let stallMs = 0;
  let stallMaxMs = 0;
  let reported = false;

  const endRebuffer = (at: number) => {
    if (rebufferStart === null) return;
    rebufferMs += Math.round(at - rebufferStart);
    rebufferStart = null;
  };

  return {
    requested() {
      requestedAt ??= now();
    },
    playing() {
      const at = now();
      if (startupMs === null && requestedAt !== null) startupMs = Math.round(at - requestedAt);
      endRebuffer(at);
    },
    waiting() {
      if (startupMs === null || rebufferStart !== null) return;
      rebufferStart = now();
      rebufferCount += 1;
    },
    error(code) {
      errorCount += 1;
      lastError = code === null || code === undefined || code === '' ? 'unknown' : String(code);
    },
    stall(ms) {
      stallCount += 1;
      stallMs += Math.round(ms);
      stallMaxMs = Math.max(stallMaxMs, Math.round(ms));
    },
    liveEdge(distanceS) {
      if (!live || !Number.isFinite(distanceS)) return false;
      // A playhead past the edge the player reports (video.js's is a safe distance behind the newest segment) is at the edge.
      const distance = Math.max(0, distanceS);
      edgeSum += distance;
      edgeSamples += 1;
      edgeMax = Math.max(edgeMax, distance);
      return true;
    },
    report() {
      if (reported || requestedAt === null) return null;
      reported = true;
      const at = now();
      endRebuffer(at);
      return {
        live,
        startupMs,
        rebufferCount,
        rebufferMs,
        liveEdgeAvgS: edgeSamples ? round(edgeSum / edgeSamples, 1) : null,
        liveEdgeMaxS: edgeSamples ? round(edgeMax, 1) : null,
        errorCount,
        lastError,
        sessionMs: Math.round(at - requestedAt),
        stallCount,
        stallMs,
        stallMaxMs,
      };
    },
  };
}
