import { isNumeric } from './number';

/** Durations per commerce §9: hh:mm:ss; hours grow past 99 rather than wrap. */

const pad = (value: number) => String(value).padStart(2, '0');

/** Whole seconds (fractions dropped); negative or non-numeric input shows 00:00:00. */
export function formatDuration(seconds: unknown): string {
  const total = isNumeric(seconds) ? Math.max(0, Math.floor(Number(seconds))) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}`;
}

/** Whole days, hours and minutes left of a span in ms (rounded up to the minute; never negative). */
export function durationParts(ms: number): { days: number; hours: number; minutes: number } {
  const totalMinutes = Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 60_000)) : 0;
  return { days: Math.floor(totalMinutes / 1440), hours: Math.floor((totalMinutes % 1440) / 60), minutes: totalMinutes % 60 };
}
