import { describe, expect, it } from '@jest/globals';
import {
  EMBED_MARKER_COOKIE,
  GUEST_TOKEN_COOKIE,
  cookieForContext,
  embedMarkerCookie,
  isEmbeddedRequest,
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

describe('cookies of a room in a cross-site frame (ADR 0005)', () => {
  it('are the same cookie, partitioned, SameSite=None and Secure, only when the request carries the marker', () => {
    const token = memberTokenCookie('abc', 'localhost');
    expect(cookieForContext(token, false)).toBe(token);
    const framed = cookieForContext(token, true);
    expect(framed).toEqual({ name: 'kirari_token', value: 'abc', options: { path: '/', sameSite: 'none', secure: true, httpOnly: true, maxAge: 30 * 24 * 3600, partitioned: true } });
    expect(serializeCookie(framed)).toBe('kirari_token=abc; Path=/; SameSite=None; Max-Age=2592000; Secure; HttpOnly; Partitioned');
    // Deleting in the frame deletes the partitioned copy.
    expect(clearTokenCookies('localhost').map((write) => serializeCookie(cookieForContext(write, true)))).toEqual([
      'kirari_token=; Path=/; SameSite=None; Max-Age=0; Secure; HttpOnly; Partitioned',
      'kirari_guest_token=; Path=/; SameSite=None; Max-Age=0; Secure; HttpOnly; Partitioned',
    ]);
  });

  it('the marker: set by the frame for itself, readable, partitioned; only the value 1 counts', () => {
    expect(embedMarkerCookie()).toBe(`${EMBED_MARKER_COOKIE}=1; Path=/; SameSite=None; Secure; Partitioned`);
    expect(isEmbeddedRequest((name) => (name === 'kirari_embedded' ? '1' : undefined))).toBe(true);
    expect(isEmbeddedRequest((name) => (name === 'kirari_embedded' ? 'yes' : undefined))).toBe(false);
    expect(isEmbeddedRequest(() => undefined)).toBe(false);
  });
});
