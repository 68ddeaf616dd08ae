import type { RedisStore } from './store.mjs';
import type { TagClock, Verdict } from './tag-clock.mjs';
export declare const DEFAULT_REDIS_TIMEOUT_MS: number;
export interface CacheBackend {
  store: RedisStore | null;
  clock: TagClock;
  entryKey(kind: string, key: string): string;
  judge(tags: readonly string[], timestamp: number): Promise<Verdict>;
  revalidate(tags: readonly string[], durations?: { expire?: number }): Promise<void>;
}
export declare function createCacheBackend(env: Record<string, string | undefined>, options?: { namespace?: string; onOutage?: (error: Error) => void; onRecovery?: () => void }): CacheBackend;
export declare function cacheBackend(): CacheBackend;
