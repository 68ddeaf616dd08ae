/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { issueGuestToken, issueMemberToken } from '@/platform/auth';
import { loginTypeFromToken } from '@/lib/identity/token';

// The storefront reads the claims the local platform actually issues (edge-like runtime: atob only).
describe('login type of platform tokens', () => {
  it.each(['kirari', 'facebook', 'line', '17live'] as const)('reads %s', (type) => {
    expect(loginTypeFromToken(issueMemberToken(1001, Date.UTC(2026, 0, 1), type))).toEqual({ ok: true, value: type });
  });
  it('gives none for a guest token', () => {
    expect(loginTypeFromToken(issueGuestToken(80101, Date.UTC(2026, 0, 1)))).toEqual({ ok: true, value: null });
  });
});
