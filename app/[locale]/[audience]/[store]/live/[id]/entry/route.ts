import { postIdOf } from '../room-data';
import { enterRoom } from '../room-entry';

/**
 * GET /{store}/live/{id}/entry[?watchOnly=1]: the viewer's side of the room as JSON (room-entry.ts),
 * asked for once by the room on mount (components/live/RoomEntry). A route handler, not a server
 * action: whatever the request's headers, no RSC tree is rendered into the answer (issue 27).
 * Per viewer: never stored by any cache.
 */
export async function GET(request: Request, { params }: { params: Promise<{ store: string; id: string }> }) {
  const { store, id } = await params;
  const postId = postIdOf(id);
  if (postId === null) return Response.json({ kind: 'failed' }, { status: 404, headers: NO_STORE });
  const watchOnly = new URL(request.url).searchParams.get('watchOnly') === '1';
  return Response.json(await enterRoom({ store, postId, watchOnly }), { headers: NO_STORE });
}

const NO_STORE = { 'Cache-Control': 'private, no-store' };
