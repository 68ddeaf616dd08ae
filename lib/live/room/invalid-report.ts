/**
 * Realtime messages the room cannot use (malformed, unknown event) are never dropped silently:
 * each one leaves a breadcrumb and a report through lib/report. A flood (a broken publisher sending
 * the same bad event many times a second) is throttled: per reason, one report per window; the
 * ones held back are counted and go out with the next report of that reason.
 */

export const INVALID_REPORT_WINDOW_MS = 60_000;
/** Distinct reasons reported per window, whatever they are (a flood of random names stays bounded). */
export const INVALID_REPORT_MAX_PER_WINDOW = 10;

export interface InvalidMessageSinks {
  breadcrumb(category: string, message: string, data?: Record<string, unknown>): void;
  report(error: unknown, context: { where: string; extra?: Record<string, unknown> }): void;
  now?: () => number;
  windowMs?: number;
  maxPerWindow?: number;
}

/** What is kept of a raw message in a report: short, never the whole payload of a flood. */
export function summarizeRaw(raw: unknown, max = 300): string {
  let text: string;
  try {
    text = typeof raw === 'string' ? raw : (JSON.stringify(raw) ?? String(raw));
  } catch {
    text = String(raw);
  }
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

export type InvalidMessageReporter = (channel: string, reason: string, raw: unknown) => void;

export function createInvalidMessageReporter(sinks: InvalidMessageSinks): InvalidMessageReporter {
  const now = sinks.now ?? (() => Date.now());
  const windowMs = sinks.windowMs ?? INVALID_REPORT_WINDOW_MS;
  const maxPerWindow = sinks.maxPerWindow ?? INVALID_REPORT_MAX_PER_WINDOW;
  /** Per reason: when it was last reported and how many were held back since. */
  const seen = new Map<string, { at: number; suppressed: number }>();
  let windowStart = -Infinity;
  let reportedInWindow = 0;

  return (channel, reason, raw) => {
    const at = now();
    if (at - windowStart >= windowMs) {
      windowStart = at;
      reportedInWindow = 0;
    }
    const entry = seen.get(reason);
    if ((entry && at - entry.at < windowMs) || reportedInWindow >= maxPerWindow) {
      if (entry) entry.suppressed += 1;
      else seen.set(reason, { at: -Infinity, suppressed: 1 });
      return;
    }
    const suppressed = entry?.suppressed ?? 0;
    seen.set(reason, { at, suppressed: 0 });
    reportedInWindow += 1;
    const extra = { channel, reason, raw: summarizeRaw(raw), suppressed };
    sinks.breadcrumb('realtime', `invalid message: ${reason}`, extra);
    sinks.report(new Error(`invalid realtime message: ${reason}`), { where: 'live.realtime.invalid', extra });
  };
}
