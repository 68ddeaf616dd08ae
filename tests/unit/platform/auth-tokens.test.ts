/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { issueGuestToken, issueMemberToken, verifyToken } from '@/platform/auth';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

describe('platform tokens', () => {
  it('issues JWT-shaped member tokens whose claims carry sub, login_type and exp', () => {
    const token = issueMemberToken(1001, NOW, 'line');
    const [header, payload, signature] = token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({ sub: '1001', login_type: 'line', iat: NOW / 1000 });
    expect(signature).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(verifyToken(token, NOW)).toMatchObject({ ok: true, claims: { sub: '1001', login_type: 'line' } });
  });

  it('is deterministic for the same subject and time', () => {
    expect(issueMemberToken(1001, NOW)).toBe(issueMemberToken(1001, NOW));
  });

  it('rejects an expired token unless refresh allows it', () => {
    const token = issueGuestToken(80101, NOW, 60);
    expect(verifyToken(token, NOW + 59_000).ok).toBe(true);
    expect(verifyToken(token, NOW + 60_000)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyToken(token, NOW + 60_000, true).ok).toBe(true);
  });

  it('rejects a forged signature, a changed payload and malformed tokens', () => {
    const token = issueMemberToken(1001, NOW);
    const [header, , signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ sub: '1002', login_type: 'kirari', iat: 0, exp: 9e9 })).toString('base64url');
    expect(verifyToken(`${header}.${otherPayload}.${signature}`, NOW)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyToken(`${token}x`, NOW)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyToken('a.b', NOW)).toEqual({ ok: false, reason: 'malformed' });
  });
});
