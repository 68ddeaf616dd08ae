import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { FULL_CAPABILITY, FULL_CAPABILITY_TEXT, parseCapability, subscribeOnlyCapability, type Capability } from './ably-capability';
import { ABLY_KEY, ABLY_KEY_NAME, ABLY_KEY_SECRET } from './config';
import type { WireError } from './ably-wire';
import { BoundedMap } from '../bounded';

/**
 * Ably authentication as the emulator accepts it: basic auth with the platform key (`key` query on
 * the WebSocket, `Authorization: Basic` over REST), or a token the platform issued through
 * `POST /keys/<keyName>/requestToken` (`access_token` query, `Authorization: Bearer base64(token)`).
 */

export interface AuthOk {
  ok: true;
  clientId?: string;
  /** What the credentials may do: everything with the key, the token's capability otherwise. */
  capability: Capability;
}
export type AuthResult = AuthOk | { ok: false; error: WireError };

export const INVALID_CREDENTIALS: WireError = { message: 'Invalid credentials', code: 40101, statusCode: 401 };
const TOKEN_EXPIRED: WireError = { message: 'Token expired', code: 40142, statusCode: 401 };
const BAD_MAC: WireError = { message: 'Invalid mac in token request', code: 40101, statusCode: 401 };
const BAD_CAPABILITY: WireError = { message: 'Invalid capability in token request', code: 40000, statusCode: 400 };

interface IssuedToken {
  clientId?: string;
  expires: number;
  capability: Capability;
}

/** The fields of a signed TokenRequest (ably-js Auth.createTokenRequest). */
export interface TokenRequestBody {
  keyName?: unknown;
  ttl?: unknown;
  capability?: unknown;
  clientId?: unknown;
  timestamp?: unknown;
  nonce?: unknown;
  mac?: unknown;
}

const DEFAULT_TTL_MS = 60 * 60_000;
/** Ably's own longest token life. */
export const MAX_TOKEN_TTL_MS = 24 * 60 * 60_000;
/** Tokens remembered at once; issuing more forgets the oldest (its client asks for a new one). */
export const MAX_TOKENS = 10_000;
/** An expired token is still known this long, so its client hears "expired" (and renews) rather than "invalid". */
const EXPIRED_GRACE_MS = 10 * 60_000;
/** Subscribe tokens handed to browsers in stream info; they renew through the storefront. */
export const SUBSCRIBE_TOKEN_TTL_MS = 60 * 60_000;
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function tokenMac(id: string): string {
  return createHmac('sha256', ABLY_KEY_SECRET).update(`token:${id}`).digest('base64url').slice(0, 16);
}

function signedByUs(token: string): boolean {
  const prefix = `${ABLY_KEY_NAME}.`;
  if (!token.startsWith(prefix)) return false;
  const [id, mac, extra] = token.slice(prefix.length).split('.');
  return Boolean(id && mac) && extra === undefined && sameText(mac, tokenMac(id));
}

export class AblyAuth {
  private readonly tokens: BoundedMap<string, IssuedToken>;

  constructor(private readonly now: () => number = Date.now) {
    this.tokens = new BoundedMap({ maxEntries: MAX_TOKENS, ttlMs: MAX_TOKEN_TTL_MS + EXPIRED_GRACE_MS, now });
  }

  get size(): number {
    return this.tokens.size;
  }

  /** The connect query of a WebSocket upgrade. */
  checkConnect(query: URLSearchParams): AuthResult {
    const key = query.get('key');
    if (key !== null) {
      return sameText(key, ABLY_KEY) ? { ok: true, clientId: query.get('clientId') ?? undefined, capability: FULL_CAPABILITY } : { ok: false, error: INVALID_CREDENTIALS };
    }
    const token = query.get('access_token') ?? query.get('accessToken');
    return token === null ? { ok: false, error: INVALID_CREDENTIALS } : this.checkToken(token);
  }

  checkToken(token: string): AuthResult {
    const issued = this.tokens.get(token);
    // A token we signed but no longer hold (expired long ago, or pushed out by the cap) is
    // "expired", as real Ably's self-verifying tokens are: the client renews instead of failing.
    if (!issued) return { ok: false, error: signedByUs(token) ? TOKEN_EXPIRED : INVALID_CREDENTIALS };
    if (issued.expires <= this.now()) {
      this.tokens.delete(token);
      return { ok: false, error: TOKEN_EXPIRED };
    }
    return { ok: true, clientId: issued.clientId, capability: issued.capability };
  }

  /** An `Authorization` header of a REST call. */
  checkHeader(header: string | undefined): AuthResult {
    const [scheme, value] = (header ?? '').split(' ');
    if (!value) return { ok: false, error: INVALID_CREDENTIALS };
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    if (/^basic$/i.test(scheme)) return sameText(decoded, ABLY_KEY) ? { ok: true, capability: FULL_CAPABILITY } : { ok: false, error: INVALID_CREDENTIALS };
    if (/^bearer$/i.test(scheme)) return this.checkToken(decoded);
    return { ok: false, error: INVALID_CREDENTIALS };
  }

  /**
   * Issues a token for a TokenRequest signed with the key secret (the mac ably-js computes), or for
   * any request made with basic auth. Returns ably's TokenDetails.
   */
  requestToken(keyName: string, body: TokenRequestBody, authorization: string | undefined) {
    if (keyName !== ABLY_KEY_NAME) return { ok: false as const, error: INVALID_CREDENTIALS };
    // Only the key itself may skip the mac: a token holder must not mint itself a wider token.
    const basic = /^basic /i.test(authorization ?? '') && this.checkHeader(authorization).ok;
    if (!basic) {
      const signText = [body.keyName, body.ttl, body.capability, body.clientId, body.timestamp, body.nonce].map(text).join('\n') + '\n';
      const mac = createHmac('sha256', ABLY_KEY_SECRET).update(signText).digest('base64');
      if (text(body.keyName) !== ABLY_KEY_NAME || !sameText(text(body.mac), mac)) return { ok: false as const, error: BAD_MAC };
    }
    const capabilityText = text(body.capability) || FULL_CAPABILITY_TEXT;
    const capability = parseCapability(capabilityText);
    if (!capability) return { ok: false as const, error: BAD_CAPABILITY };
    const ttl = Number(body.ttl) > 0 ? Math.min(Number(body.ttl), MAX_TOKEN_TTL_MS) : DEFAULT_TTL_MS;
    const clientId = typeof body.clientId === 'string' && body.clientId ? body.clientId : undefined;
    return { ok: true as const, details: this.issue(capabilityText, capability, ttl, clientId) };
  }

  /** A token that may only subscribe to these channels (stream info's ably credential). */
  subscribeToken(channels: readonly string[], ttl: number = SUBSCRIBE_TOKEN_TTL_MS): string {
    const capabilityText = subscribeOnlyCapability(channels);
    return this.issue(capabilityText, parseCapability(capabilityText) ?? new Map(), ttl).token;
  }

  private issue(capabilityText: string, capability: Capability, ttl: number, clientId?: string) {
    const issued = this.now();
    const id = randomBytes(12).toString('base64url');
    const token = `${ABLY_KEY_NAME}.${id}.${tokenMac(id)}`;
    this.tokens.set(token, { clientId, expires: issued + ttl, capability }, ttl + EXPIRED_GRACE_MS);
    return { token, keyName: ABLY_KEY_NAME, issued, expires: issued + ttl, capability: capabilityText, ...(clientId ? { clientId } : {}) };
  }

  clear(): void {
    this.tokens.clear();
  }
}
