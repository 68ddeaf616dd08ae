/** Installed by the production server (scripts/serve.mjs): empties this process's front cache. */
export const FRONT_CACHE_PURGE = Symbol.for('kirari.front-cache.purge');

/** Empties the front cache, if this process runs one (the Redis cache handler calls it on another instance's revalidation). */
export function purgeFrontCache() {
  const purge = globalThis[FRONT_CACHE_PURGE];
  if (typeof purge === 'function') purge();
}
