import type { AnimationIcon } from '@/lib/schemas';
import type { EffectTimers } from '@/lib/live/room/effects';

/**
 * Reaction counters of live-room §4/§9: like (heart), custom and seasonal (halloween, xmas,
 * sakura) taps accumulate locally and are sent at most every 5 s, trailing only (the first tap
 * starts a 5 s window; the counts go when it ends). After a successful send the sent amount is
 * taken off (taps made meanwhile stay); a failure keeps the counts and stores the error. A tap
 * of an icon within 100 ms of its previous tap does not count (the interaction debounce).
 */

export const REACTION_SEND_INTERVAL_MS = 5_000;
export const INTERACTION_DEBOUNCE_MS = 100;

export const REACTION_ICONS = ['heart', 'custom', 'halloween', 'xmas', 'sakura'] as const satisfies readonly AnimationIcon[];

export type ReactionCounts = Record<AnimationIcon, number>;

/** One send per icon with a count; true (or `{ ok: true }`) on success. */
export type SendReaction = (icon: AnimationIcon, count: number) => Promise<boolean | { ok: boolean; error?: unknown }>;

export interface ReactionSnapshot {
  counts: ReactionCounts;
  /** The last send's failure, cleared by the next success. */
  error: unknown;
  sending: boolean;
}

export interface ReactionBatcher {
  tap(icon: AnimationIcon): void;
  /** Sends what is counted now (e.g. when the page is hidden); resolves when done. */
  flush(): Promise<void>;
  snapshot(): ReactionSnapshot;
  subscribe(listener: (snapshot: ReactionSnapshot) => void): () => void;
  dispose(): void;
}

const zero = (): ReactionCounts => ({ heart: 0, custom: 0, halloween: 0, xmas: 0, sakura: 0 });

const defaultTimers: EffectTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createReactionBatcher(
  send: SendReaction,
  options: { timers?: EffectTimers; intervalMs?: number; debounceMs?: number } = {},
): ReactionBatcher {
  const timers = options.timers ?? defaultTimers;
  const intervalMs = options.intervalMs ?? REACTION_SEND_INTERVAL_MS;
  const debounceMs = options.debounceMs ?? INTERACTION_DEBOUNCE_MS;
  const counts = zero();
  const debounces = new Map<AnimationIcon, unknown>();
  const listeners = new Set<(snapshot: ReactionSnapshot) => void>();
  let windowTimer: unknown = null;
  let error: unknown = null;
  let sending = false;
  let disposed = false;

  const snapshot = (): ReactionSnapshot => ({ counts: { ...counts }, error, sending });
  const notify = () => {
    const current = snapshot();
    for (const listener of listeners) listener(current);
  };

  const openWindow = () => {
    if (windowTimer !== null || disposed) return;
    windowTimer = timers.setTimeout(() => {
      windowTimer = null;
      void flush();
    }, intervalMs);
  };

  async function flush(): Promise<void> {
    if (disposed || sending) return;
    const batch = REACTION_ICONS.filter((icon) => counts[icon] > 0).map((icon) => [icon, counts[icon]] as const);
    if (batch.length === 0) return;
    sending = true;
    notify();
    for (const [icon, count] of batch) {
      let outcome: boolean | { ok: boolean; error?: unknown };
      try {
        outcome = await send(icon, count);
      } catch (cause) {
        outcome = { ok: false, error: cause };
      }
      const ok = typeof outcome === 'boolean' ? outcome : outcome.ok;
      if (ok) {
        counts[icon] = Math.max(0, counts[icon] - count);
        error = null;
      } else {
        error = typeof outcome === 'boolean' ? new Error(`reaction ${icon} not sent`) : (outcome.error ?? new Error(`reaction ${icon} not sent`));
      }
    }
    sending = false;
    notify();
    // Taps that came in while sending wait for a window of their own (still at most one send per interval).
    if (!disposed && error === null && REACTION_ICONS.some((icon) => counts[icon] > 0)) openWindow();
  }

  return {
    tap(icon) {
      if (disposed) return;
      // Leading-edge debounce: a tap counts unless the icon was tapped less than 100 ms ago
      // (each such tap restarts the quiet period).
      const pending = debounces.get(icon);
      const quiet = () => timers.setTimeout(() => debounces.delete(icon), debounceMs);
      if (pending !== undefined) {
        timers.clearTimeout(pending);
        debounces.set(icon, quiet());
        return;
      }
      debounces.set(icon, quiet());
      counts[icon] += 1;
      notify();
      openWindow();
    },
    flush,
    snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      disposed = true;
      if (windowTimer !== null) timers.clearTimeout(windowTimer);
      for (const handle of debounces.values()) timers.clearTimeout(handle);
      debounces.clear();
      listeners.clear();
    },
  };
}
