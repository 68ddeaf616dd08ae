import { GUEST_TOKEN_COOKIE, MEMBER_TOKEN_COOKIE } from '@/lib/identity/cookies';

/** Guard step 2, tokens: which exist, and whether the profile and subscription must be fetched. */

export type CookieReader = (name: string) => string | undefined;

export interface SessionTokens {
  memberToken: string | null;
  guestToken: string | null;
}

const present = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null);

/** Middleware sees cookies only; the browser also has local storage (see `restoreTokens`). */
export function readTokens(read: CookieReader): SessionTokens {
  return { memberToken: present(read(MEMBER_TOKEN_COOKIE)), guestToken: present(read(GUEST_TOKEN_COOKIE)) };
}

/**
 * Browser side: cookies win, local storage fills gaps. `mirror` names the tokens that exist only
 * in storage, so the caller writes them back to cookies and the next middleware pass sees them.
 */
export function restoreTokens(
  cookies: SessionTokens,
  storage: SessionTokens,
): SessionTokens & { mirror: Array<'member' | 'guest'> } {
  const memberToken = cookies.memberToken ?? present(storage.memberToken);
  const guestToken = cookies.guestToken ?? present(storage.guestToken);
  const mirror: Array<'member' | 'guest'> = [];
  if (!cookies.memberToken && memberToken) mirror.push('member');
  if (!cookies.guestToken && guestToken) mirror.push('guest');
  return { memberToken, guestToken, mirror };
}

/** Issue 7 decision 5: only with a member token, and only while the user is not yet a member. */
export function shouldFetchProfile(state: { memberToken: string | null; isMember: boolean }): boolean {
  return state.memberToken !== null && !state.isMember;
}
