import type { SafeHref } from '@/lib/url/safe-href';

/**
 * The calendar reminder of live-room §3 and §7: the event of an upcoming live (title: the
 * upcoming title, else the title; description: the share URL; start: upcoming_at; 60 minutes),
 * and the web-calendar link (a Google Calendar template lasting 1 hour). The .ics file itself is
 * built on the server (calendar-ics.ts) so the `ics` package never reaches the browser.
 */

export const CALENDAR_FILE_NAME = 'live-calendar.ics';
export const CALENDAR_DURATION_MINUTES = 60;
const WEB_LINK_DURATION_MS = 60 * 60 * 1000;

export interface CalendarEvent {
  title: string;
  description: string;
  /** ms since the epoch. */
  start: number;
  durationMinutes: number;
}

export interface CalendarPost {
  title: string;
  upcoming_title?: string | null;
  share_url?: string | null;
  upcoming_at?: string | number | Date | null;
}

const timeOf = (value: CalendarPost['upcoming_at']): number =>
  value === null || value === undefined ? NaN : value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);

/** null when the post has no valid start time (nothing to add). */
export function calendarEventOf(post: CalendarPost): CalendarEvent | null {
  const start = timeOf(post.upcoming_at);
  if (!Number.isFinite(start)) return null;
  return {
    title: post.upcoming_title?.trim() || post.title,
    description: post.share_url ?? '',
    start,
    durationMinutes: CALENDAR_DURATION_MINUTES,
  };
}

/** 20261125T120000Z */
const googleTime = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export function googleCalendarUrl(event: CalendarEvent): SafeHref {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${googleTime(event.start)}/${googleTime(event.start + WEB_LINK_DURATION_MS)}`,
    details: event.description,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}` as SafeHref;
}
