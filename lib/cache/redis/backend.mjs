import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { purgeFrontCache } from '../front/purge.mjs';
import { tagsRevalidated } from '../revalidated.mjs';
import { createRedisStore } from './store.mjs';
import { CACHE_REPORTER } from './reporter.mjs';
import { BACKEND } from './shared.mjs';
import { createTagClock, revalidationTime } from './tag-clock.mjs';

/** How long a request waits on Redis at most (REDIS_TIMEOUT_MS). */
export const DEFAULT_REDIS_TIMEOUT_MS = 200;

function reportOutage(error) {
  const reporter = globalThis[CACHE_REPORTER];
  if (typeof reporter === 'function') reporter(error);
  else console.error('[kirari] cache.redis: Redis is unavailable; serving from memory until it is back.', error);
}

/** Entries of one build never reach another: keys carry the deployment id (or the build id). */
function buildNamespace(env) {
  if (env.DEPLOYMENT_ID) return env.DEPLOYMENT_ID;
  try {
    return readFileSync(join(process.cwd(), env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'dev';
  }
}

/**
 * The Redis store and tag clock both handler kinds share (one connection per process), or no store
 * when REDIS_URL is unset: then the handlers are plain in-memory caches.
 */
export function createCacheBackend(env, options = {}) {
  const timeoutMs = Number(env.REDIS_TIMEOUT_MS) || DEFAULT_REDIS_TIMEOUT_MS;
  const clock = createTagClock();
  const store = env.REDIS_URL
    ? createRedisStore({
        url: env.REDIS_URL,
        timeoutMs,
        keyPrefix: 'kirari:',
        onOutage: options.onOutage ?? reportOutage,
        onRecovery: options.onRecovery ?? (() => console.error('[kirari] cache.redis: Redis is back; the shared cache is in use again.')),
        onTagTimes: (times) => {
          for (const [tag, time] of times) clock.merge(tag, time);
          // Another instance's revalidation: pages this one's front cache holds, and its memos, may show what changed.
          if (times.length > 0) {
            purgeFrontCache();
            tagsRevalidated();
          }
        },
      })
    : null;
  const namespace = options.namespace ?? buildNamespace(env);
  return {
    store,
    clock,
    entryKey: (kind, key) => `${namespace}:${kind}:${key}`,
    /**
     * Judges an entry by its tags' newest revalidations: in memory while revalidations are pushed to
     * this process, else after asking Redis for them (one round trip).
     */
    async judge(tags, timestamp) {
      if (store && tags.length > 0 && !store.tagsSynced()) {
        const times = await store.tagTimes(tags);
        if (times) for (const [tag, time] of times) clock.merge(tag, time);
      }
      return clock.judge(tags, timestamp, Date.now());
    },
    async revalidate(tags, durations) {
      const time = revalidationTime(Date.now(), durations);
      for (const tag of tags) clock.merge(tag, time);
      if (store && tags.length > 0) await store.markTags(tags, time);
    },
  };
}

export function cacheBackend() {
  globalThis[BACKEND] ??= createCacheBackend(process.env);
  return globalThis[BACKEND];
}
