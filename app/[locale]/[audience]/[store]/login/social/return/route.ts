import { NextResponse, type NextRequest } from 'next/server';
import { finishSocialSignIn } from '@/components/identity/social-sign-in';

/** GET /{store}/login/social/return: the platform's hop comes back here with the state it was given. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ store: string }> }) {
  const { store } = await params;
  const next = await finishSocialSignIn(store, request.nextUrl.searchParams);
  // Relative to this request: the token in the query stays out of the history (303 replaces it).
  return NextResponse.redirect(new URL(next, request.nextUrl), { status: 303, headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
}
