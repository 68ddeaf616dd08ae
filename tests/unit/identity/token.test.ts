import { describe, expect, it } from '@jest/globals';
import { decodeBase64Url, decodeTokenClaims, loginTypeFromToken, loginTypeOf } from '@/lib/identity/token';

/** base64url without padding, as JWTs carry it; UTF-8 via TextEncoder-free escaping. */
function b64url(text: string): string {
  const binary = unescape(encodeURIComponent(text));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const tokenWith = (claims: unknown) => `${HEADER}.${b64url(JSON.stringify(claims))}.c2ln`;

describe('loginTypeFromToken', () => {
  it.each(['facebook', 'line', 'kirari', '17live'] as const)('reads login_type %s from the claims', (type) => {
    expect(loginTypeFromToken(tokenWith({ sub: '1', login_type: type }))).toEqual({ ok: true, value: type });
    expect(loginTypeOf(tokenWith({ login_type: type }))).toBe(type);
  });

  it('gives no login type for guest tokens, unknown types and missing claims', () => {
    expect(loginTypeFromToken(tokenWith({ login_type: 'guest' }))).toEqual({ ok: true, value: null });
    expect(loginTypeFromToken(tokenWith({ login_type: 'google' }))).toEqual({ ok: true, value: null });
    expect(loginTypeFromToken(tokenWith({ sub: '1' }))).toEqual({ ok: true, value: null });
  });

  it('gives no login type for a malformed token', () => {
    for (const token of ['', 'abc', 'a.b', 'a..c', 'a.b.c.d', `${HEADER}.${b64url('not json')}.x`, `${HEADER}.${b64url('[1,2]')}.x`, `${HEADER}.${b64url('null')}.x`, null, undefined]) {
      expect(loginTypeFromToken(token)).toEqual({ ok: true, value: null });
    }
  });

  it('yields an invalid-token error for a payload that is not base64', () => {
    expect(loginTypeFromToken(`${HEADER}.not*base64!.sig`)).toEqual({ ok: false, error: 'invalid_token' });
    expect(loginTypeFromToken(`${HEADER}.abcde.sig`)).toEqual({ ok: false, error: 'invalid_token' }); // 4n+1 length
    expect(loginTypeOf(`${HEADER}.not*base64!.sig`)).toBeNull();
  });

  it('reads a platform token (real shape, url-safe alphabet, UTF-8 claims)', () => {
    const token = tokenWith({ sub: '1001', login_type: 'line', name: 'はなこ', iat: 1, exp: 2 });
    const claims = decodeTokenClaims(token);
    expect(claims).toEqual({ ok: true, value: { sub: '1001', login_type: 'line', name: 'はなこ', iat: 1, exp: 2 } });
  });
});

describe('decodeBase64Url', () => {
  it('decodes with or without padding and the url-safe alphabet', () => {
    expect(decodeBase64Url('aGk')).toBe('hi');
    expect(decodeBase64Url('aGk=')).toBe('hi');
    expect(decodeBase64Url(b64url('??>>'))).toBe('??>>');
  });
  it('returns null for text outside the alphabet', () => {
    expect(decodeBase64Url('a+b/')).toBeNull();
    expect(decodeBase64Url('ab c')).toBeNull();
  });
  it('decodes invalid UTF-8 to an empty string (malformed, not invalid)', () => {
    expect(decodeBase64Url('__4')).toBe(''); // bytes ff fe
  });
});
