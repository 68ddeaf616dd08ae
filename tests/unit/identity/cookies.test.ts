import { describe, expect, it } from '@jest/globals';
import {
  GUEST_TOKEN_COOKIE,
  MEMBER_TOKEN_COOKIE,
  baseCookieOptions,
  clearTokenCookies,
  guestTokenCookie,
  hostnameOf,
  isLocalHost,
  memberTokenCookie,
  secretCookieOptions,
  serializeCookie,
} from '@/lib/identity/cookies';

describe('member token cookie', () => {
  it('is kirari_token on path /, HttpOnly, SameSite=Lax, Secure on a real host', () => {
    expect(memberTokenCookie('abc', 'shop.kirari.example')).toEqual({
      name: 'kirari_token',
      value: 'abc',
      options: { path: '/', sameSite: 'lax', secure: true, httpOnly: true, maxAge: 30 * 24 * 3600 },
    });
  });
  it('keeps both tokens, and their deletion, out of reach of scripts (HttpOnly)', () => {
    expect(guestTokenCookie('g', 'localhost').options).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: false, maxAge: 7 * 24 * 3600 });
    expect(clearTokenCookies('localhost').every((write) => write.options.httpOnly)).toBe(true);
    // Cookies scripts may read (locale, remembered path) stay as they were.
    expect(baseCookieOptions('localhost').httpOnly).toBe(false);
    expect(secretCookieOptions('shop.kirari.example', 60)).toEqual({ path: '/', sameSite: 'lax', secure: true, httpOnly: true, maxAge: 60 });
  });
  it('is not Secure on localhost or 127.0.0.1, with or without a port', () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:3000', 'LOCALHOST', '[::1]:3000']) {
      expect(memberTokenCookie('abc', host).options.secure).toBe(false);
    }
    expect(memberTokenCookie('abc', 'localhost.example.com').options.secure).toBe(true);
  });
  it('names the guest cookie and clears both tokens', () => {
    expect(guestTokenCookie('g', 'localhost').name).toBe(GUEST_TOKEN_COOKIE);
    const cleared = clearTokenCookies('example.com');
    expect(cleared.map((c) => [c.name, c.value, c.options.maxAge])).toEqual([
      [MEMBER_TOKEN_COOKIE, '', 0],
      [GUEST_TOKEN_COOKIE, '', 0],
    ]);
  });
});

describe('cookie helpers', () => {
  it('parses host names', () => {
    expect(hostnameOf('Example.com:443')).toBe('example.com');
    expect(hostnameOf('[::1]:8080')).toBe('[::1]');
    expect(isLocalHost('127.0.0.1')).toBe(true);
    expect(isLocalHost('10.0.0.1')).toBe(false);
  });
  it('serializes as a Set-Cookie value', () => {
    expect(serializeCookie(memberTokenCookie('a b', 'example.com'))).toBe('kirari_token=a%20b; Path=/; SameSite=Lax; Max-Age=2592000; Secure; HttpOnly');
    expect(serializeCookie(memberTokenCookie('x', 'localhost'))).toBe('kirari_token=x; Path=/; SameSite=Lax; Max-Age=2592000; HttpOnly');
  });
});
