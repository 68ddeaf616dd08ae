/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { Countdown } from '@/components/live/calendar/Countdown';

const templates = { days: '開始まで {days}日 {hours}時間 {minutes}分', hours: '開始まで {hours}時間 {minutes}分', minutes: '開始まで {minutes}分', started: 'まもなく開始' };
const START = Date.UTC(2026, 11, 3, 11, 0);

describe('Countdown', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is rendered by the server without the clock: the start and an empty first line, so the box is there before the browser fills it', () => {
    const html = renderToString(<Countdown start={START} templates={templates} startsAt="12月3日 20:00" />);
    expect(html).toContain('data-testid="countdown"');
    expect(html).toContain(`<time dateTime="${new Date(START).toISOString()}">12月3日 20:00</time>`);
    expect(html).toContain('<span>\u00a0</span>');
    expect(html).not.toContain('開始まで');
    expect(html).not.toContain('data-ticking');
  });

  it('fills the first line with the time left once in the browser, and keeps it up to date', () => {
    jest.useFakeTimers({ now: START - (2 * 3_600_000 + 13 * 60_000) });
    render(<Countdown start={START} templates={templates} startsAt="12月3日 20:00" />);
    const box = screen.getByTestId('countdown');
    expect(box.getAttribute('data-ticking')).toBe('true');
    expect(box.querySelector('span')?.textContent).toBe('開始まで 2時間 13分');
    expect(box.querySelector('time')?.textContent).toBe('12月3日 20:00');
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(box.querySelector('span')?.textContent).toBe('開始まで 2時間 12分');
  });
});
