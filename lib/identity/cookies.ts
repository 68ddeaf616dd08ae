/**
 * Cookies as data: guards and identity code say what to write, the adapter (middleware, server
 * actions, route handlers) writes it. Same names as lib/api/server-context.ts, without its Next
 * import, so the edge middleware can share them. Token cookies are HttpOnly: only the server
 * writes or reads them (issue 11 item 3).
 */

export const MEMBER_TOKEN_COOKIE = 'kirari_token';
export const GUEST_TOKEN_COOKIE = 'kirari_guest_token';

/** Lifetimes follow the platform's token lifetimes (30 days member, 7 days guest). */
export const MEMBER_TOKEN_MAX_AGE_S = 30 * 24 * 3600;
export const GUEST_TOKEN_MAX_AGE_S = 7 * 24 * 3600;

export interface CookieOptions {
  /** Commerce §9: cookie default path is /. */
  path: string;
  sameSite: 'lax' | 'strict' | 'none';
  secure: boolean;
  httpOnly: boolean;
  /** Seconds; absent means a session cookie, 0 deletes. */
  maxAge?: number;
  /** CHIPS: kept per top-level site; only for cookies of a room in a cross-site frame (ADR 0005). */
  partitioned?: boolean;
}

export interface CookieWrite {
  name: string;
  value: string;
  options: CookieOptions;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** The hostname of a Host header value or a bare hostname (port stripped, lower-cased). */
export function hostnameOf(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.split(':')[0];
}

/** Browsers drop Secure cookies on plain-http localhost in some setups, so local dev goes without. */
export function isLocalHost(host: string): boolean {
  return LOCAL_HOSTS.has(hostnameOf(host));
}

/** Path /, SameSite=Lax, Secure outside localhost; readable by scripts (locale, remembered path). */
export function baseCookieOptions(host: string, maxAge?: number): CookieOptions {
  const options: CookieOptions = { path: '/', sameSite: 'lax', secure: !isLocalHost(host), httpOnly: false };
  if (maxAge !== undefined) options.maxAge = maxAge;
  return options;
}

/** The base options, HttpOnly: bearer tokens and sign-in nonces never reach a script. */
export function secretCookieOptions(host: string, maxAge?: number): CookieOptions {
  return { ...baseCookieOptions(host, maxAge), httpOnly: true };
}

export function memberTokenCookie(token: string, host: string): CookieWrite {
  return { name: MEMBER_TOKEN_COOKIE, value: token, options: secretCookieOptions(host, MEMBER_TOKEN_MAX_AGE_S) };
}

export function guestTokenCookie(token: string, host: string): CookieWrite {
  return { name: GUEST_TOKEN_COOKIE, value: token, options: secretCookieOptions(host, GUEST_TOKEN_MAX_AGE_S) };
}

/** Logout and the 401 rule clear both tokens. */
export function clearTokenCookies(host: string): CookieWrite[] {
  return [MEMBER_TOKEN_COOKIE, GUEST_TOKEN_COOKIE].map((name) => ({ name, value: '', options: secretCookieOptions(host, 0) }));
}

/** `Set-Cookie` form of a write. */
export function serializeCookie({ name, value, options }: CookieWrite): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path}`, `SameSite=${capitalize(options.sameSite)}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  if (options.secure) parts.push('Secure');
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.partitioned) parts.push('Partitioned');
  return parts.join('; ');
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** A cookie's value in a `document.cookie` string, decoded; null when absent, empty or malformed. */
export function cookieValueIn(cookies: string, name: string): string | null {
  const prefix = `${name}=`;
  const part = cookies.split('; ').find((item) => item.startsWith(prefix));
  if (!part) return null;
  try {
    return decodeURIComponent(part.slice(prefix.length)) || null;
  } catch {
    return null;
  }
}

/**
 * The marker a room in a cross-site frame sets for itself (components/live/embed/useEmbedMarker):
 * partitioned, so it exists only in frames under that host, and with it the server knows a
 * request comes from such a frame (docs/adr/0005-identity-in-a-frame.md).
 */
export const EMBED_MARKER_COOKIE = 'kirari_embedded';

/** A request (or document) of a cross-site frame: it carries the partitioned marker. */
export function isEmbeddedRequest(cookie: (name: string) => string | null | undefined): boolean {
  return cookie(EMBED_MARKER_COOKIE) === '1';
}

/**
 * A write as the request's context needs it: in a cross-site frame the browser takes only
 * `SameSite=None; Secure` cookies, kept in the host's partition (same name, so every reader works;
 * at top level only the first-party copy is sent, in the frame only the partitioned one).
 */
export function cookieForContext(write: CookieWrite, embedded: boolean): CookieWrite {
  if (!embedded) return write;
  return { ...write, options: { ...write.options, sameSite: 'none', secure: true, partitioned: true } };
}

/** The marker's `document.cookie` line (a session cookie: the frame sets it again on every visit). */
export function embedMarkerCookie(): string {
  return serializeCookie({ name: EMBED_MARKER_COOKIE, value: '1', options: { path: '/', sameSite: 'none', secure: true, httpOnly: false, partitioned: true } });
}
