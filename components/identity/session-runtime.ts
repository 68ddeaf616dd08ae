import { getDefaultStore } from 'jotai';
import { cartCountAtom, sessionGuestAtom, sessionUserAtom } from '@/components/shell/atoms';
import { configureClient } from '@/lib/api/client';
import { anonymousCachePath } from '@/lib/guards/anonymous-cache';
import { isMemberOnlyPath } from '@/lib/guards/member-only';
import { parseStorePath } from '@/lib/guards/paths';
import { decodeTokenClaims } from '@/lib/identity/token';
import { needsSessionRefresh, type RenderedWith } from '@/lib/identity/session-refresh';
import { safeInternalPath, storeMarketPath } from '@/lib/url/internal-path';
import type { SafeHref } from '@/lib/url/safe-href';
import { clearTokens, currentTokens, restoreTokenCookies } from './token-storage';
import { configureUnauthorized, handleUnauthorized, isSessionFailure, takePendingUnauthorizedNotice } from './unauthorized-handler';

/**
 * The session's client runtime, loaded right after the page starts (ClientBootstrap) rather than
 * with it: nothing here is needed to paint or hydrate the header, so it stays out of First Load JS.
 */

export { handleUnauthorized };

let installed = false;

/** Tokens, locale and the 401 rule for every platform call made in the browser. */
export function installClient(): void {
  if (installed) return;
  installed = true;
  configureClient({
    context: () => {
      const { memberToken, guestToken } = currentTokens();
      return { token: memberToken, guestToken, locale: document.documentElement.lang || undefined };
    },
    onUnauthorized: (_error, call) => {
      if (isSessionFailure(call)) void handleUnauthorized();
    },
  });
}

/** Refresh a guest token a minute before it runs out, not after a failed call. */
export function guestTokenExpiring(token: string, now: number, marginMs = 60_000): boolean {
  const claims = decodeTokenClaims(token);
  const exp = claims.ok ? claims.value.exp : undefined;
  return typeof exp === 'number' && exp * 1000 - now < marginMs;
}

/**
 * Start-up: the message of a 401 reload, token restore (commerce §2 step 2: a token only in local
 * storage gets its cookie back, then the route renders again), and an expiring guest's refresh.
 */
export function startSession({ message, refresh, renderedWith }: { message: string; refresh: () => void; renderedWith: RenderedWith }): void {
  installClient();
  configureUnauthorized({ message, refresh });
  takePendingUnauthorizedNotice();
  restoreTokenCookies();
  const { memberToken, guestToken } = currentTokens();
  if (needsSessionRefresh(renderedWith, { memberToken, guestToken })) {
    refresh();
    return;
  }
  // The handler refreshes a guest first and only clears the session if that fails.
  if (!memberToken && guestToken && guestTokenExpiring(guestToken, Date.now())) void handleUnauthorized();
}

/**
 * Logout: tokens (cookie and storage) and session go. Returns where to go with a full load: a
 * members' page would only bounce to the loginRequired landing, so it leaves for the product list;
 * a market or product page is served signed out from the anonymous cache, another root layout
 * that a refresh would reach only by a navigation of its own, so it is loaded again; elsewhere
 * null (render the route again).
 */
export function logout(pathname: string, search = ''): SafeHref | null {
  clearTokens();
  const store = getDefaultStore();
  store.set(sessionUserAtom, null);
  store.set(sessionGuestAtom, null);
  // 0, not null: null would fall back to the count the server rendered for the member.
  store.set(cartCountAtom, 0);
  const path = parseStorePath(pathname);
  if (path && isMemberOnlyPath(path.rest)) return storeMarketPath(path.slug);
  const signedOut = { method: 'GET', pathname, search: new URLSearchParams(search), cookie: () => undefined, queryLocale: null, origin: '' };
  return anonymousCachePath(signedOut) ? safeInternalPath(`${pathname}${search}`) : null;
}
