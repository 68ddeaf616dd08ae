import {
  GUEST_TOKEN_COOKIE,
  MEMBER_TOKEN_COOKIE,
  clearTokenCookies,
  guestTokenCookie,
  memberTokenCookie,
  serializeCookie,
} from '@/lib/identity/cookies';
import { restoreTokens, type SessionTokens } from '@/lib/guards/tokens';

/**
 * Browser side of the tokens: each lives in a cookie (middleware and server components read it)
 * and is mirrored in local storage (commerce §2 step 2 restores the cookie from it). Storage keys
 * are the cookie names.
 */

export const MEMBER_TOKEN_KEY = MEMBER_TOKEN_COOKIE;
export const GUEST_TOKEN_KEY = GUEST_TOKEN_COOKIE;

/** Private mode and sandboxed frames may refuse storage: tokens then live in cookies only. */
export function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${name}=`;
  const part = document.cookie.split('; ').find((item) => item.startsWith(prefix));
  if (!part) return null;
  try {
    return decodeURIComponent(part.slice(prefix.length)) || null;
  } catch {
    return null;
  }
}

function readStorage(key: string): string | null {
  try {
    return safeStorage()?.getItem(key) || null;
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    const storage = safeStorage();
    if (value) storage?.setItem(key, value);
    else storage?.removeItem(key);
  } catch {
    // Storage full or refused: the cookie still carries the token.
  }
}

const host = () => window.location.hostname;

/** Cookie first (what the server saw), then storage. */
export function currentTokens(): SessionTokens {
  return {
    memberToken: readCookie(MEMBER_TOKEN_COOKIE) ?? readStorage(MEMBER_TOKEN_KEY),
    guestToken: readCookie(GUEST_TOKEN_COOKIE) ?? readStorage(GUEST_TOKEN_KEY),
  };
}

export function saveMemberToken(token: string): void {
  document.cookie = serializeCookie(memberTokenCookie(token, host()));
  writeStorage(MEMBER_TOKEN_KEY, token);
}

export function saveGuestToken(token: string): void {
  document.cookie = serializeCookie(guestTokenCookie(token, host()));
  writeStorage(GUEST_TOKEN_KEY, token);
}

/** Logout and the 401 rule: both tokens, both places. */
export function clearTokens(): void {
  for (const write of clearTokenCookies(host())) document.cookie = serializeCookie(write);
  writeStorage(MEMBER_TOKEN_KEY, null);
  writeStorage(GUEST_TOKEN_KEY, null);
}

/**
 * Commerce §2 step 2 in the browser: a token only in storage gets its cookie back (returns which,
 * so the caller can refresh the server render); a token only in a cookie is mirrored to storage.
 */
export function restoreTokenCookies(): Array<'member' | 'guest'> {
  const cookies: SessionTokens = { memberToken: readCookie(MEMBER_TOKEN_COOKIE), guestToken: readCookie(GUEST_TOKEN_COOKIE) };
  const storage: SessionTokens = { memberToken: readStorage(MEMBER_TOKEN_KEY), guestToken: readStorage(GUEST_TOKEN_KEY) };
  const restored = restoreTokens(cookies, storage);
  if (restored.mirror.includes('member') && restored.memberToken) document.cookie = serializeCookie(memberTokenCookie(restored.memberToken, host()));
  if (restored.mirror.includes('guest') && restored.guestToken) document.cookie = serializeCookie(guestTokenCookie(restored.guestToken, host()));
  if (cookies.memberToken && cookies.memberToken !== storage.memberToken) writeStorage(MEMBER_TOKEN_KEY, cookies.memberToken);
  if (cookies.guestToken && cookies.guestToken !== storage.guestToken) writeStorage(GUEST_TOKEN_KEY, cookies.guestToken);
  return restored.mirror;
}
