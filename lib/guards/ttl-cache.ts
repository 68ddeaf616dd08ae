/**
 * A small in-memory TTL cache for middleware store lookups, so a page view does not cost a
 * platform round trip each time. Per instance, bounded, with an injectable clock. Concurrent
 * loads of one key share a promise.
 */

export interface TtlCacheOptions {
  ttlMs: number;
  /** Oldest entries are dropped beyond this many. */
  maxEntries?: number;
  now?: () => number;
}

export interface TtlCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V, ttlMs?: number): void;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
  /** Cached value, or `load()`; the result is kept only when `keep(value)` (default: always). */
  getOrLoad(key: string, load: () => Promise<V>, keep?: (value: V) => boolean): Promise<V>;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

export function createTtlCache<V>({ ttlMs, maxEntries = 500, now = Date.now }: TtlCacheOptions): TtlCache<V> {
  const entries = new Map<string, Entry<V>>();
  const pending = new Map<string, Promise<V>>();

  function get(key: string): V | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() >= entry.expiresAt) {
      entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  function set(key: string, value: V, ttl = ttlMs): void {
    if (ttl <= 0) return;
    entries.delete(key); // re-insert so Map order is age order
    entries.set(key, { value, expiresAt: now() + ttl });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  async function getOrLoad(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const cached = get(key);
    if (cached !== undefined) return cached;
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const promise = load()
      .then((value) => {
        if (keep(value)) set(key, value);
        return value;
      })
      .finally(() => pending.delete(key));
    pending.set(key, promise);
    return promise;
  }

  return {
    get,
    set,
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
    getOrLoad,
  };
}
