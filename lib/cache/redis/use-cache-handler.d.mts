import type { CacheHandler } from 'next/dist/server/lib/cache-handlers/types';
import type { CacheBackend } from './backend.mjs';
export declare const MAX_TTL_MS: number;
export declare function createUseCacheHandler(backend: CacheBackend, options?: { maxBytes?: number }): CacheHandler;
