/** @jest-environment jsdom */
import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { getDefaultStore } from 'jotai';
import { cartCountAtom, sessionGuestAtom, sessionUserAtom, toastsAtom } from '@/components/shell/atoms';
import { migrateLegacyTokens } from '@/components/identity/legacy-tokens';
import type { UnauthorizedOutcome } from '@/components/identity/actions';
import { UNAUTHORIZED_NOTICE_KEY } from '@/components/identity/unauthorized-handler';
import { cartCount, displayName } from '@/components/shell/session-view';
import { RELOAD_COUNTER_KEY, RELOAD_WINDOW_MS } from '@/lib/identity/unauthorized';

// The server half (HttpOnly cookies) is a server action; here it is a stub the tests steer.
// Not hoisted under @jest/globals: the modules under test are imported after the mock.
const mockLogoutAction = jest.fn(async () => undefined);
jest.mock('@/components/identity/actions', () => ({
  logoutAction: () => mockLogoutAction(),
  unauthorizedAction: jest.fn(),
  migrateStoredTokensAction: jest.fn(),
  refreshGuestAction: jest.fn(),
}));

type Handler = typeof import('@/components/identity/unauthorized-handler');
let configureUnauthorized: Handler['configureUnauthorized'];
let handleUnauthorized: Handler['handleUnauthorized'];
let resetUnauthorizedForTests: Handler['resetUnauthorizedForTests'];
let takePendingUnauthorizedNotice: Handler['takePendingUnauthorizedNotice'];
let logout: typeof import('@/components/identity/session-runtime').logout;

beforeAll(async () => {
  ({ configureUnauthorized, handleUnauthorized, resetUnauthorizedForTests, takePendingUnauthorizedNotice } = await import('@/components/identity/unauthorized-handler'));
  ({ logout } = await import('@/components/identity/session-runtime'));
});

const store = getDefaultStore();
const jwt = (claims: Record<string, unknown>) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the 401 rule (commerce §8)', () => {
  const reload = jest.fn();
  const refresh = jest.fn();
  const settle = jest.fn<() => Promise<UnauthorizedOutcome>>();
  let now = 1_000_000;

  beforeEach(() => {
    reload.mockReset();
    refresh.mockReset();
    settle.mockReset().mockResolvedValue({ refreshed: false, hadTokens: true });
    now = 1_000_000;
    resetUnauthorizedForTests();
    configureUnauthorized({ message: 'Session expired.', reload, refresh, settle, now: () => now });
    store.set(toastsAtom, []);
    store.set(sessionUserAtom, { id: 1001, name: 'Hanako' });
    store.set(cartCountAtom, 4);
  });

  it('has the server clear the cookies, drops the user, then reloads at most twice in the window; the message survives the reload', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      resetUnauthorizedForTests();
      await handleUnauthorized();
      expect(store.get(sessionUserAtom)).toBeNull();
      expect(store.get(cartCountAtom)).toBeNull();
    }
    expect(settle).toHaveBeenCalledTimes(3);
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
    await handleUnauthorized();
    expect(reload).not.toHaveBeenCalled();
    now += RELOAD_WINDOW_MS;
    resetUnauthorizedForTests();
    await handleUnauthorized();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('handles simultaneous failures once', async () => {
    await Promise.all([handleUnauthorized(), handleUnauthorized(), handleUnauthorized()]);
    expect(settle).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('renders again when the server refreshed an expired guest token instead of signing the guest out', async () => {
    store.set(sessionGuestAtom, { id: 5, name: 'mei' });
    settle.mockResolvedValue({ refreshed: true });
    await handleUnauthorized();
    expect(refresh).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(store.get(sessionGuestAtom)).toEqual({ id: 5, name: 'mei' });
  });

  it('does not reload for a visitor with no token: there is nothing to clear', async () => {
    settle.mockResolvedValue({ refreshed: false, hadTokens: false });
    await handleUnauthorized();
    expect(reload).not.toHaveBeenCalled();
    expect(store.get(toastsAtom).map((t) => t.message)).toEqual(['Session expired.']);
  });

  it('still says why when the server cannot be reached', async () => {
    settle.mockRejectedValue(new Error('offline'));
    await handleUnauthorized();
    expect(reload).not.toHaveBeenCalled();
    expect(store.get(toastsAtom).map((t) => t.message)).toEqual(['Session expired.']);
  });
});

