// When a supervised child (the embedded platform) dies: restart after a growing pause, and give up
// when it keeps dying, so a crash loop neither spins nor hides. Pure: the caller keeps the history.

export const RESTART_POLICY = {
  /** Pause before the first restart; it doubles with each crash still inside the window. */
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  /** Restarts allowed within `windowMs`; the next crash inside it is the last. */
  maxRestarts: 5,
  windowMs: 60_000,
};

/**
 * @param {number[]} crashTimes epoch ms of every crash so far, this one included
 * @param {number} now
 * @param {Partial<typeof RESTART_POLICY>} [policy]
 * @returns {{ restart: true, delayMs: number, attempt: number, maxRestarts: number } | { restart: false, crashes: number, windowMs: number }}
 */
export function restartDecision(crashTimes, now, policy = {}) {
  const { baseDelayMs, maxDelayMs, maxRestarts, windowMs } = { ...RESTART_POLICY, ...policy };
  const recent = crashTimes.filter((time) => now - time < windowMs).length;
  if (recent > maxRestarts) return { restart: false, crashes: recent, windowMs };
  const attempt = Math.max(1, recent);
  return { restart: true, delayMs: Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1)), attempt, maxRestarts };
}

/** What `npm start` prints when the platform process ends on its own. */
export function describeExit(name, code, signal) {
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} stopped unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`})`;
}
