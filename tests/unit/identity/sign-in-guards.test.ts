/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { guestRefreshDelay, tokenExpiresAt } from '@/lib/identity/session-refresh';
import { encodeSocialState, readSocialReturn, socialStateMatches } from '@/lib/identity/social-state';
import { migrationWrites, planMigration, tokensToCheck, usableStoredToken } from '@/lib/identity/token-migration';

const jwt = (claims: Record<string, unknown>) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
const state = encodeSocialState(new Uint8Array(32).map((_, i) => i * 7));

describe('social sign-in state nonce', () => {
  it('encodes 32 random bytes as 43 base64url characters', () => {
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(encodeSocialState(new Uint8Array(32).fill(255))).not.toBe(state);
  });

  it('matches only the same, well-formed value on both sides', () => {
    expect(socialStateMatches(state, state)).toBe(true);
    expect(socialStateMatches(state, `${state.slice(0, -1)}A` === state ? `${state.slice(0, -1)}B` : `${state.slice(0, -1)}A`)).toBe(false);
    // Missing on either side: an attacker's link carries no cookie, a forged return no state.
    expect(socialStateMatches(undefined, state)).toBe(false);
    expect(socialStateMatches(state, null)).toBe(false);
    expect(socialStateMatches('', '')).toBe(false);
    // Short or odd values never match, even when equal.
    expect(socialStateMatches('abc', 'abc')).toBe(false);
    expect(socialStateMatches(`${state}<`, `${state}<`)).toBe(false);
  });

  it('reads the return query', () => {
    expect(readSocialReturn(new URLSearchParams(`login_status=success&token=t.o.k&state=${state}`))).toEqual({ status: 'success', token: 't.o.k', state });
    expect(readSocialReturn(new URLSearchParams('login_status=success&token=t.o.k'))).toEqual({ status: 'success', token: 't.o.k', state: null });
    expect(readSocialReturn(new URLSearchParams('login_status=failed&state=x'))).toEqual({ status: 'failed' });
    expect(readSocialReturn(new URLSearchParams('login_status=verifying'))).toEqual({ status: 'verifying' });
    expect(readSocialReturn(new URLSearchParams('login_status=success'))).toEqual({ status: 'invalid' });
    expect(readSocialReturn(new URLSearchParams(''))).toEqual({ status: 'invalid' });
  });
});

describe('moving tokens out of local storage', () => {
  const member = jwt({ sub: '1001' });
  const guest = jwt({ sub: '7', login_type: 'guest' });

  it('plans nothing for empty storage, a deletion for junk, a call for tokens', () => {
    expect(planMigration({ member: null, guest: null })).toEqual({ action: 'none' });
    expect(planMigration({ member: 'garbage', guest: '' })).toEqual({ action: 'delete' });
    expect(planMigration({ member: ` ${member} `, guest: 'junk' })).toEqual({ action: 'send', tokens: { memberToken: member, guestToken: null } });
    expect(planMigration({ member: null, guest })).toEqual({ action: 'send', tokens: { memberToken: null, guestToken: guest } });
  });

  it('accepts only JWT-shaped strings of sane length', () => {
    expect(usableStoredToken(member)).toBe(member);
    expect(usableStoredToken(42)).toBeNull();
    expect(usableStoredToken(jwt({ pad: 'x'.repeat(5000) }))).toBeNull();
  });

  it('writes a cookie only for a token the platform accepted and only where no cookie exists', () => {
    const tokens = { memberToken: member, guestToken: guest };
    expect(migrationWrites(tokens, { cookies: { member: false, guest: false }, accepted: { member: true, guest: true } })).toEqual([
      { kind: 'member', token: member },
      { kind: 'guest', token: guest },
    ]);
    expect(migrationWrites(tokens, { cookies: { member: false, guest: false }, accepted: { member: false, guest: true } })).toEqual([{ kind: 'guest', token: guest }]);
    // The cookie the server already has wins over storage.
    expect(migrationWrites(tokens, { cookies: { member: true, guest: false }, accepted: { member: true, guest: false } })).toEqual([]);
    expect(tokensToCheck(tokens, { member: true, guest: false })).toEqual({ memberToken: null, guestToken: guest });
  });
});

describe('guest token renewal', () => {
  const now = 1_700_000_000_000;

  it('is due a minute before the expiry, at once when later than that', () => {
    expect(guestRefreshDelay(now + 3_600_000, now)).toBe(3_540_000);
    expect(guestRefreshDelay(now + 30_000, now)).toBe(0);
    expect(guestRefreshDelay(now - 5_000, now)).toBe(0);
    expect(guestRefreshDelay(null, now)).toBeNull();
    // Beyond what a timer can wait: the next start checks again.
    expect(guestRefreshDelay(now + 30 * 24 * 3600 * 1000, now)).toBeNull();
  });

  it('reads the expiry from the exp claim', () => {
    expect(tokenExpiresAt(jwt({ exp: 1_700_000_060 }))).toBe(1_700_000_060_000);
    expect(tokenExpiresAt(jwt({ sub: '1' }))).toBeNull();
    expect(tokenExpiresAt('not-a-token')).toBeNull();
  });
});

