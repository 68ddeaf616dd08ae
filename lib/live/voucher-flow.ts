import type { ShareVoucher } from '@/lib/schemas';
import { remainingQuantity } from './helpers';

/**
 * The share-to-get voucher of live-room §4 and §9 as a small state machine over injected timers and
 * calls: the check on entry, the prompt 10 s later, the share (native or another route), the
 * acquire (at once after a native share, 15 s after another route; members only), and the ribbon
 * 1 s after a successful acquire for 4 s. The component renders `VoucherView` and calls the intents.
 */

export const VOUCHER_PROMPT_DELAY_MS = 10_000;
export const VOUCHER_ACQUIRE_DELAY_MS = 15_000;
export const VOUCHER_RIBBON_DELAY_MS = 1_000;
export const VOUCHER_RIBBON_MS = 4_000;

export type ShareRoute = 'native' | 'copy' | 'line' | 'x' | 'facebook';

export interface VoucherView {
  /** The check answered (or failed): what follows is known. */
  checked: boolean;
  /** When it answered (ms, the flow's clock): the prompt is due 10 s later. */
  checkedAt: number | null;
  received: boolean;
  voucher: ShareVoucher | null;
  /** The share prompt (offer, or the received state once acquired). */
  prompt: boolean;
  ribbon: boolean;
  /** The no-voucher notice (an acquire that did not succeed). */
  noVoucher: boolean;
  /** An acquire is scheduled or running. */
  acquiring: boolean;
}

export const INITIAL_VOUCHER_VIEW: VoucherView = { checked: false, checkedAt: null, received: false, voucher: null, prompt: false, ribbon: false, noVoucher: false, acquiring: false };

export interface VoucherTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface VoucherFlowDeps {
  /** vouchers/record + vouchers/search (lib/live/helpers checkShareVoucher through a server action). */
  check(): Promise<{ failed: boolean; received: boolean; voucher: ShareVoucher | null }>;
  /** POST /vouchers/{id}/acquire; only called with quantity left. */
  acquire(voucherId: number): Promise<{ success: boolean }>;
  /** announce-shared with pn_id and source. */
  announceShared(): void;
  /** Is the viewer a member right now? (read at each share) */
  isMember(): boolean;
  /** The login check of §5 for guests and ghosts (opens the nickname or login dialog). */
  loginCheck(): void;
  onChange(view: VoucherView): void;
  timers?: VoucherTimers;
  now?: () => number;
}

export interface VoucherFlow {
  start(): Promise<void>;
  /** A share was triggered: the prompt hides, the announcement goes out, another route starts the 15 s. */
  shared(route: ShareRoute): void;
  /** The native share sheet closed; `completed` false when it was cancelled or failed. */
  nativeShareDone(completed: boolean): void;
  dismissPrompt(): void;
  dismissNotice(): void;
  view(): VoucherView;
  dispose(): void;
}

const realTimers: VoucherTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createVoucherFlow(deps: VoucherFlowDeps): VoucherFlow {
  const timers = deps.timers ?? realTimers;
  const now = deps.now ?? Date.now;
  let promptTimer: unknown = null;
  let view: VoucherView = INITIAL_VOUCHER_VIEW;
  let disposed = false;
  const pending = new Set<unknown>();

  const set = (patch: Partial<VoucherView>) => {
    if (disposed) return;
    view = { ...view, ...patch };
    deps.onChange(view);
  };
  const later = (ms: number, run: () => void) => {
    const handle = timers.setTimeout(() => {
      pending.delete(handle);
      if (!disposed) run();
    }, ms);
    pending.add(handle);
    return handle;
  };
  const clearAll = () => {
    for (const handle of pending) timers.clearTimeout(handle);
    pending.clear();
  };

  async function acquire() {
    const voucher = view.voucher;
    // No quantity left (or no voucher): nothing happens.
    if (!voucher || view.received || remainingQuantity(voucher) <= 0) {
      set({ acquiring: false });
      return;
    }
    set({ acquiring: true });
    let success = false;
    try {
      success = (await deps.acquire(voucher.id)).success;
    } catch {
      success = false;
    }
    if (!success) {
      set({ acquiring: false, noVoucher: true });
      return;
    }
    set({ acquiring: false, received: true, prompt: true, noVoucher: false });
    later(VOUCHER_RIBBON_DELAY_MS, () => {
      set({ ribbon: true });
      later(VOUCHER_RIBBON_MS, () => set({ ribbon: false }));
    });
  }

  return {
    async start() {
      let result: Awaited<ReturnType<VoucherFlowDeps['check']>>;
      try {
        result = await deps.check();
      } catch {
        result = { failed: true, received: false, voucher: null };
      }
      // A fetch failure resets the voucher state.
      if (result.failed) {
        clearAll();
        set({ ...INITIAL_VOUCHER_VIEW, checked: true, checkedAt: now() });
        return;
      }
      set({ checked: true, checkedAt: now(), received: result.received, voucher: result.voucher });
      const offer = !result.received && result.voucher !== null && remainingQuantity(result.voucher) > 0;
      if (offer) promptTimer = later(VOUCHER_PROMPT_DELAY_MS, () => !view.received && set({ prompt: true }));
    },
    shared(route) {
      // Shared before the prompt came: it does not come any more.
      if (promptTimer !== null) {
        timers.clearTimeout(promptTimer);
        pending.delete(promptTimer);
        promptTimer = null;
      }
      set({ prompt: false });
      deps.announceShared();
      // Only members acquire; guests and ghosts get the login check.
      if (!deps.isMember()) {
        deps.loginCheck();
        return;
      }
      if (route === 'native' || !view.voucher || view.received || view.acquiring) return;
      set({ acquiring: true });
      later(VOUCHER_ACQUIRE_DELAY_MS, () => void acquire());
    },
    nativeShareDone(completed) {
      if (completed && deps.isMember() && !view.acquiring) void acquire();
    },
    dismissPrompt: () => set({ prompt: false }),
    dismissNotice: () => set({ noVoucher: false }),
    view: () => view,
    dispose() {
      clearAll();
      disposed = true;
    },
  };
}
