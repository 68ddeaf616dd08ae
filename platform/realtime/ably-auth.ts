import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { FULL_CAPABILITY, FULL_CAPABILITY_TEXT, parseCapability, subscribeOnlyCapability, type Capability } from './ably-capability';
import { ABLY_KEY, ABLY_KEY_NAME, ABLY_KEY_SECRET } from './config';
import type { WireError } from './ably-wire';

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
/** Subscribe tokens handed to browsers in stream info; they renew through the storefront. */
export const SUBSCRIBE_TOKEN_TTL_MS = 60 * 60_000;
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export class AblyAuth {
  private readonly tokens = new Map<string, IssuedToken>();

  constructor(private readonly now: () => number = Date.now) {}

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
    if (!issued) return { ok: false, error: INVALID_CREDENTIALS };
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
    const ttl = Number(body.ttl) > 0 ? Number(body.ttl) : DEFAULT_TTL_MS;
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
    // Expired tokens are refused anyway: forget them so the table does not grow with every page view.
    for (const [known, entry] of this.tokens) if (entry.expires <= issued) this.tokens.delete(known);
    const token = `${ABLY_KEY_NAME}.${randomBytes(12).toString('base64url')}`;
    this.tokens.set(token, { clientId, expires: issued + ttl, capability });
    return { token, keyName: ABLY_KEY_NAME, issued, expires: issued + ttl, capability: capabilityText, ...(clientId ? { clientId } : {}) };
  }

  clear(): void {
    this.tokens.clear();
  }
}
