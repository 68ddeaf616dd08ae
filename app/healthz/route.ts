import { NextResponse } from 'next/server';
import { PROBE_HEADERS } from '@/lib/health/readiness';

/** GET /healthz: the process answers (liveness). No platform call, no Redis. */
export function GET() {
  return NextResponse.json({ ok: true }, { headers: PROBE_HEADERS });
}
