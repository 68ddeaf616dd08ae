/**
 * Reading JWT-shaped tokens (header.payload.signature, base64url) without verifying them: the
 * storefront only needs claims for display (login type); the platform checks signatures.
 * Live-room §6/§8: a malformed token gives no login type; an invalid base64 token is an error.
 */

export const LOGIN_TYPES = ['facebook', 'line', 'kirari', '17live'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export type TokenClaims = Record<string, unknown>;

export type TokenErrorCode = 'invalid_token' | 'malformed_token';
export type TokenResult<T> = { ok: true; value: T } | { ok: false; error: TokenErrorCode };

const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

/** base64url (padding optional) to a UTF-8 string; null when the text is not base64 at all. */
export function decodeBase64Url(segment: string): string | null {
  if (!BASE64URL.test(segment)) return null;
  const body = segment.replace(/=+$/, '');
  // A length of 4n+1 cannot come from any byte sequence.
  if (body.length % 4 === 1) return null;
  const standard = body.replace(/-/g, '+').replace(/_/g, '/');
  let binary: string;
  try {
    binary = atob(standard + '='.repeat((4 - (standard.length % 4)) % 4));
  } catch {
    return null;
  }
  // Percent-decoding the bytes is a UTF-8 decode that works alike in edge, node and jsdom.
  try {
    return decodeURIComponent(Array.from(binary, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''));
  } catch {
    // Not UTF-8: base64 was fine, so the token is malformed rather than invalid.
    return '';
  }
}

/**
 * The payload claims. invalid_token: the payload is not base64url. malformed_token: no payload
 * part, or it is not a JSON object.
 */
export function decodeTokenClaims(token: string | null | undefined): TokenResult<TokenClaims> {
  const parts = (token ?? '').split('.');
  if (parts.length !== 3 || !parts[1]) return { ok: false, error: 'malformed_token' };
  const json = decodeBase64Url(parts[1]);
  if (json === null) return { ok: false, error: 'invalid_token' };
  try {
    const claims: unknown = JSON.parse(json);
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return { ok: false, error: 'malformed_token' };
    return { ok: true, value: claims as TokenClaims };
  } catch {
    return { ok: false, error: 'malformed_token' };
  }
}

function isLoginType(value: unknown): value is LoginType {
  return typeof value === 'string' && (LOGIN_TYPES as readonly string[]).includes(value);
}

/**
 * Login type from the `login_type` claim. A malformed token (or a guest token, or an unknown type)
 * is `{ ok: true, value: null }`; only a payload that is not base64 is the invalid-token error.
 */
export function loginTypeFromToken(token: string | null | undefined): TokenResult<LoginType | null> {
  const claims = decodeTokenClaims(token);
  if (!claims.ok) return claims.error === 'invalid_token' ? claims : { ok: true, value: null };
  const type = claims.value.login_type;
  return { ok: true, value: isLoginType(type) ? type : null };
}

/** For display: the login type, or null for any token that has none. */
export function loginTypeOf(token: string | null | undefined): LoginType | null {
  const result = loginTypeFromToken(token);
  return result.ok ? result.value : null;
}
