/** Seed time: every date is an offset from the `now` the state is built at, so a reset stays current. */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export type Clock = (offsetMs?: number) => string;

/** `at(-DAY)` is the ISO time one day before `now`. */
export function clockAt(now: number): Clock {
  return (offsetMs = 0) => new Date(now + offsetMs).toISOString();
}
