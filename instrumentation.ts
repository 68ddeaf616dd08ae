/** A wrong configuration stops the server at start with the variable and what is expected. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // The edge host (OpenNext on Workers) checks its variables and bindings there, and has no Redis or OTel SDK.
  if ((await import('@/lib/host')).HOST === 'edge') return (await import('@/lib/config/edge-startup')).checkEdgeConfigurationOrThrow();
  (await import('@/lib/config/startup')).checkConfigurationOrExit();
  // The Redis cache handlers are loaded by Node unbundled: they report an outage through this hook.
  const [{ report }, { CACHE_REPORTER }] = await Promise.all([import('@/lib/report'), import('@/lib/cache/redis/reporter.mjs')]);
  Object.assign(globalThis, { [CACHE_REPORTER]: (error: Error) => void report(error, { where: 'cache.redis', extra: { note: 'Redis unavailable: serving from memory until it is back' } }) });
  // Traces (OTLP, Sentry) only when configured: lib/observability/tracing.ts.
  await (await import('@/lib/observability/tracing')).startTracingOrExit();
}

/** Unhandled server errors are logged and, with a DSN, reported (commerce §8, decision 8). */
export async function onRequestError(error: unknown, request: { path: string; method: string }, context: { routePath?: string; routeType?: string }) {
  const { report } = await import('@/lib/report');
  await report(error, { where: 'server.request', extra: { path: request.path, method: request.method, route: context.routePath, type: context.routeType } });
}
