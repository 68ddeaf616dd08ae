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