describe('logout', () => {
  it('has the server clear the cookies, drops the session, and leaves a members\' page for the product list', async () => {
    store.set(sessionUserAtom, { id: 1, name: 'x' });
    store.set(cartCountAtom, 3);
    expect(await logout('/demo/live/9001')).toBeNull();
    expect(mockLogoutAction).toHaveBeenCalledTimes(1);
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(store.get(cartCountAtom)).toBe(0);
    expect(await logout('/demo/order/12')).toBe('/demo/market');
    expect(await logout('/demo/member')).toBe('/demo/market');
  });

  it('renders a public page again in place (the same route, now the public audience)', async () => {
    expect(await logout('/demo/market')).toBeNull();
    expect(await logout('/demo/market/product/101')).toBeNull();
  });
});

describe('tokens an older version left in local storage', () => {
  const member = jwt({ sub: '1001', exp: 2_000_000_000 });
  const guest = jwt({ sub: '7', login_type: 'guest' });

  it('are sent once, then deleted; a set cookie asks for a reload', async () => {
    localStorage.setItem('kirari_token', member);
    localStorage.setItem('kirari_guest_token', guest);
    const migrate = jest.fn(async (_tokens: unknown) => ({ migrated: true }));
    expect(await migrateLegacyTokens(migrate, localStorage)).toBe(true);
    expect(migrate).toHaveBeenCalledWith({ memberToken: member, guestToken: guest });
    expect(localStorage.getItem('kirari_token')).toBeNull();
    expect(localStorage.getItem('kirari_guest_token')).toBeNull();
    expect(await migrateLegacyTokens(migrate, localStorage)).toBe(false);
    expect(migrate).toHaveBeenCalledTimes(1);
  });

  it('are deleted when the server refused them, and kept for the next start when it could not be reached', async () => {
    localStorage.setItem('kirari_token', member);
    expect(await migrateLegacyTokens(async () => Promise.reject(new Error('offline')), localStorage)).toBe(false);
    expect(localStorage.getItem('kirari_token')).toBe(member);
    expect(await migrateLegacyTokens(async () => ({ migrated: false }), localStorage)).toBe(false);
    expect(localStorage.getItem('kirari_token')).toBeNull();
  });

  it('that are not tokens are deleted without a call', async () => {
    localStorage.setItem('kirari_token', 'garbage');
    const migrate = jest.fn(async () => ({ migrated: true }));
    expect(await migrateLegacyTokens(migrate, localStorage)).toBe(false);
    expect(migrate).not.toHaveBeenCalled();
    expect(localStorage.getItem('kirari_token')).toBeNull();
  });
});

describe('small rules', () => {
  // The identity rules (nickname, login target, login failures) are tested in tests/unit/identity.
  it('cart badge counts pieces; the header names the member', () => {
    const item = (quantity: number) => ({ quantity }) as never;
    expect(cartCount({ data: { items: [item(2), item(1)] } as never, trashed: [] })).toBe(3);
    expect(cartCount({ data: null, trashed: [] })).toBe(0);
    expect(displayName({ name: '山田 花子', email: 'a@b.c' })).toBe('山田 花子');
    expect(displayName({ name: null, first_name: '花子', last_name: '山田', email: 'a@b.c' })).toBe('山田 花子');
    expect(displayName({ name: ' ', nickname: null, email: 'a@b.c' })).toBe('a@b.c');
  });
});
