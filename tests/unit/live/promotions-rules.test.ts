import { describe, expect, it, jest } from '@jest/globals';
import { actsLeft, couponAction, msUntilShown, visibleCoupons } from '@/lib/live/coupons';
import { calendarEventOf, googleCalendarUrl, CALENDAR_FILE_NAME } from '@/lib/live/calendar';
import { countdownOf, countdownTemplate, msToNextMinute, startCountdownTicker } from '@/lib/live/countdown';
import { shareLinks } from '@/lib/live/share-links';
import { roomCartView, createDeleteThrottle } from '@/lib/live/room-cart';
import { roomReducer } from '@/lib/live/room/reducer';
import { parseRoomEvent, type DistributedCoupon } from '@/lib/live/room/events';
import { fillTemplate } from '@/lib/market/add-notice';
import type { CartLineView } from '@/lib/cart/display';
import { room as roomState } from './room-fixtures';
import { trusted } from '../url/trusted';

const coupon = (extra: Partial<DistributedCoupon> = {}): DistributedCoupon => ({
  id: 1,
  name: 'c',
  amount: 100,
  couponType: 'code',
  applyCode: 'CODE',
  url: null,
  staySeconds: null,
  acquireFrequency: null,
  status: 'ongoing',
  ...extra,
});

describe('coupons', () => {
  it('coupon.status_changed moves a distributed coupon through interrupted, coming, ongoing, expired', () => {
    let state = roomState();
    const event = (name: string, data: unknown) => {
      const parsed = parseRoomEvent('notification|9001', { name, data });
      if (!parsed.event) throw new Error(parsed.reason);
      state = roomReducer(state, { type: 'realtime', event: parsed.event, now: 0 });
    };
    event('coupon.distribute', { id: 7, name: 'live', coupon_type: 'code', apply_code: 'LIVE', acquire_status: 'coming' });
    expect(state.coupons.map((c) => c.status)).toEqual(['coming']);
    for (const status of ['ongoing', 'interrupted', 'ongoing', 'expired'] as const) {
      event('coupon.status_changed', { id: 7, acquire_status: status });
      expect(state.coupons[0].status).toBe(status);
    }
  });

  it('view-duration coupons show once the stay threshold is reached', () => {
    const c = coupon({ staySeconds: 60 });
    expect(msUntilShown(c, 1_000, 1_000)).toBe(60_000);
    expect(msUntilShown(c, 1_000, 60_999)).toBe(1);
    expect(visibleCoupons([c, coupon({ id: 2 })], 1_000, 60_999).map((x) => x.id)).toEqual([2]);
    expect(visibleCoupons([c], 1_000, 61_000)).toHaveLength(1);
  });

  it('acquire frequency limits how often the viewer acts on it; empty is unlimited', () => {
    expect(actsLeft(coupon({ acquireFrequency: 2 }), 0)).toBe(2);
    expect(actsLeft(coupon({ acquireFrequency: 2 }), 2)).toBe(0);
    expect(actsLeft(coupon({ acquireFrequency: null }), 50)).toBe(Infinity);
  });

  it('acts by coupon_type: code copies, link opens the checked URL, a refused or closed one does nothing', () => {
    const check = (url: string) => (url.startsWith('https://') ? trusted(url) : null);
    expect(couponAction(coupon(), check)).toEqual({ kind: 'copy', code: 'CODE' });
    expect(couponAction(coupon({ couponType: 'link', url: 'https://shop.example/c' }), check)).toEqual({ kind: 'open', url: 'https://shop.example/c' });
    expect(couponAction(coupon({ couponType: 'link', url: 'javascript:alert(1)' }), check)).toEqual({ kind: 'none' });
    expect(couponAction(coupon({ status: 'expired' }), check)).toEqual({ kind: 'none' });
    expect(couponAction(coupon({ status: 'coming' }), check)).toEqual({ kind: 'none' });
  });
});

describe('share links', () => {
  it('builds LINE, X and Facebook links from a checked share URL', () => {
    const links = shareLinks('https://kirari.example/demo/live/9001', 'Live!', { allowLoopback: false });
    expect(links).toEqual({
      url: 'https://kirari.example/demo/live/9001',
      line: 'https://social-plugins.line.me/lineit/share?url=https%3A%2F%2Fkirari.example%2Fdemo%2Flive%2F9001',
      x: 'https://x.com/intent/post?url=https%3A%2F%2Fkirari.example%2Fdemo%2Flive%2F9001&text=Live!',
      facebook: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fkirari.example%2Fdemo%2Flive%2F9001',
    });
  });
  it('refuses a share URL that fails the external check', () => {
    expect(shareLinks('javascript:alert(1)', 't', { allowLoopback: false })).toBeNull();
    expect(shareLinks('http://127.0.0.1:3000/demo/live/1', 't', { allowLoopback: false })).toBeNull();
    expect(shareLinks(null, 't')).toBeNull();
  });
});

