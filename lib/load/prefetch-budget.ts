/**
 * Prefetch with intent (issue 27): a link is prefetched when the viewer shows they may follow it
 * (pointer over it, focus, a touch starting on it), each address once, and at most `max` per
 * `windowMs`, so a page never turns a crowd's arrival into a crowd of prefetches. Pure, with an
 * injectable clock.
 */
export interface PrefetchBudget {
  /** True when `href` may be prefetched now (and counts it). */
  take(href: string): boolean;
}

export function createPrefetchBudget({ max = 4, windowMs = 60_000, now = Date.now }: { max?: number; windowMs?: number; now?: () => number } = {}): PrefetchBudget {
  const done = new Set<string>();
  let times: number[] = [];
  return {
    take(href) {
      if (done.has(href)) return false;
      const at = now();
      times = times.filter((time) => at - time < windowMs);
      if (times.length >= max) return false;
      times.push(at);
      done.add(href);
      return true;
    },
  };
}
