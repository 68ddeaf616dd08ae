import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { bearerSecret, readRevalidateRequest } from '@/lib/cache/revalidate-request';
import { sameText } from '@/lib/crypto/web-crypto';

/** POST /api/revalidate `{ tags }` with `Authorization: Bearer $REVALIDATE_SECRET`: the tags expire now. */
export async function POST(request: NextRequest) {
  const body: unknown = await request.json().catch(() => null);
  const checked = readRevalidateRequest({ configuredSecret: process.env.REVALIDATE_SECRET, givenSecret: bearerSecret(request.headers.get('authorization')), body, secretsMatch: sameText });
  if (!checked.ok) return NextResponse.json({ message: checked.message }, { status: checked.status, headers: { 'Cache-Control': 'no-store' } });
  for (const tag of checked.tags) revalidateTag(tag, { expire: 0 });
  return NextResponse.json({ revalidated: checked.tags }, { headers: { 'Cache-Control': 'no-store' } });
}
