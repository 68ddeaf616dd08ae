/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { calendarEventOf } from '@/lib/live/calendar';
import { calendarIcs } from '@/lib/live/calendar-ics';

describe('calendar file', () => {
  const post = { title: 'Title', upcoming_title: 'Upcoming title', share_url: 'https://kirari.example/demo/live/9002', upcoming_at: '2026-11-25T12:00:00Z' };
  it('the ics file carries the fields', () => {
    const built = calendarIcs(calendarEventOf(post)!);
    if (!built.ok) throw new Error('ics failed');
    expect(built.ics).toContain('SUMMARY:Upcoming title');
    expect(built.ics).toContain('DTSTART:20261125T120000Z');
    expect(built.ics).toContain('DURATION:PT60M');
    expect(built.ics.replace(/\r\n /g, '')).toContain(`DESCRIPTION:${post.share_url}`);
  });

});
