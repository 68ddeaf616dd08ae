/** instrumentation.ts puts lib/report here: the cache handlers are loaded by Node as they are, unbundled. */
export const CACHE_REPORTER = Symbol.for('kirari.cache-reporter');
