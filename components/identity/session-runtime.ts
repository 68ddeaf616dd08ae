import { getDefaultStore } from 'jotai';
import { cartCountAtom, sessionGuestAtom, sessionUserAtom } from '@/components/shell/atoms';
import { isMemberOnlyPath } from '@/lib/guards/member-only';
import { parseStorePath } from '@/lib/guards/paths';
import { guestRefreshDelay } from '@/lib/identity/session-refresh';
import { logoutAction, migrateStoredTokensAction, refreshGuestAction } from './actions';
import { migrateLegacyTokens } from './legacy-tokens';
import { configureUnauthorized, handleUnauthorized, takePendingUnauthorizedNotice } from './unauthorized-handler';
import { storeMarketPath } from '@/lib/url/internal-path';
import type { SafeHref } from '@/lib/url/safe-href';

/**
 * The session's client runtime, loaded right after the page starts (ClientBootstrap) rather than
 * with it: nothing here is needed to paint or hydrate the header, so it stays out of First Load JS.
 * It never holds a token: the cookies are HttpOnly and every call that needs one is a server action.
 */

export { handleUnauthorized };

export interface SessionStart {
  message: string;
  /** Renders the route again (router.refresh). */
  refresh: () => void;
  /** Epoch ms at which the guest token the page was rendered with runs out; null without one. */
  guestExpiresAt: number | null;
  now?: () => number;
  reload?: () => void;
}

let guestTimer: ReturnType<typeof setTimeout> | null = null;

/** Renews the guest token ahead of its expiry; a refused renewal falls to the 401 rule. */
function scheduleGuestRefresh(expiresAt: number | null, now: () => number): void {
  if (guestTimer) clearTimeout(guestTimer);
  guestTimer = null;
  const delay = guestRefreshDelay(expiresAt, now());
  if (delay === null) return;
  guestTimer = setTimeout(() => {
    guestTimer = null;
    void refreshGuestAction()
      .catch(() => null)
      .then((next) => (next === null ? handleUnauthorized() : scheduleGuestRefresh(next, now)));
  }, delay);
}

/**
 * Start-up: the message of a 401 reload, the one-time move of tokens an older version left in
 * local storage (then the page loads again, signed in), and the guest token's renewal.
 */
export function startSession({ message, refresh, guestExpiresAt, now = Date.now, reload = () => window.location.reload() }: SessionStart): Promise<void> {
  configureUnauthorized({ message, refresh });
  takePendingUnauthorizedNotice();
  scheduleGuestRefresh(guestExpiresAt, now);
  return migrateLegacyTokens(migrateStoredTokensAction).then((migrated) => {
    if (migrated) reload();
  });
}

/**
 * Logout: the server clears the cookies; the session atoms go. Returns where to go with a full
 * load: a members' page would only bounce to the loginRequired landing, so it leaves for the
 * product list; elsewhere null: the route renders again, now as the public audience's copy.
 */
export async function logout(pathname: string): Promise<SafeHref | null> {
  await logoutAction();
  if (guestTimer) clearTimeout(guestTimer);
  guestTimer = null;
  const store = getDefaultStore();
  store.set(sessionUserAtom, null);
  store.set(sessionGuestAtom, null);
  // 0, not null: null would fall back to the count the server rendered for the member.
  store.set(cartCountAtom, 0);
  const path = parseStorePath(pathname);
  if (path && isMemberOnlyPath(path.rest)) return storeMarketPath(path.slug);
  return null;
}
