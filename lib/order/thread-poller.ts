/**
 * Keeps the order thread current without a reload: polls every `intervalMs` while the page is
 * visible, never two polls at once, and polls at once when the page becomes visible again or the
 * window gets focus. A hidden page does not poll. Timers and visibility are injected so the rule
 * is tested with fake timers.
 */

export const THREAD_POLL_MS = 5000;

export interface PollerEnv {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  isVisible(): boolean;
}

export interface Poller {
  /** Page visibility changed or the window got focus: poll now if visible, else pause. */
  wake(): void;
  /** Push the next poll a full interval away (after a send brought the thread up to date). */
  postpone(): void;
  stop(): void;
}

export function startPoller({ intervalMs = THREAD_POLL_MS, poll, env }: { intervalMs?: number; poll: () => Promise<unknown>; env: PollerEnv }): Poller {
  let timer: unknown = null;
  let running = false;
  let stopped = false;
  /** A wake during a poll: poll again right after it. */
  let again = false;

  const clear = () => {
    if (timer !== null) env.clearTimeout(timer);
    timer = null;
  };

  const schedule = () => {
    clear();
    if (!stopped && env.isVisible()) timer = env.setTimeout(tick, intervalMs);
  };

  async function tick() {
    timer = null;
    if (stopped || !env.isVisible()) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      await poll();
    } catch {
      // The caller shows failures; polling goes on.
    } finally {
      running = false;
    }
    if (again) {
      again = false;
      void tick();
    } else schedule();
  }

  schedule();

  return {
    wake() {
      if (stopped) return;
      clear();
      if (env.isVisible()) void tick();
    },
    postpone() {
      if (!running) schedule();
    },
    stop() {
      stopped = true;
      clear();
    },
  };
}
