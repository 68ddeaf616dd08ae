import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { getDefaultStore } from 'jotai';
import { cartCountAtom, sessionGuestAtom, sessionUserAtom, toastsAtom } from '@/components/shell/atoms';
import { loginTarget } from '@/components/identity/login-target';
import { loginFailure } from '@/components/identity/login-errors';
import { nicknameProblem } from '@/components/identity/nickname-rules';
import { acceptSocialToken } from '@/components/identity/LoginPageClient';
import { clearTokens, currentTokens, readCookie, restoreTokenCookies, saveGuestToken, saveMemberToken } from '@/components/identity/token-storage';
import {
  UNAUTHORIZED_NOTICE_KEY,
  configureUnauthorized,
  handleUnauthorized,
  isSessionFailure,
  resetUnauthorizedForTests,
  takePendingUnauthorizedNotice,
} from '@/components/identity/unauthorized-handler';
import { guestTokenExpiring, logout } from '@/components/identity/session-runtime';
import { cartCount, displayName } from '@/components/shell/session-view';
import { RELOAD_COUNTER_KEY, RELOAD_WINDOW_MS } from '@/lib/identity/unauthorized';

const store = getDefaultStore();
const jwt = (claims: Record<string, unknown>) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

function resetBrowser() {
  for (const name of ['kirari_token', 'kirari_guest_token']) document.cookie = `${name}=; Path=/; Max-Age=0`;
  localStorage.clear();
  sessionStorage.clear();
}

beforeEach(resetBrowser);

describe('token storage', () => {
  it('keeps each token in a cookie (path /, SameSite=Lax; not Secure on localhost) and in local storage', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    saveMemberToken('m.t.s');
    spy.mockRestore();
    expect(writes[0]).toMatch(/^kirari_token=m\.t\.s; Path=\/; SameSite=Lax; Max-Age=\d+$/);
    expect(localStorage.getItem('kirari_token')).toBe('m.t.s');
    expect(currentTokens()).toEqual({ memberToken: 'm.t.s', guestToken: null });
  });

  it('restores a cookie from local storage (commerce §2 step 2) and says so', () => {
    localStorage.setItem('kirari_token', 'from.storage.only');
    expect(readCookie('kirari_token')).toBeNull();
    expect(restoreTokenCookies()).toEqual(['member']);
    expect(readCookie('kirari_token')).toBe('from.storage.only');
    expect(restoreTokenCookies()).toEqual([]);
  });

  it('mirrors a cookie-only token into local storage without asking for a refresh', () => {
    document.cookie = 'kirari_guest_token=g.t.s; Path=/';
    expect(restoreTokenCookies()).toEqual([]);
    expect(localStorage.getItem('kirari_guest_token')).toBe('g.t.s');
  });

  it('clears both tokens from both places', () => {
    saveMemberToken('m.t.s');
    saveGuestToken('g.t.s');
    clearTokens();
    expect(currentTokens()).toEqual({ memberToken: null, guestToken: null });
  });
});

