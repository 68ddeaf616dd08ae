'use client';

import { useId, useState } from 'react';
import { CALENDAR_FILE_NAME, googleCalendarUrl, type CalendarEvent } from '@/lib/live/calendar';
import styles from '@/components/live/promotions/promo.module.css';
import type { SafeHref } from '@/lib/url/safe-href';

export interface AddToCalendarProps {
  event: CalendarEvent;
  /** The route that answers the .ics file (built on the server with the `ics` package). */
  icsHref: SafeHref;
  labels: { addToCalendar: string; downloadIcs: string; googleCalendar: string };
}

/** "Add to calendar" for an upcoming live (the room, and the lobby later): an .ics download and a Google Calendar link. */
export function AddToCalendar({ event, icsHref, labels }: AddToCalendarProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div data-testid="add-to-calendar">
      <button type="button" className={styles.tool} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {labels.addToCalendar}
      </button>
      {open ? (
        <ul id={id} className={styles.routes} style={{ marginTop: 8 }}>
          <li>
            <a className={styles.tool} href={icsHref} download={CALENDAR_FILE_NAME} data-testid="calendar-ics">
              {labels.downloadIcs}
            </a>
          </li>
          <li>
            <a className={styles.tool} href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer" data-testid="calendar-google">
              {labels.googleCalendar}
            </a>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
