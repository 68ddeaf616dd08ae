/**
 * The process's cache backend, as the cache handlers (loaded by Node unbundled) created it. Route
 * code reads it here instead of importing the handlers' modules, which would bundle a second copy.
 */
export const BACKEND = Symbol.for('kirari.cache-backend');

/** The backend, or null before the handlers are loaded (Next loads them for the first request). */
export const sharedBackend = () => globalThis[BACKEND] ?? null;
