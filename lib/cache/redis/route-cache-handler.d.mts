import type { CacheHandler, CacheHandlerContext, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import type { CacheBackend } from './backend.mjs';
export declare function routeEntryTags(entry: CacheHandlerValue | null | undefined, ctx?: { tags?: string[]; softTags?: string[] }): string[];
export declare function createRouteCacheHandler(
  backend: CacheBackend,
  options?: { openSeeds?: (ctx: CacheHandlerContext) => Pick<CacheHandler, 'get'>; maxBytes?: number },
): typeof CacheHandler;
