import type { Result } from '@/lib/api/result';

/** How long /readyz waits on the platform: a probe must answer well within a balancer's timeout. */
export const READY_PLATFORM_TIMEOUT_MS = 1500;
export const PROBE_HEADERS = { 'Cache-Control': 'no-store' } as const;

export interface Probe {
  ok: boolean;
  reason?: string;
}

export type Readiness = { status: 200; body: { ready: true; checks: Record<string, Probe> } } | { status: 503; body: { ready: false; reasons: string[]; checks: Record<string, Probe> } };

/**
 * The platform is reachable when it answers at all: a 404 for the probed store is still an answer.
 * A transport failure, a timeout or a 5xx is not.
 */
export function platformProbe(result: Result<unknown>): Probe {
  if (result.ok) return { ok: true };
  const { error } = result;
  if (error.kind === 'status' && (error.status ?? 500) < 500) return { ok: true };
  const detail = error.kind === 'status' ? `answered ${error.status}` : `${error.kind}: ${typeof error.message === 'string' ? error.message : 'no answer'}`;
  return { ok: false, reason: `platform unreachable (${detail})` };
}

/** How long /readyz waits for a store page from this very server (a cold render included). */
export const READY_PAGE_TIMEOUT_MS = 5000;

/** This server's own address, as scripts/serve.mjs hands it over in-process; undefined under next dev. */
export function selfUrl(): string | undefined {
  const value = (globalThis as Record<symbol, unknown>)[Symbol.for('kirari.selfUrl')];
  return typeof value === 'string' ? value : undefined;
}

/**
 * A store page as a visitor gets it, through this server's own middleware and routing (issue 28:
 * a server whose internal rewrite was proxied to itself hung every page while /healthz said 200).
 * HEAD, so the front cache (GET only) does not answer for Next. `selfUrl` is the server's own
 * address (selfUrl()); without one (next dev) there is nothing to probe.
 */
export async function pageProbe(selfUrl: string | undefined, path: string, fetchPage: typeof fetch = fetch, timeoutMs = READY_PAGE_TIMEOUT_MS): Promise<Probe | null> {
  if (!selfUrl) return null;
  try {
    const response = await fetchPage(new URL(path, selfUrl), { method: 'HEAD', redirect: 'manual', cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    return response.status < 500 ? { ok: true } : { ok: false, reason: `store page ${path} answered ${response.status}` };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return { ok: false, reason: `store page ${path} ${timedOut ? `did not answer within ${timeoutMs} ms` : `failed: ${error instanceof Error ? error.message : String(error)}`}` };
  }
}

/** Redis as the cache handlers see it; not loaded yet (no request served) is not ready either. */
export async function redisProbe(store: { health(): Promise<Probe> } | null): Promise<Probe> {
  return store ? store.health() : { ok: false, reason: 'redis: the cache handlers are not loaded yet' };
}

/** 200 when every check passed; 503 naming each failed one otherwise. */
export function readiness(checks: Record<string, Probe>): Readiness {
  const reasons = Object.values(checks)
    .filter((check) => !check.ok)
    .map((check) => check.reason ?? 'not ready');
  return reasons.length === 0 ? { status: 200, body: { ready: true, checks } } : { status: 503, body: { ready: false, reasons, checks } };
}
