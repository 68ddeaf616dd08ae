// Tells this process's short-lived memos (lib/cache/brief-memo.ts) that tags were revalidated, here
// or on another instance: what they hold may be what changed. Shared through globalThis, since the
// cache handlers are loaded by Node unbundled and the app's code is bundled.
const LISTENERS = Symbol.for('kirari.cache.revalidated');

/** Calls `listener` on every revalidation from now on; returns the unsubscribe. */
export function onTagsRevalidated(listener) {
  const listeners = (globalThis[LISTENERS] ??= new Set());
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the cache handlers when tags were revalidated (lib/cache/redis). */
export function tagsRevalidated() {
  for (const listener of globalThis[LISTENERS] ?? []) listener();
}
