import { connection, NextResponse } from 'next/server';
import { getStore } from '@/lib/api/store';
import { homeStoreSlugs } from '@/lib/config/home-stores';
import { sharedBackend } from '@/lib/cache/redis/shared.mjs';
import { pageProbe, platformProbe, PROBE_HEADERS, selfUrl, READY_PLATFORM_TIMEOUT_MS, readiness, redisProbe, type Probe } from '@/lib/health/readiness';

/**
 * GET /readyz: 200 when the platform answers (one cheap store read), a store page renders through
 * this server (scripts/serve.mjs) and Redis answers when configured; 503 with the reasons otherwise.
 */
export async function GET() {
  await connection();
  const slug = homeStoreSlugs(process.env.HOME_STORES)[0] ?? 'demo';
  const [platform, page, redis] = await Promise.all([
    getStore(slug, { token: null, guestToken: null, timeoutMs: READY_PLATFORM_TIMEOUT_MS }).then(platformProbe),
    pageProbe(selfUrl(), `/${slug}/market`),
    process.env.REDIS_URL ? redisProbe(sharedBackend()?.store ?? null) : null,
  ]);
  const checks: Record<string, Probe> = { platform, ...(page ? { page } : {}), ...(redis ? { redis } : {}) };
  const answer = readiness(checks);
  return NextResponse.json(answer.body, { status: answer.status, headers: PROBE_HEADERS });
}
