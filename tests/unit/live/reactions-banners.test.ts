import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { AnimationIcon } from '@/lib/schemas';
import { createReactionBatcher, INTERACTION_DEBOUNCE_MS, REACTION_SEND_INTERVAL_MS } from '@/lib/live/reactions/batcher';
import { BANNER_DISPLAY_MS, BANNER_QUEUE_LIMIT, bannerAllowed, createBannerTimer, enqueueBanner, shiftBanner, type BannerRules } from '@/lib/live/banners/queue';
import { CART_DELETE_THROTTLE_MS, createActionThrottle } from '@/lib/live/throttle';
import type { Banner } from '@/lib/live/room';

/** Lets the batcher's awaited sends settle under fake timers. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('reaction batcher (fake timers)', () => {
  let sent: [AnimationIcon, number][];
  let answer: boolean;
  const send = jest.fn(async (icon: AnimationIcon, count: number) => {
    sent.push([icon, count]);
    return answer;
  });

  beforeEach(() => {
    jest.useFakeTimers();
    sent = [];
    answer = true;
    send.mockClear();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  /** A tap, then a pause past the debounce. */
  const tapApart = (batcher: ReturnType<typeof createReactionBatcher>, icon: AnimationIcon, times = 1) => {
    for (let i = 0; i < times; i += 1) {
      batcher.tap(icon);
      jest.advanceTimersByTime(INTERACTION_DEBOUNCE_MS);
    }
  };

  it('accumulates taps locally and sends once, trailing, 5 s after the first tap', async () => {
    const batcher = createReactionBatcher(send);
    tapApart(batcher, 'heart', 3);
    tapApart(batcher, 'sakura', 2);
    expect(batcher.snapshot().counts).toMatchObject({ heart: 3, sakura: 2 });
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(REACTION_SEND_INTERVAL_MS - 5 * INTERACTION_DEBOUNCE_MS - 1);
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await settle();
    expect(sent).toEqual([
      ['heart', 3],
      ['sakura', 2],
    ]);
    expect(batcher.snapshot()).toMatchObject({ counts: { heart: 0, sakura: 0 }, error: null, sending: false });
  });

  it('sends at most once per 5 s however long the tapping goes on', async () => {
    const batcher = createReactionBatcher(send);
    for (let t = 0; t < 12_000; t += 200) {
      batcher.tap('heart');
      jest.advanceTimersByTime(200);
      await settle();
    }
    expect(send).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(REACTION_SEND_INTERVAL_MS);
    await settle();
    expect(send).toHaveBeenCalledTimes(3);
    expect(sent.reduce((sum, [, n]) => sum + n, 0)).toBe(60);
  });

  it('counts taps of one icon less than 100 ms apart once (debounce), other icons apart', () => {
    const batcher = createReactionBatcher(send);
    batcher.tap('heart');
    jest.advanceTimersByTime(50);
    batcher.tap('heart');
    jest.advanceTimersByTime(50);
    batcher.tap('heart');
    batcher.tap('custom');
    expect(batcher.snapshot().counts).toMatchObject({ heart: 1, custom: 1 });
    jest.advanceTimersByTime(INTERACTION_DEBOUNCE_MS);
    batcher.tap('heart');
    expect(batcher.snapshot().counts.heart).toBe(2);
  });

  it('keeps the counts and the error when a send fails, and sends them with the next window', async () => {
    const batcher = createReactionBatcher(send);
    answer = false;
    tapApart(batcher, 'heart', 2);
    jest.advanceTimersByTime(REACTION_SEND_INTERVAL_MS);
    await settle();
    expect(batcher.snapshot().counts.heart).toBe(2);
    expect(batcher.snapshot().error).toBeInstanceOf(Error);
    answer = true;
    tapApart(batcher, 'heart');
    jest.advanceTimersByTime(REACTION_SEND_INTERVAL_MS);
    await settle();
    expect(sent.at(-1)).toEqual(['heart', 3]);
    expect(batcher.snapshot()).toMatchObject({ counts: { heart: 0 }, error: null });
  });

  it('treats a thrown send and a failed result as failures too', async () => {
    const failing = createReactionBatcher(async () => {
      throw new Error('network');
    });
    failing.tap('xmas');
    jest.advanceTimersByTime(REACTION_SEND_INTERVAL_MS);
    await settle();
    expect((failing.snapshot().error as Error).message).toBe('network');
    const result = createReactionBatcher(async () => ({ ok: false, error: 'status 500' }));
    result.tap('halloween');
    await result.flush();
    expect(result.snapshot()).toMatchObject({ counts: { halloween: 1 }, error: 'status 500' });
  });

  it('keeps taps made while a send is in flight for the next window', async () => {
    let release: (ok: boolean) => void = () => undefined;
    const slow = createReactionBatcher((icon, count) => {
      sent.push([icon, count]);
      return new Promise<boolean>((resolve) => (release = resolve));
    });
    slow.tap('heart');
    jest.advanceTimersByTime(REACTION_SEND_INTERVAL_MS);
    await settle();
    expect(slow.snapshot().sending).toBe(true);
    jest.advanceTimersByTime(INTERACTION_DEBOUNCE_MS);
    slow.tap('heart');
    release(true);
    await settle();
    expect(slow.snapshot().counts.heart).toBe(1);
    jest.advanceTimersByTime(REACTION_SEND_INTERVAL_MS);
    await settle();
    expect(sent).toEqual([
      ['heart', 1],
      ['heart', 1],
    ]);
  });

  it('notifies subscribers and stops after dispose', async () => {
    const batcher = createReactionBatcher(send);
    const seen: number[] = [];
    const unsubscribe = batcher.subscribe((s) => seen.push(s.counts.heart));
    batcher.tap('heart');
    expect(seen).toEqual([1]);
    unsubscribe();
    batcher.dispose();
    jest.advanceTimersByTime(REACTION_SEND_INTERVAL_MS);
    await settle();
    expect(send).not.toHaveBeenCalled();
    batcher.tap('heart');
    expect(batcher.snapshot().counts.heart).toBe(1);
  });
});

