import { cacheBackend } from './backend.mjs';
import { decodeUseCacheEntry, encodeUseCacheEntry } from './entry-codec.mjs';
import { createLru } from './lru.mjs';

/** Longest a 'use cache' entry stays in Redis whatever its profile says (Redis evicts sooner under memory). */
export const MAX_TTL_MS = 30 * 24 * 3600 * 1000;
const DEFAULT_MEMORY_BYTES = 50 * 1024 * 1024;

const streamOf = (bytes) =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });

/**
 * Next 16's `cacheHandlers` interface ('use cache', kinds `default` and `remote`): an in-process
 * LRU in front of Redis. Tags (the entry's and the request's implicit soft tags, which
 * getExpiration leaves to get by answering Infinity) are judged on every read against the shared
 * revalidation times, so a revalidation on any instance is seen here. Without REDIS_URL it is the
 * LRU alone, like Next's default.
 */
export function createUseCacheHandler(backend, { maxBytes = DEFAULT_MEMORY_BYTES } = {}) {
  const memory = createLru(maxBytes);
  const pending = new Map();
  const redisKey = (cacheKey) => backend.entryKey('use-cache', cacheKey);

  async function judged(stored, softTags) {
    const { meta } = stored;
    // Production drops an entry past its revalidate time (Next's default handler does the same).
    if (Date.now() > meta.timestamp + meta.revalidate * 1000) return undefined;
    const verdict = await backend.judge([...meta.tags, ...softTags], meta.timestamp);
    if (verdict === 'expired') return undefined;
    return { ...meta, revalidate: verdict === 'stale' ? -1 : meta.revalidate, value: streamOf(stored.value) };
  }

  async function fromRedis(cacheKey) {
    if (!backend.store) return undefined;
    const bytes = await backend.store.get(redisKey(cacheKey));
    const stored = bytes ? decodeUseCacheEntry(bytes) : null;
    if (!stored) return undefined;
    memory.set(cacheKey, stored, stored.value.byteLength + cacheKey.length);
    return stored;
  }

  return {
    async get(cacheKey, softTags = []) {
      await pending.get(cacheKey);
      const local = memory.get(cacheKey);
      const found = local && (await judged(local, softTags));
      if (found) return found;
      // Missing or outdated here: another instance may already hold a newer copy.
      const shared = await fromRedis(cacheKey);
      if (!shared || (local && shared.meta.timestamp <= local.meta.timestamp)) return undefined;
      return judged(shared, softTags);
    },

    async set(cacheKey, pendingEntry) {
      let done = () => {};
      pending.set(cacheKey, new Promise((resolve) => (done = resolve)));
      try {
        const entry = await pendingEntry;
        const value = Buffer.from(await new Response(entry.value).arrayBuffer());
        // expire 0 is dynamic: Next regenerates it on every read, so storing it is wasted.
        if (entry.expire === 0) return;
        const meta = { tags: entry.tags, stale: entry.stale, timestamp: entry.timestamp, expire: entry.expire, revalidate: entry.revalidate };
        const stored = { meta, value };
        memory.set(cacheKey, stored, value.byteLength + cacheKey.length);
        if (backend.store) await backend.store.set(redisKey(cacheKey), encodeUseCacheEntry(meta, value), Math.min(entry.expire * 1000, MAX_TTL_MS));
      } catch {
        // A stream that errored leaves nothing behind; the next read renders again.
      } finally {
        pending.delete(cacheKey);
        done();
      }
    },

    async refreshTags() {
      // Tags are read from Redis on each get: nothing to prefetch per request.
    },

    async getExpiration() {
      return Infinity;
    },

    async updateTags(tags, durations) {
      await backend.revalidate(tags, durations);
    },
  };
}

export default createUseCacheHandler(cacheBackend());