describe('calendar', () => {
  const post = { title: 'Title', upcoming_title: 'Upcoming title', share_url: 'https://kirari.example/demo/live/9002', upcoming_at: '2026-11-25T12:00:00Z' };

  it('the event: upcoming title else title, share URL, upcoming_at, 60 minutes', () => {
    expect(calendarEventOf(post)).toEqual({ title: 'Upcoming title', description: post.share_url, start: Date.parse(post.upcoming_at), durationMinutes: 60 });
    expect(calendarEventOf({ ...post, upcoming_title: null })?.title).toBe('Title');
    expect(calendarEventOf({ ...post, upcoming_at: null })).toBeNull();
    expect(CALENDAR_FILE_NAME).toBe('live-calendar.ics');
  });

  it('the Google Calendar template link lasts 1 hour', () => {
    const url = new URL(googleCalendarUrl(calendarEventOf(post)!));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Upcoming title');
    expect(url.searchParams.get('dates')).toBe('20261125T120000Z/20261125T130000Z');
    expect(url.searchParams.get('details')).toBe(post.share_url);
  });
});

describe('countdown', () => {
  const templates = { days: '{days} d {hours} h {minutes} min', hours: 'starts in {hours} h {minutes} min', minutes: 'starts in {minutes} min', started: 'starting' };
  const text = (start: number, now: number) => {
    const { template, values } = countdownTemplate(countdownOf(start, now), templates);
    return fillTemplate(template, values);
  };
  it('rounds up to the minute and picks the template', () => {
    const start = 10 * 3_600_000;
    expect(text(start, start - (2 * 3_600_000 + 13 * 60_000))).toBe('starts in 2 h 13 min');
    expect(text(start, start - (2 * 3_600_000 + 12 * 60_000 + 1))).toBe('starts in 2 h 13 min');
    expect(text(start, start - 59_000)).toBe('starts in 1 min');
    expect(text(start, start - (26 * 3_600_000))).toBe('1 d 2 h 0 min');
    expect(text(start, start)).toBe('starting');
  });
  it('ticks when the shown minute changes, then stops at the start', () => {
    jest.useFakeTimers({ now: 0 });
    const start = 2 * 60_000 + 30_000;
    const seen: string[] = [];
    const stop = startCountdownTicker(start, (c) => seen.push(fillTemplate(countdownTemplate(c, templates).template, countdownTemplate(c, templates).values)), Date.now);
    expect(seen).toEqual(['starts in 3 min']);
    expect(msToNextMinute(start, 0)).toBe(30_000);
    jest.advanceTimersByTime(29_999);
    expect(seen).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(seen.at(-1)).toBe('starts in 2 min');
    jest.advanceTimersByTime(60_000);
    expect(seen.at(-1)).toBe('starts in 1 min');
    jest.advanceTimersByTime(60_000);
    expect(seen.at(-1)).toBe('starting');
    jest.advanceTimersByTime(600_000);
    expect(seen).toHaveLength(4);
    stop();
    jest.useRealTimers();
  });
});

describe('room cart', () => {
  const line = (id: number, source: CartLineView['source'], quantity: number, postId: number | null = null) =>
    ({ id, source, quantity, postId, postTitle: source === 'post' ? `post ${postId}` : source, isFormal: false, isRehearsal: false, postKind: null }) as unknown as CartLineView;

  it('groups by post, market and seller, and the total sums every group', () => {
    const view = roomCartView({
      lines: [line(1, 'market', 2), line(2, 'post', 1, 9001), line(3, 'seller', 3), line(4, 'post', 4, 9003), line(5, 'post', 1, 9001), line(6, 'subscription', 9)],
      trashed: [{ id: 9, kind: 'deleted', productName: 'p', skuName: 's', quantity: 1 }],
    });
    expect(view.groups.map((g) => [g.key, g.lines.map((l) => l.id)])).toEqual([
      ['post:9001', [2, 5]],
      ['post:9003', [4]],
      ['market', [1]],
      ['seller', [3]],
    ]);
    expect(view.totalQuantity).toBe(11);
    expect(view.trashed).toHaveLength(1);
  });

  it('passes one delete per 2 s', () => {
    let now = 0;
    const throttle = createDeleteThrottle(() => now);
    expect(throttle.tryAcquire()).toBe(true);
    now = 1_999;
    expect(throttle.tryAcquire()).toBe(false);
    expect(throttle.waitMs()).toBe(1);
    now = 2_000;
    expect(throttle.tryAcquire()).toBe(true);
  });
});
