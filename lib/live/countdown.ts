import { durationParts } from '@/lib/format/duration';
import type { VoucherTimers } from './voucher-flow';

/**
 * The upcoming live's countdown ("starts in 2 h 13 min"), updated every minute: the parts left
 * (rounded up to the minute), the template for them, and a ticker that fires when the shown
 * minute changes. Pure over an injected clock and timers.
 */

export type Countdown = { started: true } | { started: false; days: number; hours: number; minutes: number };

export function countdownOf(start: number, now: number): Countdown {
  if (!Number.isFinite(start) || start <= now) return { started: true };
  return { started: false, ...durationParts(start - now) };
}

export interface CountdownTemplates {
  /** {days} {hours} {minutes} */
  days: string;
  /** {hours} {minutes} */
  hours: string;
  /** {minutes} */
  minutes: string;
  started: string;
}

/** Which template and values to show (the component fills them with the locale's strings). */
export function countdownTemplate(countdown: Countdown, templates: CountdownTemplates): { template: string; values: Record<string, number> } {
  if (countdown.started) return { template: templates.started, values: {} };
  const { days, hours, minutes } = countdown;
  if (days > 0) return { template: templates.days, values: { days, hours, minutes } };
  if (hours > 0) return { template: templates.hours, values: { hours, minutes } };
  return { template: templates.minutes, values: { minutes } };
}

/** ms until the rounded-up minute count changes. */
export function msToNextMinute(start: number, now: number): number {
  const left = start - now;
  if (left <= 0) return 0;
  return left % 60_000 || 60_000;
}

/** Calls `tick` now and each time the shown minute changes, until the start; returns a stop function. */
export function startCountdownTicker(start: number, tick: (countdown: Countdown) => void, now: () => number = Date.now, timers?: VoucherTimers): () => void {
  const t = timers ?? { setTimeout: (run: () => void, ms: number) => globalThis.setTimeout(run, ms), clearTimeout: (h: unknown) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>) };
  let handle: unknown = null;
  const run = () => {
    const at = now();
    const countdown = countdownOf(start, at);
    tick(countdown);
    if (!countdown.started) handle = t.setTimeout(run, msToNextMinute(start, at));
  };
  run();
  return () => {
    if (handle !== null) t.clearTimeout(handle);
  };
}
