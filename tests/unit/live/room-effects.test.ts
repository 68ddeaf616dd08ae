import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  createEffectRunner,
  effectsOf,
  effectsOfCartError,
  effectsOfConnection,
  forceRefreshDelay,
  liveStartReloadDelay,
  shouldAnnounceJoin,
  type EffectContext,
  type EffectHandlers,
  type RoomEvent,
} from '@/lib/live/room';

const member: EffectContext['viewer'] = { type: 'user', id: 1001, fingerprint: 'token-a', realtimeId: 'pn-me' };
const ctx = (extra: Partial<EffectContext> = {}): EffectContext => ({ viewer: member, mode: 'live', random: () => 0.5, ...extra });
const failed = (reason: 'not_on_sale' | 'sold_out', userId: number | string): RoomEvent => ({
  type: 'comment.failed',
  failure: { reason, user_id: userId, comment_id: 'c', event_id: 'e' },
});
const cart = (userId: number): RoomEvent => ({
  type: 'cart.notification',
  notification: { user_id: userId, user_name: 'x', comment_id: 'c', event_id: 'e', skus: [] },
});

describe('reload timings', () => {
  it('live.started reloads after a random 1 to 30 s', () => {
    expect(liveStartReloadDelay(() => 0)).toBe(1_000);
    expect(liveStartReloadDelay(() => 0.999999)).toBe(30_000);
    expect(liveStartReloadDelay(() => 1)).toBe(30_000);
    expect(effectsOf({ type: 'live.started' }, ctx({ random: () => 0.5 }))).toEqual([{ type: 'reload', delayMs: 15_500, reason: 'live.started' }]);
  });

  it('force.refresh reloads after up to the given seconds, 30 by default', () => {
    expect(forceRefreshDelay(10, () => 0)).toBe(0);
    expect(forceRefreshDelay(10, () => 0.999999)).toBe(10_000);
    expect(forceRefreshDelay(null, () => 0.999999)).toBe(30_000);
    expect(forceRefreshDelay(0, () => 0.7)).toBe(0);
    expect(effectsOf({ type: 'force.refresh', seconds: null }, ctx({ random: () => 0.5 }))).toEqual([{ type: 'reload', delayMs: 15_000, reason: 'force.refresh' }]);
  });
});

describe('effectsOf', () => {
  it('plays animations live, not on replays, and not the viewer’s own', () => {
    const heart: RoomEvent = { type: 'like-animation', icon: 'heart', count: 3, pnId: 'pn-other' };
    expect(effectsOf(heart, ctx())).toEqual([{ type: 'animate', icon: 'heart', count: 3 }]);
    expect(effectsOf({ type: 'seasonal-animation', icon: 'sakura', count: 1, pnId: null }, ctx())).toEqual([{ type: 'animate', icon: 'sakura', count: 1 }]);
    expect(effectsOf({ type: 'custom-animation', icon: 'custom', count: 1, pnId: null }, ctx({ mode: 'replay' }))).toEqual([]);
    expect(effectsOf({ ...heart, pnId: 'pn-me' }, ctx())).toEqual([]);
  });

  it('refetches the cart for a cart message of the current user only', () => {
    expect(effectsOf(cart(1001), ctx())).toEqual([{ type: 'refetch-cart', notice: null }]);
    expect(effectsOf(cart(1002), ctx())).toEqual([]);
    expect(effectsOf(cart(1001), ctx({ viewer: { type: 'ghost', id: null, fingerprint: null, realtimeId: null } }))).toEqual([]);
  });

  it('shows the 2 s not-on-sale toast for the current user only, and nothing for other reasons', () => {
    expect(effectsOf(failed('not_on_sale', '1001'), ctx())).toEqual([{ type: 'toast', message: 'notOnSale', tone: 'warning', durationMs: 2_000 }]);
    expect(effectsOf(failed('not_on_sale', 1002), ctx())).toEqual([]);
    expect(effectsOf(failed('sold_out', 1001), ctx())).toEqual([]);
  });

  it('kicks on live.watched with the current user’s id and another session’s fingerprint: token cleared, stream left', () => {
    expect(effectsOf({ type: 'live.watched', userId: 1001, userType: 'user', fingerprint: 'token-b' }, ctx())).toEqual([
      { type: 'clear-token' },
      { type: 'leave-stream' },
      { type: 'toast', message: 'kicked', tone: 'error', durationMs: null },
    ]);
    expect(effectsOf({ type: 'live.watched', userId: 1001, userType: 'user', fingerprint: 'token-a' }, ctx())).toEqual([]);
    expect(effectsOf({ type: 'live.watched', userId: 1002, userType: 'user', fingerprint: 'token-b' }, ctx())).toEqual([]);
    const guest = ctx({ viewer: { type: 'guest', id: 80001, fingerprint: 'g1', realtimeId: null } });
    expect(effectsOf({ type: 'live.watched', userId: 80001, userType: 'guest', fingerprint: 'g2' }, guest)).toHaveLength(3);
  });

  it('refetches products when products.changed carries no list', () => {
    expect(effectsOf({ type: 'products.changed', products: null }, ctx())).toEqual([{ type: 'refetch', what: 'products' }]);
    expect(effectsOf({ type: 'products.changed', products: [] }, ctx())).toEqual([]);
  });

  it('has no effect for state-only events', () => {
    expect(effectsOf({ type: 'viewers.number', online: 1, unique: 1 }, ctx())).toEqual([]);
    expect(effectsOf({ type: 'comment.hide', commentId: 'c' }, ctx())).toEqual([]);
    expect(effectsOf({ type: 'live.stopped' }, ctx())).toEqual([]);
  });
});

