import { fromBase64Url, randomBytes, sameText, toBase64Url } from '@/lib/crypto/web-crypto';

/**
 * Member sign-in for a room in a cross-site frame (docs/adr/0005-identity-in-a-frame.md): the
 * frame keeps a random nonce in a partitioned HttpOnly cookie, the sign-in popup (a top-level
 * window, with the first-party session) gets a sealed handoff of the member token bound to that
 * nonce, and the frame redeems it. Sealed with AES-256-GCM, so the popup, the frame's scripts
 * and anything the message passes through hold an opaque string that lives 60 seconds.
 * WebCrypto, so the Node and the edge host seal alike (docs/adr/0014-edge-host.md).
 */

export const FRAME_NONCE_COOKIE = 'kirari_frame_nonce';
/** Ten minutes to sign in in the popup. */
export const FRAME_NONCE_MAX_AGE_S = 600;
export const HANDOFF_TTL_MS = 60_000;

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_INFO = 'kirari-frame-sign-in/v1';
const encoder = new TextEncoder();
const AAD = encoder.encode(KEY_INFO);

export type UnsealFailure = 'malformed' | 'invalid' | 'expired' | 'mismatch';
export type UnsealResult = { ok: true; token: string } | { ok: false; reason: UnsealFailure };

/** 43 base64url characters (lib/identity/frame-sign-in isFrameNonce). */
export function newFrameNonce(): string {
  return toBase64Url(randomBytes(32));
}

/** A fresh random key, for a process without a configured secret. */
export function randomHandoffKey(): Uint8Array {
  return randomBytes(32);
}

/**
 * The 32-byte key: HKDF-SHA256 of the deployment's NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, which every
 * instance shares (a handoff sealed on one instance opens on another); null without one.
 */
export async function deriveHandoffKey(secret: string | undefined): Promise<Uint8Array | null> {
  if (!secret) return null;
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('kirari'), info: encoder.encode(KEY_INFO) }, material, 256);
  return new Uint8Array(bits);
}

function aesKey(key: Uint8Array, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new Uint8Array(key), 'AES-GCM', false, [usage]);
}

/** The token and nonce, expiring `HANDOFF_TTL_MS` after `now`, as one base64url string: IV, tag, then ciphertext. */
export async function sealHandoff(input: { token: string; nonce: string }, key: Uint8Array, now: number): Promise<string> {
  const iv = randomBytes(IV_BYTES);
  const plain = encoder.encode(JSON.stringify({ t: input.token, n: input.nonce, e: now + HANDOFF_TTL_MS }));
  // WebCrypto appends the tag to the ciphertext.
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: AAD, tagLength: TAG_BYTES * 8 }, await aesKey(key, 'encrypt'), plain));
  const body = sealed.subarray(0, sealed.length - TAG_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  const out = new Uint8Array(IV_BYTES + TAG_BYTES + body.length);
  out.set(iv, 0);
  out.set(tag, IV_BYTES);
  out.set(body, IV_BYTES + TAG_BYTES);
  return toBase64Url(out);
}

async function decrypt(sealed: string, key: Uint8Array): Promise<unknown> {
  const raw = fromBase64Url(sealed);
  if (!raw || raw.length <= IV_BYTES + TAG_BYTES) return undefined;
  const tagged = new Uint8Array(raw.length - IV_BYTES);
  tagged.set(raw.subarray(IV_BYTES + TAG_BYTES), 0);
  tagged.set(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES), raw.length - IV_BYTES - TAG_BYTES);
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: raw.slice(0, IV_BYTES), additionalData: AAD, tagLength: TAG_BYTES * 8 }, await aesKey(key, 'decrypt'), tagged);
    return JSON.parse(new TextDecoder().decode(plain));
  } catch {
    // A changed byte, another key: GCM's tag refuses it.
    return null;
  }
}

/** Opens a handoff for the frame whose nonce cookie is `nonce`: authentic, unexpired and for this frame. */
export async function unsealHandoff(sealed: unknown, key: Uint8Array, nonce: string | null | undefined, now: number): Promise<UnsealResult> {
  if (typeof sealed !== 'string' || sealed.length > 8192 || !/^[A-Za-z0-9_-]+$/.test(sealed)) return { ok: false, reason: 'malformed' };
  const value = await decrypt(sealed, key);
  if (value === undefined) return { ok: false, reason: 'malformed' };
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  if (!record || typeof record.t !== 'string' || typeof record.n !== 'string' || typeof record.e !== 'number') return { ok: false, reason: 'invalid' };
  if (now > record.e) return { ok: false, reason: 'expired' };
  if (!nonce || !sameText(record.n, nonce)) return { ok: false, reason: 'mismatch' };
  return { ok: true, token: record.t };
}
