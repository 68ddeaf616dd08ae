import { calendarEventOf, CALENDAR_FILE_NAME } from '@/lib/live/calendar';
import { calendarIcs } from '@/lib/live/calendar-ics';
import { report } from '@/lib/report';
import { loadStore } from '../../../store-data';
import { loadPost, postIdOf } from '../room-data';

/**
 * GET /{store}/live/{id}/calendar: the upcoming live as `live-calendar.ics` (live-room §7). Built
 * here with the `ics` package, so the room's JS never carries it.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ store: string; id: string }> }): Promise<Response> {
  const { store: slug, id } = await params;
  const postId = postIdOf(id);
  if (postId === null) return new Response('Not found', { status: 404 });
  const store = await loadStore(slug);
  const load = await loadPost(store.id, postId, true);
  if (load.kind !== 'ok') return new Response('Not found', { status: 404 });
  const event = calendarEventOf(load.post);
  if (!event) return new Response('Not found', { status: 404 });
  const built = calendarIcs(event);
  if (!built.ok) {
    void report(new Error('calendar file could not be built'), { where: 'live.calendar', extra: { postId, error: String(built.error) } });
    return new Response('Calendar file unavailable', { status: 500 });
  }
  return new Response(built.ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${CALENDAR_FILE_NAME}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
