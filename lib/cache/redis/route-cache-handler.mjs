import { decodeRouteEntry, encodeRouteEntry } from './entry-codec.mjs';
import { createLru } from './lru.mjs';
import { MAX_TTL_MS } from './use-cache-handler.mjs';

const TAGS_HEADER = 'x-next-cache-tags';
const DEFAULT_MEMORY_BYTES = 50 * 1024 * 1024;

/** The tags an entry was rendered with: a page's or route's tags header, a fetch's own tags. */
export function routeEntryTags(entry, ctx = {}) {
  const value = entry?.value;
  if (value?.kind === 'FETCH') return [...(value.tags ?? []), ...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/**
 * Next 16's incremental `cacheHandler` (the route cache: ISR pages, route handlers), an in-process
 * LRU in front of Redis. Next makes one instance per request, so the tiers live in the closure.
 * Each read judges the entry's tags against the shared revalidation times (one Redis round trip on
 * a local hit). Build output (prerendered pages) is read from disk by Next's own file-system cache
 * (`seeds`), as without this handler.
 */
export function createRouteCacheHandler(backend, { openSeeds, maxBytes = DEFAULT_MEMORY_BYTES } = {}) {
  const memory = createLru(maxBytes);
  let seeds = null;
  const redisKey = (key) => backend.entryKey('route', key);

  async function usable(entry, ctx) {
    if (!entry) return null;
    return (await backend.judge(routeEntryTags(entry, ctx), entry.lastModified)) === 'fresh' ? entry : null;
  }

  async function fromRedis(key) {
    if (!backend.store) return null;
    const bytes = await backend.store.get(redisKey(key));
    const entry = bytes ? decodeRouteEntry(bytes) : null;
    if (entry) memory.set(key, entry, bytes.length + key.length);
    return entry;
  }

  async function fromSeeds(key, ctx) {
    const entry = seeds ? await seeds.get(key, ctx).catch(() => null) : null;
    if (entry) memory.set(key, entry, encodeRouteEntry(entry).length + key.length);
    return entry;
  }

  return class RedisRouteCache {
    constructor(ctx = {}) {
      seeds ??= openSeeds?.(ctx) ?? null;
    }

    async get(key, ctx) {
      const local = memory.get(key);
      const found = await usable(local, ctx);
      if (found) return found;
      // Missing or outdated here: another instance may already hold a newer copy.
      const shared = await fromRedis(key);
      if (shared && (!local || shared.lastModified > local.lastModified)) return usable(shared, ctx);
      if (local || shared) return null;
      return usable(await fromSeeds(key, ctx), ctx);
    }

    async set(key, data, ctx = {}) {
      const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
      const entry = { lastModified: Date.now(), value: data, cacheControl };
      const bytes = encodeRouteEntry(entry);
      memory.set(key, entry, bytes.length + key.length);
      const expire = typeof cacheControl?.expire === 'number' ? cacheControl.expire * 1000 : MAX_TTL_MS;
      if (backend.store) await backend.store.set(redisKey(key), bytes, Math.min(expire, MAX_TTL_MS));
    }

    async revalidateTag(tags, durations) {
      await backend.revalidate(typeof tags === 'string' ? [tags] : tags, durations);
    }

    resetRequestCache() {}
  };
}
