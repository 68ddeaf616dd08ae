import { z } from 'zod';
import { id, isoDate } from './common';

/** Who is watching: guests and members carry a numeric id, ghosts none. */
export const ViewerIdentity = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ghost') }),
  z.object({ type: z.literal('guest'), id }),
  z.object({ type: z.literal('user'), id }),
]);
export type ViewerIdentity = z.infer<typeof ViewerIdentity>;

/** An upcoming live as a calendar entry: built by lib/live (60 minutes long), not sent by the platform. */
export const CalendarEvent = z.object({
  title: z.string(),
  /** The post's share url. */
  description: z.string(),
  start: isoDate,
  end: isoDate,
});
export type CalendarEvent = z.infer<typeof CalendarEvent>;
