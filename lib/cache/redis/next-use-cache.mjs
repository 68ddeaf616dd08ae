// next.config `cacheHandlers.default` and `.remote` ('use cache'): loaded by Node as is (not
// bundled). Without REDIS_URL, Next's own in-memory handler stays; with it, entries live in Redis too.
import { createDefaultCacheHandler } from 'next/dist/server/lib/cache-handlers/default.js';
import { tagsRevalidated } from '../revalidated.mjs';
import { cacheBackend } from './backend.mjs';
import { createUseCacheHandler } from './use-cache-handler.mjs';

const DEFAULT_MEMORY_BYTES = 50 * 1024 * 1024;

const handler = process.env.REDIS_URL ? createUseCacheHandler(cacheBackend()) : createDefaultCacheHandler(DEFAULT_MEMORY_BYTES);
// This process's revalidations reach its memos too (another instance's: lib/cache/redis/backend.mjs).
const updateTags = handler.updateTags.bind(handler);
handler.updateTags = async (tags, durations) => {
  await updateTags(tags, durations);
  tagsRevalidated();
};

export default handler;
