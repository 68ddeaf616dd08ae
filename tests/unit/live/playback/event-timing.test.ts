import { describe, expect, it } from '@jest/globals';
import { createEventHold, isDue, MAX_HOLD_MS, replayPosition, timetokenMs, timingOf, type PictureClock } from '@/lib/live/playback/event-timing';

describe('timingOf', () => {
  it('holds what the seller shows on camera until its frame', () => {
    for (const type of ['products.selling', 'poll.show', 'poll.result', 'pin.message.changed', 'coupon.distribute']) expect(timingOf(type)).toBe('at-frame');
  });

  it('applies state the buyer acts on at once', () => {
    for (const type of [
      'sku.sold',
      'products.salable_status',
      'products.changed',
      'coupon.status_changed',
      'live.stopped',
      'force.refresh',
      'live.watched',
      'blacklist.comment.block',
      'blacklist.comment.unblock',
      'comment',
      'poll.ended',
      'poll.hidden',
    ]) {
      expect(timingOf(type)).toBe('at-once');
    }
  });
});

describe('isDue', () => {
  const playing = (frameMs: number | null): PictureClock => ({ frameMs, playing: true });
  it('waits while the frame on screen is older than the publish time', () => {
    expect(isDue(10_000, 0, 1_000, playing(9_000))).toBe(false);
    expect(isDue(10_000, 0, 1_000, playing(10_000))).toBe(true);
  });

  it('shows at once when the picture is not moving, or its time is unknown, or the event has none', () => {
    expect(isDue(10_000, 0, 0, { frameMs: 9_000, playing: false })).toBe(true);
    expect(isDue(10_000, 0, 0, playing(null))).toBe(true);
    expect(isDue(null, 0, 0, playing(9_000))).toBe(true);
  });

  it('holds no longer than the cap (the window)', () => {
    expect(isDue(10_000, 500, 500 + MAX_HOLD_MS - 1, playing(1_000))).toBe(false);
    expect(isDue(10_000, 500, 500 + MAX_HOLD_MS, playing(1_000))).toBe(true);
  });
});

describe('createEventHold', () => {
  const setup = () => {
    let now = 0;
    let picture: PictureClock = { frameMs: 1_000, playing: true };
    const hold = createEventHold<string>({ now: () => now, picture: () => picture });
    return {
      hold,
      at: (ms: number) => (now = ms),
      show: (next: PictureClock) => (picture = next),
    };
  };

  it('lets at-once events through even while overlays wait', () => {
    const { hold } = setup();
    expect(hold.offer('products.selling', 5_000, 'selling')).toEqual([]);
    expect(hold.offer('sku.sold', 5_100, 'sold')).toEqual(['sold']);
    expect(hold.held).toBe(1);
  });

  it('releases a held event when its frame plays, in order', () => {
    const { hold, show } = setup();
    hold.offer('products.selling', 5_000, 'a');
    hold.offer('poll.show', 6_000, 'b');
    show({ frameMs: 5_500, playing: true });
    expect(hold.due()).toEqual(['a']);
    show({ frameMs: 6_000, playing: true });
    expect(hold.due()).toEqual(['b']);
    expect(hold.held).toBe(0);
  });

  it('releases everything held when the picture stops (stall, pause)', () => {
    const { hold, show } = setup();
    hold.offer('products.selling', 5_000, 'a');
    hold.offer('coupon.distribute', 5_200, 'b');
    show({ frameMs: 1_000, playing: false });
    expect(hold.due()).toEqual(['a', 'b']);
  });

  it('keeps order: a due event waits behind an earlier one not yet due', () => {
    const { hold, show } = setup();
    hold.offer('products.selling', 9_000, 'late');
    show({ frameMs: 5_000, playing: true });
    expect(hold.offer('pin.message.changed', 4_000, 'early')).toEqual([]);
    show({ frameMs: 9_000, playing: true });
    expect(hold.due()).toEqual(['late', 'early']);
  });

  it('gives up holding after the cap', () => {
    const { hold, at } = setup();
    at(100);
    hold.offer('products.selling', 50_000, 'a');
    at(100 + MAX_HOLD_MS - 1);
    expect(hold.due()).toEqual([]);
    at(100 + MAX_HOLD_MS);
    expect(hold.due()).toEqual(['a']);
  });

  it('flushes in order', () => {
    const { hold } = setup();
    hold.offer('products.selling', 5_000, 'a');
    hold.offer('poll.result', 6_000, 'b');
    expect(hold.flush()).toEqual(['a', 'b']);
    expect(hold.held).toBe(0);
  });
});

describe('timetokenMs', () => {
  it('reads a PubNub timetoken exactly, in ms', () => {
    expect(timetokenMs('17645472001234567')).toBe(1_764_547_200_123);
    expect(timetokenMs('abc')).toBeNull();
    expect(timetokenMs(undefined)).toBeNull();
  });
});

describe('replayPosition', () => {
  it('places an archived event at the second of its frame', () => {
    expect(replayPosition(1_000_000 + 42_500, 1_000_000)).toBe(42.5);
    expect(replayPosition(999_000, 1_000_000)).toBe(0);
  });
});
