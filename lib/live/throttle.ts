/**
 * A leading-edge action throttle over an injected clock: the first call passes, the next ones are
 * refused until `intervalMs` has passed. The room's cart-item delete confirm uses it (one per 2 s,
 * live-room §9).
 */

export const CART_DELETE_THROTTLE_MS = 2_000;

export interface ActionThrottle {
  /** True when the action may run now (and starts a new interval). */
  tryAcquire(): boolean;
  /** ms until the next call would pass (0: now). */
  waitMs(): number;
}

export function createActionThrottle(intervalMs: number, now: () => number = () => Date.now()): ActionThrottle {
  let last: number | null = null;
  const waitMs = () => (last === null ? 0 : Math.max(0, last + intervalMs - now()));
  return {
    tryAcquire() {
      if (waitMs() > 0) return false;
      last = now();
      return true;
    },
    waitMs,
  };
}
