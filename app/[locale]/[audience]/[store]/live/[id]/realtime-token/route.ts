import { getReplayStreamInfo } from '@/lib/api/live';
import { buyerContext } from '@/lib/api/server-context';
import { postIdOf, viewerIdOf } from '../room-data';

/**
 * GET /{store}/live/{id}/realtime-token: a fresh subscribe-only ably token for the room, as a
 * token string (ably-js `authUrl`, when the one from stream info expires). The platform mints it
 * under the buyer's permission; the storefront holds no ably key. Replay info carries the same
 * realtime fields without announcing a watch (live.watched belongs to opening the room).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ store: string; id: string }> }) {
  const postId = postIdOf((await params).id);
  if (postId === null) return plain('not found', 404);
  const viewer = await viewerIdOf();
  const info = await getReplayStreamInfo(postId, viewer.id, await buyerContext());
  if (!info.ok) return plain('no token', info.error.status === 401 || info.error.status === 403 ? info.error.status : 502);
  const provider = info.data.data.realtime_service_provider;
  // A mismatched answer is kept unchanged (lib/api reports it): check the shape before use.
  if (provider?.type !== 'ably' || typeof provider.subscribe_key !== 'string') return plain('not an ably room', 404);
  return plain(provider.subscribe_key, 200);
}

function plain(body: string, status: number): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}
