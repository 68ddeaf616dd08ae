import type { AnimationIcon, ViewerType } from '@/lib/schemas';
import type { RealtimeStatus } from '@/lib/live/realtime/types';
import type { RoomEvent } from './events';
import type { RoomMode, RoomStage } from './state';
import { watchedElsewhere } from './watched';

/**
 * Side effects of room events (live-room §7 behaviour), as data: `effectsOf` is pure (the random
 * source is injected), and `createEffectRunner` carries them out with injected timers, so every
 * timing rule is tested with fake timers.
 */

export const LIVE_START_RELOAD_MIN_MS = 1_000;
export const LIVE_START_RELOAD_MAX_MS = 30_000;
export const FORCE_REFRESH_DEFAULT_SECONDS = 30;
export const NOT_ON_SALE_TOAST_MS = 2_000;

/** Message keys of the `liveRules` namespace (messages/*.json); the UI renders them. */
export type LiveRulesMessageKey =
  | 'notOnSale'
  | 'purchaseLimit'
  | 'itemNotFoundInCart'
  | 'blockedComment'
  | 'bannedWord'
  | 'inBlacklistComment'
  | 'inBlacklistBuy'
  | 'kicked'
  /** {seconds}: the comment throttle's wait. */
  | 'commentTooSoon'
  /** {name}, {message}: a comment kept local. */
  | 'failureNotice';

export type RoomEffect =
  | { type: 'reload'; delayMs: number; reason: 'live.started' | 'force.refresh' }
  /** notice: show a message key with the refetch (NOT_FOUND_ITEM_IN_CART). */
  | { type: 'refetch-cart'; notice: LiveRulesMessageKey | null }
  | { type: 'refetch'; what: 'post' | 'products' | 'comments' }
  | { type: 'toast'; message: LiveRulesMessageKey; tone: 'error' | 'warning' | 'info'; durationMs: number | null }
  | { type: 'animate'; icon: AnimationIcon; count: number }
  | { type: 'clear-token' }
  | { type: 'leave-stream' };

export interface EffectContext {
  viewer: { type: ViewerType; id: number | null; fingerprint: string | null; realtimeId: string | null };
  mode: RoomMode;
  /** [0, 1), Math.random in production. */
  random: () => number;
}

const sameId = (a: number | string | null | undefined, b: number | null) => b !== null && a !== null && a !== undefined && String(a) === String(b);

const isCurrentUser = (ctx: EffectContext, id: number | string | null | undefined) => ctx.viewer.type !== 'ghost' && sameId(id, ctx.viewer.id);

/** A whole number of ms in [min, max]. */
function between(random: () => number, min: number, max: number): number {
  const r = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  return min + Math.floor(r * (max - min + 1));
}

/** live.started: reload after a random 1 to 30 s (spreads the load of every viewer reloading). */
export const liveStartReloadDelay = (random: () => number) => between(random, LIVE_START_RELOAD_MIN_MS, LIVE_START_RELOAD_MAX_MS);

/** force.refresh: reload after a random wait of up to the given seconds (default 30). */
export function forceRefreshDelay(seconds: number | null, random: () => number): number {
  const max = Math.round((seconds ?? FORCE_REFRESH_DEFAULT_SECONDS) * 1000);
  return max <= 0 ? 0 : between(random, 0, max);
}

export function effectsOf(event: RoomEvent, ctx: EffectContext): RoomEffect[] {
  switch (event.type) {
    case 'live.started':
      return [{ type: 'reload', delayMs: liveStartReloadDelay(ctx.random), reason: 'live.started' }];
    case 'force.refresh':
      return [{ type: 'reload', delayMs: forceRefreshDelay(event.seconds, ctx.random), reason: 'force.refresh' }];
    case 'like-animation':
    case 'custom-animation':
    case 'seasonal-animation':
      // Ignored on replays; the viewer's own reactions were already shown when tapped.
      if (ctx.mode === 'replay') return [];
      if (event.pnId !== null && event.pnId === ctx.viewer.realtimeId) return [];
      return [{ type: 'animate', icon: event.icon, count: event.count }];
    case 'cart.notification':
      return isCurrentUser(ctx, event.notification.user_id) ? [{ type: 'refetch-cart', notice: null }] : [];
    case 'comment.failed':
      // Only not_on_sale is visible, and only to the buyer it concerns (live-room §8).
      return event.failure.reason === 'not_on_sale' && isCurrentUser(ctx, event.failure.user_id)
        ? [{ type: 'toast', message: 'notOnSale', tone: 'warning', durationMs: NOT_ON_SALE_TOAST_MS }]
        : [];
    case 'live.watched':
      return watchedElsewhere(ctx.viewer, event)
        ? [{ type: 'clear-token' }, { type: 'leave-stream' }, { type: 'toast', message: 'kicked', tone: 'error', durationMs: null }]
        : [];
    case 'products.changed':
      return event.products === null ? [{ type: 'refetch', what: 'products' }] : [];
    default:
      return [];
  }
}

