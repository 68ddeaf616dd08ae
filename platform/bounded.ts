/**
 * Caps for in-memory stores a client can grow: a list keeps its newest entries, a map forgets its
 * oldest entries and those past their time. Pure over their inputs (the clock is injected).
 */

/** Appends `item` and drops the oldest entries beyond `max`, in place; returns the list. */
export function pushBounded<T>(list: T[], max: number, ...items: T[]): T[] {
  list.push(...items);
  if (list.length > max) list.splice(0, list.length - max);
  return list;
}

export interface BoundedMapOptions {
  /** Entries kept; setting one more forgets the least recently set. */
  maxEntries: number;
  /** Entries older than this (ms since set) are gone; Infinity keeps them until evicted by size. */
  ttlMs?: number;
  now?: () => number;
}

/** A Map with a size cap (oldest set first out) and an optional time to live per entry. */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: BoundedMapOptions) {
    this.maxEntries = Math.max(1, options.maxEntries);
    this.ttlMs = options.ttlMs ?? Infinity;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** `ttlMs` overrides the map's time to live for this entry (never longer than it). */
  set(key: K, value: V, ttlMs: number = this.ttlMs): this {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + Math.min(ttlMs, this.ttlMs) });
    if (this.entries.size > this.maxEntries) this.sweep();
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    return this;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  has(key: K): boolean {
    return this.get(key) !== undefined;
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  /** Live entries, oldest first. */
  *[Symbol.iterator](): IterableIterator<[K, V]> {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expires > now) yield [key, entry.value];
  }

  /** Forgets every expired entry. */
  sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * Waits for `work` at most `ms`: true when it settled (either way) in time, false when the wait was
 * cut. Never rejects; the timer is unref'd and cleared once `work` settles.
 */
export function settleWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    timer.unref?.();
    work.then(
      () => (clearTimeout(timer), resolve(true)),
      () => (clearTimeout(timer), resolve(true)),
    );
  });
}
