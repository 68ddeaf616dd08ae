import { privateJson } from '@/lib/api/private-json';
import { DEFAULT_LOCALE, toLocale } from '@/lib/i18n/locales';
import { postIdOf } from '../room-data';
import { enterRoom } from '../room-entry';

/**
 * GET /{store}/live/{id}/entry[?watchOnly=1]: the viewer's side of the room as JSON (room-entry.ts),
 * asked for once by the room on mount (components/live/RoomEntry). A route handler, not a server
 * action: whatever the request's headers, no RSC tree is rendered into the answer (issue 27).
 * Per viewer: never stored by any cache (lib/api/private-json).
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string; store: string; id: string }> }) {
  // The internal route's locale (middleware put it there; lib/guards/audience): no request header to read.
  const { locale, store, id } = await params;
  const postId = postIdOf(id);
  if (postId === null) return privateJson({ kind: 'failed' }, 404);
  const watchOnly = new URL(request.url).searchParams.get('watchOnly') === '1';
  return privateJson(await enterRoom({ store, postId, watchOnly }, toLocale(locale) ?? DEFAULT_LOCALE));
}
