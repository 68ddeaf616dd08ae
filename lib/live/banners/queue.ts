import type { Banner, BannerKind, RoomConfig } from '@/lib/live/room/state';
import type { EffectTimers } from '@/lib/live/room/effects';

/**
 * The banner queue of live-room §4/§5: welcome, shared and cart-added messages show one at a time,
 * each for 3 s (its slide-out), then leave. Flags decide which kinds show; with banned-word
 * filtering on, a banner whose user name matches is dropped.
 */

export const BANNER_DISPLAY_MS = 3_000;
/** Waiting banners kept beyond the one on screen; older waiting ones give way (a burst of joins). */
export const BANNER_QUEUE_LIMIT = 20;

export type BannerRules = Pick<RoomConfig, 'cartBanner' | 'sharedBanner' | 'welcomeBanner' | 'dirtyWord'> & {
  isBanned: (text: string) => boolean;
};

export function bannerKindEnabled(kind: BannerKind, rules: Pick<RoomConfig, 'cartBanner' | 'sharedBanner' | 'welcomeBanner'>): boolean {
  return kind === 'cart' ? rules.cartBanner : kind === 'shared' ? rules.sharedBanner : rules.welcomeBanner;
}

export function bannerAllowed(banner: Pick<Banner, 'kind' | 'name'>, rules: BannerRules): boolean {
  if (!bannerKindEnabled(banner.kind, rules)) return false;
  return !(rules.dirtyWord && rules.isBanned(banner.name));
}

/** Adds a banner at the end when allowed; past the limit the oldest waiting one (never the one shown) goes. */
export function enqueueBanner(queue: readonly Banner[], banner: Banner, rules: BannerRules, limit = BANNER_QUEUE_LIMIT): readonly Banner[] {
  if (!bannerAllowed(banner, rules)) return queue;
  const next = [...queue, banner];
  return next.length > limit + 1 ? [next[0], ...next.slice(next.length - limit)] : next;
}

/** The banner on screen has finished its slide-out. */
export const shiftBanner = (queue: readonly Banner[]): readonly Banner[] => queue.slice(1);

/**
 * Drives the queue in a component: call `sync(queue)` whenever the queue changes; while a banner is
 * shown, `onShift` fires 3 s after it first appeared. One timer at a time.
 */
export function createBannerTimer(onShift: (bannerId: string) => void, timers: EffectTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}) {
  let current: { id: string; handle: unknown } | null = null;
  return {
    sync(queue: readonly Pick<Banner, 'id'>[]): void {
      const head = queue[0];
      if (current && current.id === head?.id) return;
      if (current) timers.clearTimeout(current.handle);
      current = null;
      if (!head) return;
      const id = head.id;
      current = {
        id,
        handle: timers.setTimeout(() => {
          current = null;
          onShift(id);
        }, BANNER_DISPLAY_MS),
      };
    },
    dispose(): void {
      if (current) timers.clearTimeout(current.handle);
      current = null;
    },
  };
}
