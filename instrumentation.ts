/** Unhandled server errors are logged and, with a DSN, reported (commerce §8, decision 8). */
export async function register(): Promise<void> {}

export async function onRequestError(error: unknown, request: { path: string; method: string }, context: { routePath?: string; routeType?: string }) {
  const { report } = await import('@/lib/report');
  await report(error, { where: 'server.request', extra: { path: request.path, method: request.method, route: context.routePath, type: context.routeType } });
}
