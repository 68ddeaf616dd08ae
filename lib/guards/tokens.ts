import { GUEST_TOKEN_COOKIE, MEMBER_TOKEN_COOKIE } from '@/lib/identity/cookies';

/** Guard step 2, tokens: which exist, and whether the profile and subscription must be fetched. */

export type CookieReader = (name: string) => string | undefined;

export interface SessionTokens {
  memberToken: string | null;
  guestToken: string | null;
}

const present = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null);

/** The HttpOnly token cookies: the only place tokens live (issue 11; no local-storage copy). */
export function readTokens(read: CookieReader): SessionTokens {
  return { memberToken: present(read(MEMBER_TOKEN_COOKIE)), guestToken: present(read(GUEST_TOKEN_COOKIE)) };
}

/** Issue 7 decision 5: only with a member token, and only while the user is not yet a member. */
export function shouldFetchProfile(state: { memberToken: string | null; isMember: boolean }): boolean {
  return state.memberToken !== null && !state.isMember;
}