describe('effectsOfConnection and effectsOfCartError', () => {
  it('refetches post, products and comments after a reconnect only', () => {
    expect(effectsOfConnection('reconnected').map((e) => e.type === 'refetch' && e.what)).toEqual(['post', 'products', 'comments']);
    expect(effectsOfConnection('connected')).toEqual([]);
    expect(effectsOfConnection('disconnected')).toEqual([]);
  });

  it('NOT_FOUND_ITEM_IN_CART refetches the cart with a notice; REACHED_BUYER_PURCHASABLE_LIMIT shows the limit message', () => {
    expect(effectsOfCartError({ report_type: 'NOT_FOUND_ITEM_IN_CART' })).toEqual([{ type: 'refetch-cart', notice: 'itemNotFoundInCart' }]);
    expect(effectsOfCartError({ report_type: 'REACHED_BUYER_PURCHASABLE_LIMIT' })).toEqual([{ type: 'toast', message: 'purchaseLimit', tone: 'error', durationMs: null }]);
    expect(effectsOfCartError({ report_type: 'OTHER' })).toEqual([]);
    expect(effectsOfCartError(null)).toEqual([]);
  });
});

describe('shouldAnnounceJoin', () => {
  it('announces non-ghosts while the stage is not end and the flag is on', () => {
    expect(shouldAnnounceJoin({ viewerType: 'user', stage: 'streaming', joinRoom: true })).toBe(true);
    expect(shouldAnnounceJoin({ viewerType: 'guest', stage: 'waiting', joinRoom: true })).toBe(true);
    expect(shouldAnnounceJoin({ viewerType: 'ghost', stage: 'streaming', joinRoom: true })).toBe(false);
    expect(shouldAnnounceJoin({ viewerType: 'user', stage: 'end', joinRoom: true })).toBe(false);
    expect(shouldAnnounceJoin({ viewerType: 'user', stage: 'streaming', joinRoom: false })).toBe(false);
  });
});

describe('createEffectRunner (fake timers)', () => {
  let handlers: { [K in keyof EffectHandlers]: jest.Mock<EffectHandlers[K]> };
  beforeEach(() => {
    jest.useFakeTimers();
    handlers = {
      reload: jest.fn(),
      refetchCart: jest.fn(),
      refetch: jest.fn(),
      toast: jest.fn(),
      animate: jest.fn(),
      clearToken: jest.fn(),
      leaveStream: jest.fn(),
    };
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('reloads when the live.started delay has passed, not before', () => {
    const runner = createEffectRunner(handlers);
    runner.run(effectsOf({ type: 'live.started' }, ctx({ random: () => 0 })));
    jest.advanceTimersByTime(999);
    expect(handlers.reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(handlers.reload).toHaveBeenCalledTimes(1);
  });

  it('keeps one reload pending: a sooner one replaces it, a later one does not', () => {
    const runner = createEffectRunner(handlers);
    runner.run([{ type: 'reload', delayMs: 20_000, reason: 'live.started' }]);
    runner.run([{ type: 'reload', delayMs: 5_000, reason: 'force.refresh' }]);
    runner.run([{ type: 'reload', delayMs: 25_000, reason: 'force.refresh' }]);
    expect(runner.pendingReload).toEqual({ reason: 'force.refresh', delayMs: 5_000 });
    jest.advanceTimersByTime(5_000);
    expect(handlers.reload).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(30_000);
    expect(handlers.reload).toHaveBeenCalledTimes(1);
    expect(runner.pendingReload).toBeNull();
  });

  it('force.refresh with the default waits at most 30 s', () => {
    const runner = createEffectRunner(handlers);
    runner.run(effectsOf({ type: 'force.refresh', seconds: null }, ctx({ random: () => 0.999999 })));
    jest.advanceTimersByTime(29_999);
    expect(handlers.reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(handlers.reload).toHaveBeenCalled();
  });

  it('runs the other effects at once, and nothing after dispose', () => {
    const runner = createEffectRunner(handlers);
    runner.run([
      { type: 'refetch-cart', notice: 'itemNotFoundInCart' },
      { type: 'refetch', what: 'post' },
      { type: 'toast', message: 'notOnSale', tone: 'warning', durationMs: 2_000 },
      { type: 'animate', icon: 'heart', count: 2 },
      { type: 'clear-token' },
      { type: 'leave-stream' },
      { type: 'reload', delayMs: 1_000, reason: 'live.started' },
    ]);
    expect(handlers.refetchCart).toHaveBeenCalledWith('itemNotFoundInCart');
    expect(handlers.refetch).toHaveBeenCalledWith('post');
    expect(handlers.toast).toHaveBeenCalledWith('notOnSale', 'warning', 2_000);
    expect(handlers.animate).toHaveBeenCalledWith('heart', 2);
    expect(handlers.clearToken).toHaveBeenCalled();
    expect(handlers.leaveStream).toHaveBeenCalled();
    runner.dispose();
    jest.advanceTimersByTime(2_000);
    expect(handlers.reload).not.toHaveBeenCalled();
    runner.run([{ type: 'animate', icon: 'heart', count: 1 }]);
    expect(handlers.animate).toHaveBeenCalledTimes(1);
  });
});
