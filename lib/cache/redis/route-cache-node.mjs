// The route cache on Node (next-route-cache.mjs picks it). Without REDIS_URL, Next's own
// cache (memory, build output from disk) stays; with it, the route cache lives in Redis too.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { cacheBackend } from './backend.mjs';
import { createRouteCacheHandler } from './route-cache-handler.mjs';

const FileSystemCache = fileSystemCache.default;
// Build output only: no memory copy of its own, never written to.
const openSeeds = (ctx) => new FileSystemCache({ ...ctx, maxMemoryCacheSize: 0, flushToDisk: false });

export default process.env.REDIS_URL ? createRouteCacheHandler(cacheBackend(), { openSeeds }) : FileSystemCache;
