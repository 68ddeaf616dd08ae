import { createEvent } from 'ics';
import type { CalendarEvent } from './calendar';

/** The .ics text of a calendar event (server side: the `ics` package stays out of client bundles). */
export function calendarIcs(event: CalendarEvent): { ok: true; ics: string } | { ok: false; error: unknown } {
  const { error, value } = createEvent({
    title: event.title,
    description: event.description,
    start: event.start,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: event.durationMinutes },
    productId: 'kirari/live',
  });
  return error || !value ? { ok: false, error } : { ok: true, ics: value };
}
