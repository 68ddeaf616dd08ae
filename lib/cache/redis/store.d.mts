import type { TagTime } from './tag-clock.mjs';
export declare const REDIS_COOLDOWN_MS: number;
export declare function reconnectDelay(retries: number): number;
export interface RedisHealth {
  ok: boolean;
  reason?: string;
}
export interface RedisStore {
  available(): boolean;
  tagsSynced(): boolean;
  get(key: string): Promise<Buffer | undefined>;
  set(key: string, bytes: Buffer, ttlMs: number): Promise<unknown>;
  tagTimes(tags: readonly string[]): Promise<Map<string, TagTime> | null>;
  markTags(tags: readonly string[], time: TagTime): Promise<boolean>;
  health(): Promise<RedisHealth>;
  close(): void;
}
export declare function createRedisStore(options: { url: string; timeoutMs: number; keyPrefix: string; onOutage?: (error: Error) => void; onRecovery?: () => void; onTagTimes?: (times: [string, TagTime][]) => void }): RedisStore;
