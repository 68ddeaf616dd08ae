/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { HANDOFF_TTL_MS, deriveHandoffKey, newFrameNonce, sealHandoff, unsealHandoff } from '@/lib/identity/frame-handoff';
import { isFrameNonce } from '@/lib/identity/frame-sign-in';

const key = randomBytes(32);
const nonce = newFrameNonce();
const now = Date.UTC(2026, 10, 25, 10, 0, 0);
const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMDAxIn0.sig';

describe('frame sign-in handoff', () => {
  it('opens for the frame holding the nonce, within a minute, with the token inside', () => {
    const sealed = sealHandoff({ token, nonce }, key, now);
    expect(unsealHandoff(sealed, key, nonce, now)).toEqual({ ok: true, token });
    expect(unsealHandoff(sealed, key, nonce, now + HANDOFF_TTL_MS)).toEqual({ ok: true, token });
    // Opaque: neither the token nor the nonce can be read from it.
    expect(sealed).not.toContain(token.slice(0, 20));
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain(nonce);
    // A fresh IV each time: two seals of the same session differ.
    expect(sealHandoff({ token, nonce }, key, now)).not.toBe(sealed);
  });

  it('is refused once expired', () => {
    const sealed = sealHandoff({ token, nonce }, key, now);
    expect(unsealHandoff(sealed, key, nonce, now + HANDOFF_TTL_MS + 1)).toEqual({ ok: false, reason: 'expired' });
  });

  it('is refused for another frame (other nonce, or none: the cookie expired or was spent)', () => {
    const sealed = sealHandoff({ token, nonce }, key, now);
    expect(unsealHandoff(sealed, key, newFrameNonce(), now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(unsealHandoff(sealed, key, null, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(unsealHandoff(sealed, key, `${nonce}x`, now)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('is refused when any byte changed, or under another key', () => {
    const sealed = sealHandoff({ token, nonce }, key, now);
    const raw = Buffer.from(sealed, 'base64url');
    for (const index of [0, 12, 28, raw.length - 1]) {
      const changed = Buffer.from(raw);
      changed[index] ^= 1;
      expect(unsealHandoff(changed.toString('base64url'), key, nonce, now)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(unsealHandoff(sealed, randomBytes(32), nonce, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses what is not a handoff at all', () => {
    for (const value of [undefined, null, 42, '', 'short', 'not base64!', 'a'.repeat(9000), { handoff: 'x' }]) {
      expect(unsealHandoff(value, key, nonce, now)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('derives one key per secret (every instance of a deployment opens the others’ handoffs), none without one', () => {
    const secret = randomBytes(32).toString('base64');
    const a = deriveHandoffKey(secret);
    expect(a).toHaveLength(32);
    expect(deriveHandoffKey(secret)?.equals(a as Buffer)).toBe(true);
    expect(deriveHandoffKey(`${secret}x`)?.equals(a as Buffer)).toBe(false);
    expect(deriveHandoffKey(undefined)).toBeNull();
    expect(deriveHandoffKey('')).toBeNull();
    const sealed = sealHandoff({ token, nonce }, a as Buffer, now);
    expect(unsealHandoff(sealed, deriveHandoffKey(secret) as Buffer, nonce, now)).toEqual({ ok: true, token });
  });

  it('makes nonces the completion page accepts', () => {
    expect(isFrameNonce(nonce)).toBe(true);
    expect(newFrameNonce()).not.toBe(nonce);
    expect(isFrameNonce('short')).toBe(false);
    expect(isFrameNonce(`${'a'.repeat(40)}/`)).toBe(false);
    expect(isFrameNonce(undefined)).toBe(false);
  });
});
