import { decodeTokenClaims } from './token';

/**
 * Older versions kept the tokens in local storage (keys = the cookie names). Issue 11 item 3: a
 * token found there is moved into the HttpOnly cookie once (the server checks it with the
 * platform), then deleted from storage whatever the outcome.
 */

export const LEGACY_STORAGE_KEYS = { member: 'kirari_token', guest: 'kirari_guest_token' } as const;

export interface StoredTokens {
  memberToken: string | null;
  guestToken: string | null;
}

const MAX_TOKEN_LENGTH = 4096;

/** A JWT-shaped string worth sending; anything else is only deleted. */
export function usableStoredToken(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const token = value.trim();
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  return decodeTokenClaims(token).ok ? token : null;
}

export type MigrationPlan =
  /** Nothing in storage: do nothing. */
  | { action: 'none' }
  /** Only unusable values: delete them, nothing to send. */
  | { action: 'delete' }
  /** Send these to the server, then delete the keys. */
  | { action: 'send'; tokens: StoredTokens };

/** Client side: what to do with what local storage holds. */
export function planMigration(stored: { member: string | null; guest: string | null }): MigrationPlan {
  if (stored.member === null && stored.guest === null) return { action: 'none' };
  const tokens: StoredTokens = { memberToken: usableStoredToken(stored.member), guestToken: usableStoredToken(stored.guest) };
  if (!tokens.memberToken && !tokens.guestToken) return { action: 'delete' };
  return { action: 'send', tokens };
}

export interface MigrationCheck {
  /** Token cookies the request already carries: they win over storage. */
  cookies: { member: boolean; guest: boolean };
  /** Whether the platform accepted each sent token as what it claims to be. */
  accepted: { member: boolean; guest: boolean };
}

/** Server side: which cookies to write from the sent tokens. */
export function migrationWrites(tokens: StoredTokens, check: MigrationCheck): Array<{ kind: 'member' | 'guest'; token: string }> {
  const writes: Array<{ kind: 'member' | 'guest'; token: string }> = [];
  if (tokens.memberToken && !check.cookies.member && check.accepted.member) writes.push({ kind: 'member', token: tokens.memberToken });
  if (tokens.guestToken && !check.cookies.guest && check.accepted.guest) writes.push({ kind: 'guest', token: tokens.guestToken });
  return writes;
}

/** Which sent tokens the server must check with the platform (none where a cookie exists). */
export function tokensToCheck(tokens: StoredTokens, cookies: { member: boolean; guest: boolean }): StoredTokens {
  return { memberToken: cookies.member ? null : tokens.memberToken, guestToken: cookies.guest ? null : tokens.guestToken };
}
