import { NextResponse, type NextRequest } from 'next/server';
import { startSocialSignIn } from '@/components/identity/social-sign-in';

/** GET /{store}/login/social?provider=line|facebook: sets the state nonce, then leaves for the hop. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ store: string }> }) {
  const { store } = await params;
  const hop = await startSocialSignIn(store, request.nextUrl.searchParams.get('provider'));
  if (!hop) return new NextResponse(null, { status: 404 });
  return NextResponse.redirect(hop, { status: 303, headers: { 'Cache-Control': 'no-store' } });
}
