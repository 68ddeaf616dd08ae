/**
 * The 401 rule of commerce §8/§9: show the message, clear tokens and user, and reload the page at
 * most twice per window. The window is 2.4 % of a day (2073.6 s) from the first reload; the
 * stored counter may reach 1 and still reload, so two reloads fit in one window.
 */

const DAY_MS = 24 * 3600 * 1000;
/** 2.4 % of a day, in integer arithmetic (0.024 * DAY_MS is off by a float ulp). */
export const RELOAD_WINDOW_MS = (DAY_MS * 24) / 1000;
/** Highest stored count that still allows a reload (spec §9: "1 in the stored counter"). */
export const RELOAD_COUNT_LIMIT = 1;
/** Local-storage key of the counter. */
export const RELOAD_COUNTER_KEY = 'kirari_unauthorized_reloads';

export interface ReloadCounter {
  /** Reloads done in the current window. */
  count: number;
  /** Epoch ms after which the counter no longer applies. */
  expiresAt: number;
}

export interface ReloadDecision {
  reload: boolean;
  /** What to store next (unchanged when no reload happens). */
  next: ReloadCounter;
}

export function shouldReloadOnUnauthorized(stored: ReloadCounter | null, now: number): ReloadDecision {
  if (!stored || now >= stored.expiresAt) return { reload: true, next: { count: 1, expiresAt: now + RELOAD_WINDOW_MS } };
  if (stored.count <= RELOAD_COUNT_LIMIT) return { reload: true, next: { count: stored.count + 1, expiresAt: stored.expiresAt } };
  return { reload: false, next: stored };
}

/** Reads the stored JSON; anything unreadable counts as no counter. */
export function parseReloadCounter(raw: string | null | undefined): ReloadCounter | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { count, expiresAt } = value as Record<string, unknown>;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return null;
    if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
    return { count, expiresAt };
  } catch {
    return null;
  }
}

export function serializeReloadCounter(counter: ReloadCounter): string {
  return JSON.stringify(counter);
}
