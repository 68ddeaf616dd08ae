'use client';

import { calendarEventOf, type CalendarPost } from '@/lib/live/calendar';
import { startsAtText } from '@/lib/live/starts-at';
import type { PromoText } from '@/components/live/promotions/promo-text';
import { AddToCalendar } from './AddToCalendar';
import { Countdown } from './Countdown';
import type { SafeHref } from '@/lib/url/safe-href';

export interface CalendarPanelProps {
  post: CalendarPost;
  timeZone: string;
  icsHref: SafeHref;
  text: PromoText;
}

/** The room's upcoming-live block: countdown and add-to-calendar (loaded lazily). */
export default function CalendarPanel({ post, timeZone, icsHref, text }: CalendarPanelProps) {
  const event = calendarEventOf(post);
  if (!event) return null;
  return (
    <div>
      <Countdown
        start={event.start}
        startsAt={startsAtText(text.startsAt, event.start, timeZone)}
        templates={{ days: text.countdownDays, hours: text.countdownHours, minutes: text.countdownMinutes, started: text.countdownStarted }}
      />
      <AddToCalendar event={event} icsHref={icsHref} labels={{ addToCalendar: text.addToCalendar, downloadIcs: text.downloadIcs, googleCalendar: text.googleCalendar }} />
    </div>
  );
}