describe('the 401 rule (commerce §8)', () => {
  const reload = jest.fn();
  const refresh = jest.fn();
  const refreshGuest = jest.fn<() => Promise<string | null>>();
  let now = 1_000_000;

  beforeEach(() => {
    reload.mockReset();
    refresh.mockReset();
    refreshGuest.mockReset().mockResolvedValue(null);
    now = 1_000_000;
    resetUnauthorizedForTests();
    configureUnauthorized({ message: 'Session expired.', reload, refresh, refreshGuest, now: () => now });
    store.set(toastsAtom, []);
    store.set(sessionUserAtom, { id: 1001, name: 'Hanako' });
    store.set(cartCountAtom, 4);
  });

  it('clears tokens and user, then reloads at most twice in the window; the message survives the reload', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      resetUnauthorizedForTests();
      saveMemberToken('stale.member.token');
      await handleUnauthorized();
      expect(currentTokens().memberToken).toBeNull();
      expect(store.get(sessionUserAtom)).toBeNull();
      expect(store.get(cartCountAtom)).toBeNull();
    }
    expect(reload).toHaveBeenCalledTimes(2);
    expect(JSON.parse(localStorage.getItem(RELOAD_COUNTER_KEY) ?? '{}')).toMatchObject({ count: 2 });
    // The third time it shows the message in place.
    expect(store.get(toastsAtom).map((t) => t.message)).toEqual(['Session expired.']);
    // After the reload, the stored flag shows the message once.
    expect(sessionStorage.getItem(UNAUTHORIZED_NOTICE_KEY)).toBe('1');
    store.set(toastsAtom, []);
    expect(takePendingUnauthorizedNotice()).toBe(true);
    expect(takePendingUnauthorizedNotice()).toBe(false);
    expect(store.get(toastsAtom).map((t) => t.message)).toEqual(['Session expired.']);
  });

  it('reloads again once the window (2.4 % of a day) has passed', async () => {
    localStorage.setItem(RELOAD_COUNTER_KEY, JSON.stringify({ count: 2, expiresAt: now + 10 }));
    saveMemberToken('stale.member.token');
    await handleUnauthorized();
    expect(reload).not.toHaveBeenCalled();
    now += RELOAD_WINDOW_MS;
    resetUnauthorizedForTests();
    saveMemberToken('stale.member.token');
    await handleUnauthorized();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('handles simultaneous failures once', async () => {
    saveMemberToken('stale.member.token');
    await Promise.all([handleUnauthorized(), handleUnauthorized(), handleUnauthorized()]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('refreshes an expired guest token instead of signing the guest out', async () => {
    saveGuestToken('expired.guest.token');
    refreshGuest.mockResolvedValue('fresh.guest.token');
    await handleUnauthorized();
    expect(currentTokens().guestToken).toBe('fresh.guest.token');
    expect(refresh).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('signs a guest out when the refresh fails too', async () => {
    saveGuestToken('dead.guest.token');
    store.set(sessionGuestAtom, { id: 5, name: 'mei' });
    await handleUnauthorized();
    expect(currentTokens().guestToken).toBeNull();
    expect(store.get(sessionGuestAtom)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for a visitor with no token: there is nothing to clear', async () => {
    await handleUnauthorized();
    expect(reload).not.toHaveBeenCalled();
    expect(store.get(toastsAtom).map((t) => t.message)).toEqual(['Session expired.']);
  });

  it('leaves a wrong password (401 from the login call) to the login form', () => {
    expect(isSessionFailure({ path: '/api/v2/auth/user/login' })).toBe(false);
    expect(isSessionFailure({ path: '/api/v1/liveweb/me' })).toBe(true);
  });
});

describe('logout', () => {
  it('clears tokens and session, and leaves a members\' page for the product list', () => {
    saveMemberToken('m.t.s');
    store.set(sessionUserAtom, { id: 1, name: 'x' });
    store.set(cartCountAtom, 3);
    expect(logout('/demo/live/9001')).toBeNull();
    expect(currentTokens()).toEqual({ memberToken: null, guestToken: null });
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(store.get(cartCountAtom)).toBe(0);
    expect(logout('/demo/order/12')).toBe('/demo/market');
    expect(logout('/demo/member')).toBe('/demo/market');
  });

  it('loads a market or product page again (the signed-out page comes from the anonymous cache), keeping its query', () => {
    expect(logout('/demo/market', '?keyword=tea')).toBe('/demo/market?keyword=tea');
    expect(logout('/demo/market/product/101')).toBe('/demo/market/product/101');
    // An entry flag keeps the page dynamic: a refresh is enough.
    expect(logout('/demo/market', '?loginRequired=true')).toBeNull();
  });
});

describe('guest token expiry', () => {
  it('is near when exp is within a minute, and unknown claims are left alone', () => {
    const now = 1_700_000_000_000;
    expect(guestTokenExpiring(jwt({ exp: now / 1000 + 30 }), now)).toBe(true);
    expect(guestTokenExpiring(jwt({ exp: now / 1000 - 5 }), now)).toBe(true);
    expect(guestTokenExpiring(jwt({ exp: now / 1000 + 3600 }), now)).toBe(false);
    expect(guestTokenExpiring('not-a-token', now)).toBe(false);
  });
});

describe('login target', () => {
  it('goes back to a path of this store, never the login page or another site', () => {
    expect(loginTarget('demo', ['/demo/order?status=unpaid'])).toBe('/demo/order?status=unpaid');
    expect(loginTarget('demo', [undefined, '/demo/member'])).toBe('/demo/member');
    expect(loginTarget('demo', ['/demo/login', '//evil.example/demo', 'https://evil.example/demo/order', '/other/market'])).toBe('/demo/market');
    expect(loginTarget('demo', [])).toBe('/demo/market');
  });
});

describe('login failures', () => {
  const labels = { incorrect: 'Incorrect.', passportInvalid: 'Passport invalid.', general: 'General.' };
  it('translates the two login failures and leaves the rest to the general display', () => {
    expect(loginFailure({ kind: 'status', status: 401, message: 'x', report_type: 'EMAIL_OR_PASSWORD_INCORRECT' }, labels)).toEqual({ show: 'form', message: 'Incorrect.' });
    expect(loginFailure({ kind: 'status', status: 401, message: 'x', report_type: 'PASSPORT_TOKEN_EXPIRED_OR_INVALID' }, labels)).toEqual({ show: 'form', message: 'Passport invalid.' });
    expect(loginFailure({ kind: 'status', status: 429, message: ['Too many', 'attempts'] }, labels)).toEqual({ show: 'toast', message: 'Too many; attempts' });
    expect(loginFailure({ kind: 'status', status: 503, message: 'Service Unavailable' }, labels)).toEqual({ show: 'toast', message: 'General.' });
    expect(loginFailure({ kind: 'canceled', message: 'canceled' }, labels)).toEqual({ show: 'nothing' });
  });
});

describe('small rules', () => {
  it('nickname: required, at most 30 characters counted as the platform counts them', () => {
    expect(nicknameProblem('  ')).toBe('required');
    expect(nicknameProblem('あ'.repeat(30))).toBeNull();
    expect(nicknameProblem('😀'.repeat(30))).toBeNull();
    expect(nicknameProblem('a'.repeat(31))).toBe('tooLong');
  });

  it('social return token must be JWT-shaped', () => {
    expect(acceptSocialToken(jwt({ sub: '1003' }))).not.toBeNull();
    expect(acceptSocialToken('garbage')).toBeNull();
    expect(acceptSocialToken(null)).toBeNull();
  });

  it('cart badge counts pieces; the header names the member', () => {
    const item = (quantity: number) => ({ quantity }) as never;
    expect(cartCount({ data: { items: [item(2), item(1)] } as never, trashed: [] })).toBe(3);
    expect(cartCount({ data: null, trashed: [] })).toBe(0);
    expect(displayName({ name: '山田 花子', email: 'a@b.c' })).toBe('山田 花子');
    expect(displayName({ name: null, first_name: '花子', last_name: '山田', email: 'a@b.c' })).toBe('山田 花子');
    expect(displayName({ name: ' ', nickname: null, email: 'a@b.c' })).toBe('a@b.c');
  });
});
