import { getDefaultStore } from 'jotai';
import { cartCountAtom, sessionGuestAtom, sessionUserAtom, showToastAtom } from '@/components/shell/atoms';
import { RELOAD_COUNTER_KEY, parseReloadCounter, serializeReloadCounter, shouldReloadOnUnauthorized } from '@/lib/identity/unauthorized';
import { unauthorizedAction, type UnauthorizedOutcome } from './actions';
import { safeStorage } from './legacy-tokens';

/**
 * The 401 rule of commerce §8: show the unauthorized message, clear tokens and user, reload at
 * most twice per window (lib/identity's counter, kept in local storage). The token half runs on
 * the server (the cookies are HttpOnly): a guest whose token ran out is refreshed first
 * (POST /api/v2/guest/refresh-token accepts an expired genuine token), else both cookies go.
 */

export interface UnauthorizedConfig {
  message: string;
  /** Re-render server components after a guest refresh. */
  refresh: () => void;
  reload: () => void;
  now: () => number;
  /** The server action: refresh a lone guest, else clear the cookies. */
  settle: () => Promise<UnauthorizedOutcome>;
}

/** The message survives the reload in session storage, else the buyer would never see it. */
export const UNAUTHORIZED_NOTICE_KEY = 'kirari_unauthorized_notice';

let config: UnauthorizedConfig = {
  message: '',
  refresh: () => undefined,
  reload: () => window.location.reload(),
  now: () => Date.now(),
  settle: unauthorizedAction,
};

export function configureUnauthorized(next: Partial<UnauthorizedConfig>): void {
  config = { ...config, ...next };
}

/** For tests: forget a reload in progress. */
export function resetUnauthorizedForTests(): void {
  reloading = false;
  inFlight = null;
}

export function showUnauthorizedMessage(): void {
  if (config.message) getDefaultStore().set(showToastAtom, { type: 'warning', message: config.message });
}

function sessionFlag(write?: boolean): boolean {
  try {
    if (write) window.sessionStorage.setItem(UNAUTHORIZED_NOTICE_KEY, '1');
    return window.sessionStorage.getItem(UNAUTHORIZED_NOTICE_KEY) === '1';
  } catch {
    return false;
  }
}

/** After a 401 reload: shows the message once. */
export function takePendingUnauthorizedNotice(): boolean {
  const pending = sessionFlag();
  if (pending) {
    try {
      window.sessionStorage.removeItem(UNAUTHORIZED_NOTICE_KEY);
    } catch {
      // Nothing to clean.
    }
    showUnauthorizedMessage();
  }
  return pending;
}

async function run(): Promise<void> {
  // Unreachable server: nothing was cleared, but the buyer still hears why the call failed.
  const outcome = await config.settle().catch((): UnauthorizedOutcome => ({ refreshed: false, hadTokens: false }));
  if (outcome.refreshed) {
    config.refresh();
    return;
  }
  const store = getDefaultStore();
  store.set(sessionUserAtom, null);
  store.set(sessionGuestAtom, null);
  store.set(cartCountAtom, null);
  // A ghost has nothing to clear: a reload would change nothing (our reading of "any call").
  const storage = safeStorage();
  const decision = shouldReloadOnUnauthorized(parseReloadCounter(storage?.getItem(RELOAD_COUNTER_KEY)), config.now());
  if (outcome.hadTokens && decision.reload) {
    storage?.setItem(RELOAD_COUNTER_KEY, serializeReloadCounter(decision.next));
    sessionFlag(true);
    reloading = true;
    config.reload();
    return;
  }
  showUnauthorizedMessage();
}

let inFlight: Promise<void> | null = null;
let reloading = false;

/** Several calls may fail at once: they share one handling; none acts once a reload is under way. */
export function handleUnauthorized(): Promise<void> {
  if (reloading) return Promise.resolve();
  inFlight ??= run().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