describe('banner queue', () => {
  const rules: BannerRules = { cartBanner: true, sharedBanner: true, welcomeBanner: true, dirtyWord: true, isBanned: (t) => t.includes('bad') };
  const banner = (id: string, kind: Banner['kind'] = 'welcome', name = id): Banner => ({ id, kind, name, skus: [] });

  it('applies the flags per kind and drops banned names when filtering is on', () => {
    expect(bannerAllowed(banner('a', 'cart'), { ...rules, cartBanner: false })).toBe(false);
    expect(bannerAllowed(banner('a', 'shared'), { ...rules, sharedBanner: false })).toBe(false);
    expect(bannerAllowed(banner('a', 'welcome'), { ...rules, welcomeBanner: false })).toBe(false);
    expect(bannerAllowed(banner('bad guy'), rules)).toBe(false);
    expect(bannerAllowed(banner('bad guy'), { ...rules, dirtyWord: false })).toBe(true);
  });

  it('queues in order; past the limit the oldest waiting banner gives way, never the one shown', () => {
    let queue: readonly Banner[] = [];
    for (let n = 0; n < BANNER_QUEUE_LIMIT + 5; n += 1) queue = enqueueBanner(queue, banner(`b${n}`), rules);
    expect(queue).toHaveLength(BANNER_QUEUE_LIMIT + 1);
    expect(queue[0].id).toBe('b0');
    expect(queue[1].id).toBe('b5');
    expect(shiftBanner(queue)[0].id).toBe('b5');
    expect(enqueueBanner(queue, banner('bad'), rules)).toBe(queue);
  });

  describe('timer (fake timers)', () => {
    beforeEach(() => {
      jest.useFakeTimers();
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    it('shows one banner at a time for 3 s each', () => {
      let queue: readonly Banner[] = [banner('a'), banner('b')];
      const shifted: string[] = [];
      const timer = createBannerTimer((id) => {
        shifted.push(id);
        queue = queue[0]?.id === id ? shiftBanner(queue) : queue;
        timer.sync(queue);
      });
      timer.sync(queue);
      timer.sync(queue);
      jest.advanceTimersByTime(BANNER_DISPLAY_MS - 1);
      expect(shifted).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(shifted).toEqual(['a']);
      jest.advanceTimersByTime(BANNER_DISPLAY_MS);
      expect(shifted).toEqual(['a', 'b']);
      jest.advanceTimersByTime(BANNER_DISPLAY_MS * 3);
      expect(shifted).toEqual(['a', 'b']);
    });

    it('restarts for a new head and stops on dispose', () => {
      const onShift = jest.fn();
      const timer = createBannerTimer(onShift);
      timer.sync([banner('a')]);
      jest.advanceTimersByTime(1_000);
      timer.sync([banner('c')]);
      jest.advanceTimersByTime(2_000);
      expect(onShift).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1_000);
      expect(onShift).toHaveBeenCalledWith('c');
      timer.sync([banner('d')]);
      timer.dispose();
      jest.advanceTimersByTime(BANNER_DISPLAY_MS);
      expect(onShift).toHaveBeenCalledTimes(1);
    });
  });
});

describe('cart-item delete throttle', () => {
  it('lets one confirm through per 2 s', () => {
    let now = 10_000;
    const throttle = createActionThrottle(CART_DELETE_THROTTLE_MS, () => now);
    expect(throttle.tryAcquire()).toBe(true);
    now += 1_999;
    expect(throttle.tryAcquire()).toBe(false);
    expect(throttle.waitMs()).toBe(1);
    now += 1;
    expect(throttle.tryAcquire()).toBe(true);
    expect(throttle.waitMs()).toBe(2_000);
  });
});
