import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Member sign-in for a room in a cross-site frame (docs/adr/0005-identity-in-a-frame.md): the
 * frame keeps a random nonce in a partitioned HttpOnly cookie, the sign-in popup (a top-level
 * window, with the first-party session) gets a sealed handoff of the member token bound to that
 * nonce, and the frame redeems it. Sealed with AES-256-GCM, so the popup, the frame's scripts
 * and anything the message passes through hold an opaque string that lives 60 seconds.
 */

export const FRAME_NONCE_COOKIE = 'kirari_frame_nonce';
/** Ten minutes to sign in in the popup. */
export const FRAME_NONCE_MAX_AGE_S = 600;
export const HANDOFF_TTL_MS = 60_000;

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_INFO = 'kirari-frame-sign-in/v1';
const AAD = Buffer.from(KEY_INFO);

export type UnsealFailure = 'malformed' | 'invalid' | 'expired' | 'mismatch';
export type UnsealResult = { ok: true; token: string } | { ok: false; reason: UnsealFailure };

/** 43 base64url characters (lib/identity/frame-sign-in isFrameNonce). */
export function newFrameNonce(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The 32-byte key: HKDF-SHA256 of the deployment's NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, which every
 * instance shares (a handoff sealed on one instance opens on another); null without one.
 */
export function deriveHandoffKey(secret: string | undefined): Buffer | null {
  if (!secret) return null;
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret), Buffer.from('kirari'), KEY_INFO, 32));
}

/** The token and nonce, expiring `HANDOFF_TTL_MS` after `now`, as one base64url string. */
export function sealHandoff(input: { token: string; nonce: string }, key: Buffer, now: number): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(AAD);
  const body = Buffer.concat([cipher.update(JSON.stringify({ t: input.token, n: input.nonce, e: now + HANDOFF_TTL_MS }), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function sameNonce(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function decrypt(sealed: string, key: Buffer): unknown {
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return undefined;
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(AAD);
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    // A changed byte, another key: GCM's tag refuses it.
    return null;
  }
}

/** Opens a handoff for the frame whose nonce cookie is `nonce`: authentic, unexpired and for this frame. */
export function unsealHandoff(sealed: unknown, key: Buffer, nonce: string | null | undefined, now: number): UnsealResult {
  if (typeof sealed !== 'string' || sealed.length > 8192 || !/^[A-Za-z0-9_-]+$/.test(sealed)) return { ok: false, reason: 'malformed' };
  const value = decrypt(sealed, key);
  if (value === undefined) return { ok: false, reason: 'malformed' };
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  if (!record || typeof record.t !== 'string' || typeof record.n !== 'string' || typeof record.e !== 'number') return { ok: false, reason: 'invalid' };
  if (now > record.e) return { ok: false, reason: 'expired' };
  if (!nonce || !sameNonce(record.n, nonce)) return { ok: false, reason: 'mismatch' };
  return { ok: true, token: record.t };
}
