/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { HANDOFF_TTL_MS, deriveHandoffKey, newFrameNonce, randomHandoffKey, sealHandoff, unsealHandoff } from '@/lib/identity/frame-handoff';
import { isFrameNonce } from '@/lib/identity/frame-sign-in';

const key = randomBytes(32);
const nonce = newFrameNonce();
const now = Date.UTC(2026, 10, 25, 10, 0, 0);
const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMDAxIn0.sig';
const AAD = Buffer.from('kirari-frame-sign-in/v1');

describe('frame sign-in handoff', () => {
  it('opens for the frame holding the nonce, within a minute, with the token inside', async () => {
    const sealed = await sealHandoff({ token, nonce }, key, now);
    expect(await unsealHandoff(sealed, key, nonce, now)).toEqual({ ok: true, token });
    expect(await unsealHandoff(sealed, key, nonce, now + HANDOFF_TTL_MS)).toEqual({ ok: true, token });
    // Opaque: neither the token nor the nonce can be read from it.
    expect(sealed).not.toContain(token.slice(0, 20));
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain(nonce);
    // A fresh IV each time: two seals of the same session differ.
    expect(await sealHandoff({ token, nonce }, key, now)).not.toBe(sealed);
  });

  it('is refused once expired', async () => {
    const sealed = await sealHandoff({ token, nonce }, key, now);
    expect(await unsealHandoff(sealed, key, nonce, now + HANDOFF_TTL_MS + 1)).toEqual({ ok: false, reason: 'expired' });
  });

  it('is refused for another frame (other nonce, or none: the cookie expired or was spent)', async () => {
    const sealed = await sealHandoff({ token, nonce }, key, now);
    expect(await unsealHandoff(sealed, key, newFrameNonce(), now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(await unsealHandoff(sealed, key, null, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(await unsealHandoff(sealed, key, `${nonce}x`, now)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('is refused when any byte changed, or under another key', async () => {
    const sealed = await sealHandoff({ token, nonce }, key, now);
    const raw = Buffer.from(sealed, 'base64url');
    for (const index of [0, 12, 28, raw.length - 1]) {
      const changed = Buffer.from(raw);
      changed[index] ^= 1;
      expect(await unsealHandoff(changed.toString('base64url'), key, nonce, now)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(await unsealHandoff(sealed, randomHandoffKey(), nonce, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses what is not a handoff at all', async () => {
    for (const value of [undefined, null, 42, '', 'short', 'not base64!', 'a'.repeat(9000), 'a'.repeat(41), { handoff: 'x' }]) {
      expect(await unsealHandoff(value, key, nonce, now)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('derives one key per secret (every instance of a deployment opens the others’ handoffs), none without one', async () => {
    const secret = randomBytes(32).toString('base64');
    const a = await deriveHandoffKey(secret);
    expect(a).toHaveLength(32);
    expect(Buffer.from((await deriveHandoffKey(secret)) as Uint8Array).equals(a as Uint8Array)).toBe(true);
    expect(Buffer.from((await deriveHandoffKey(`${secret}x`)) as Uint8Array).equals(a as Uint8Array)).toBe(false);
    expect(await deriveHandoffKey(undefined)).toBeNull();
    expect(await deriveHandoffKey('')).toBeNull();
    const sealed = await sealHandoff({ token, nonce }, a as Uint8Array, now);
    expect(await unsealHandoff(sealed, (await deriveHandoffKey(secret)) as Uint8Array, nonce, now)).toEqual({ ok: true, token });
  });

  it('is the node:crypto seal it replaced (same key, same layout): Node and edge instances of one deployment open each other’s', async () => {
    const secret = randomBytes(32).toString('base64');
    const nodeKey = Buffer.from(hkdfSync('sha256', Buffer.from(secret), Buffer.from('kirari'), 'kirari-frame-sign-in/v1', 32));
    const webKey = (await deriveHandoffKey(secret)) as Uint8Array;
    expect(nodeKey.equals(webKey)).toBe(true);
    // Sealed the node:crypto way (IV, tag, ciphertext), opened the WebCrypto way…
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', nodeKey, iv).setAAD(AAD);
    const body = Buffer.concat([cipher.update(JSON.stringify({ t: token, n: nonce, e: now + HANDOFF_TTL_MS }), 'utf8'), cipher.final()]);
    const nodeSealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    expect(await unsealHandoff(nodeSealed, webKey, nonce, now)).toEqual({ ok: true, token });
    // …and the other way round.
    const raw = Buffer.from(await sealHandoff({ token, nonce }, webKey, now), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', nodeKey, raw.subarray(0, 12)).setAAD(AAD);
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'));
    expect(plain).toEqual({ t: token, n: nonce, e: now + HANDOFF_TTL_MS });
  });

  it('makes nonces the completion page accepts', () => {
    expect(isFrameNonce(nonce)).toBe(true);
    expect(newFrameNonce()).not.toBe(nonce);
    expect(isFrameNonce('short')).toBe(false);
    expect(isFrameNonce(`${'a'.repeat(40)}/`)).toBe(false);
    expect(isFrameNonce(undefined)).toBe(false);
  });
});
