/**
 * When each tag was last revalidated: `stale` (serve once more, refresh) and `expired` (a miss) in
 * ms since the epoch, the semantics of Next's own tags manifest. Redis holds the shared copy (a hash
 * of `stale,expired` strings); this process keeps the newest it has seen, so a revalidation made here
 * still applies while Redis is away.
 */
export function parseTagTime(text) {
  if (typeof text !== 'string') return null;
  const [stale, expired] = text.split(',').map(Number);
  return { stale: Number.isFinite(stale) ? stale : 0, expired: Number.isFinite(expired) ? expired : 0 };
}

export const formatTagTime = (time) => `${time.stale},${time.expired}`;

/** The times a revalidation now writes: stale now; expired now + expire s (Next's default: now). */
export function revalidationTime(now, durations) {
  if (durations && durations.expire === undefined) return { stale: now, expired: 0 };
  return { stale: now, expired: now + (durations?.expire ?? 0) * 1000 };
}

export function createTagClock() {
  const times = new Map();
  const merge = (tag, time) => {
    const known = times.get(tag);
    times.set(tag, known ? { stale: Math.max(known.stale, time.stale), expired: Math.max(known.expired, time.expired) } : time);
  };
  return {
    merge,
    /** 'expired' (a miss), 'stale' (serve, refresh) or 'fresh' for an entry written at `timestamp`. */
    judge(tags, timestamp, now) {
      let verdict = 'fresh';
      for (const tag of tags) {
        const time = times.get(tag);
        if (!time) continue;
        if (time.expired >= timestamp && time.expired <= now) return 'expired';
        if (time.stale >= timestamp) verdict = 'stale';
      }
      return verdict;
    },
    maxExpired(tags) {
      return Math.max(0, ...tags.map((tag) => times.get(tag)?.expired ?? 0));
    },
  };
}