/** After a reconnect the room refetches post (with its pins), products, comments and the poll on screen so nothing is missed. */
export function effectsOfConnection(status: RealtimeStatus): RoomEffect[] {
  return status === 'reconnected'
    ? [
        { type: 'refetch', what: 'post' },
        { type: 'refetch', what: 'products' },
        { type: 'refetch', what: 'comments' },
      ]
    : [];
}

export const NOT_FOUND_ITEM_IN_CART = 'NOT_FOUND_ITEM_IN_CART';
export const REACHED_BUYER_PURCHASABLE_LIMIT = 'REACHED_BUYER_PURCHASABLE_LIMIT';

/**
 * A failed cart call of the room (add, delete): NOT_FOUND_ITEM_IN_CART refetches the cart with a
 * notice; REACHED_BUYER_PURCHASABLE_LIMIT shows the limit message; others are the caller's (the
 * server's message, lib/format/error-message).
 */
export function effectsOfCartError(error: { report_type?: string } | null | undefined): RoomEffect[] {
  switch (error?.report_type) {
    case NOT_FOUND_ITEM_IN_CART:
      return [{ type: 'refetch-cart', notice: 'itemNotFoundInCart' }];
    case REACHED_BUYER_PURCHASABLE_LIMIT:
      return [{ type: 'toast', message: 'purchaseLimit', tone: 'error', durationMs: null }];
    default:
      return [];
  }
}

/** Announce a join only for non-ghosts, while the stage is not end, with the join flag on (live-room §5). */
export function shouldAnnounceJoin(input: { viewerType: ViewerType; stage: RoomStage; joinRoom: boolean }): boolean {
  return input.joinRoom && input.viewerType !== 'ghost' && input.stage !== 'end';
}

// ── Runner ──────────────────────────────────────────────────────────────────

export interface EffectTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface EffectHandlers {
  reload(): void;
  refetchCart(notice: LiveRulesMessageKey | null): void;
  refetch(what: 'post' | 'products' | 'comments'): void;
  toast(message: LiveRulesMessageKey, tone: 'error' | 'warning' | 'info', durationMs: number | null): void;
  animate(icon: AnimationIcon, count: number): void;
  clearToken(): void;
  leaveStream(): void;
}

export interface EffectRunner {
  run(effects: readonly RoomEffect[]): void;
  /** When the scheduled reload fires (ms from scheduling), or null. */
  readonly pendingReload: { reason: 'live.started' | 'force.refresh'; delayMs: number } | null;
  dispose(): void;
}

const defaultTimers: EffectTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Runs effects. One reload at most is pending: a later one replaces it only when it fires sooner,
 * so a burst of force.refresh events never pushes the reload further out.
 */
export function createEffectRunner(handlers: EffectHandlers, options: { timers?: EffectTimers; now?: () => number } = {}): EffectRunner {
  const timers = options.timers ?? defaultTimers;
  const now = options.now ?? (() => Date.now());
  let reload: { handle: unknown; at: number; reason: 'live.started' | 'force.refresh'; delayMs: number } | null = null;
  let disposed = false;

  const schedule = (delayMs: number, reason: 'live.started' | 'force.refresh') => {
    const at = now() + delayMs;
    if (reload && reload.at <= at) return;
    if (reload) timers.clearTimeout(reload.handle);
    const handle = timers.setTimeout(() => {
      reload = null;
      if (!disposed) handlers.reload();
    }, delayMs);
    reload = { handle, at, reason, delayMs };
  };

  return {
    run(effects) {
      if (disposed) return;
      for (const effect of effects) {
        switch (effect.type) {
          case 'reload':
            schedule(effect.delayMs, effect.reason);
            break;
          case 'refetch-cart':
            handlers.refetchCart(effect.notice);
            break;
          case 'refetch':
            handlers.refetch(effect.what);
            break;
          case 'toast':
            handlers.toast(effect.message, effect.tone, effect.durationMs);
            break;
          case 'animate':
            handlers.animate(effect.icon, effect.count);
            break;
          case 'clear-token':
            handlers.clearToken();
            break;
          case 'leave-stream':
            handlers.leaveStream();
            break;
        }
      }
    },
    get pendingReload() {
      return reload ? { reason: reload.reason, delayMs: reload.delayMs } : null;
    },
    dispose() {
      disposed = true;
      if (reload) timers.clearTimeout(reload.handle);
      reload = null;
    },
  };
}
