import { onTagsRevalidated } from './revalidated.mjs';

export interface BriefMemoOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  /** Empties the memo on each revalidation (default: lib/cache/revalidated's signal). */
  clearOn?: (clear: () => void) => void;
}

/**
 * A process-local memo of a shared read, for `ttlMs`: a crowd's entries within that time share one
 * answer (and one read while it is on its way) instead of each decoding the 'use cache' entry again,
 * a tenth of a ghost's entry (issue 27). Never older than the last revalidation in this process or
 * another instance's (the cache handlers' signal); a failed read is forgotten at once. Only for
 * public data whose own lifetime is longer than `ttlMs`.
 */
export function briefMemo<A extends unknown[], R>(read: (...args: A) => Promise<R>, { ttlMs, maxEntries, now = Date.now, clearOn = onTagsRevalidated }: BriefMemoOptions): (...args: A) => Promise<R> {
  const held = new Map<string, { until: number; answer: Promise<R> }>();
  clearOn(() => held.clear());
  return (...args: A) => {
    const key = JSON.stringify(args);
    const at = now();
    const kept = held.get(key);
    if (kept && kept.until > at) return kept.answer;
    held.delete(key);
    const answer = read(...args);
    held.set(key, { until: at + ttlMs, answer });
    answer.catch(() => {
      if (held.get(key)?.answer === answer) held.delete(key);
    });
    // Oldest first: a Map iterates in insertion order.
    for (const oldest of held.keys()) {
      if (held.size <= maxEntries) break;
      held.delete(oldest);
    }
    return answer;
  };
}
