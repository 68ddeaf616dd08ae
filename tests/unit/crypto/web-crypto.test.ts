/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { fromBase64Url, randomBytes, sameBytes, sameText, toBase64Url } from '@/lib/crypto/web-crypto';

describe('WebCrypto byte helpers (both hosts)', () => {
  it('writes and reads base64url as Node does', () => {
    for (const length of [0, 1, 2, 3, 31, 32, 33]) {
      const bytes = randomBytes(length);
      const text = toBase64Url(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64url'));
      expect(Buffer.from(fromBase64Url(text) as Uint8Array).equals(Buffer.from(bytes))).toBe(true);
    }
  });

  it('refuses what is not base64url', () => {
    expect(fromBase64Url('a+b/')).toBeNull();
    expect(fromBase64Url('abcde')).toBeNull();
    expect(fromBase64Url('ab==')).toBeNull();
  });

  it('compares secrets by content and length', () => {
    expect(sameText('secret', 'secret')).toBe(true);
    expect(sameText('secret', 'secreT')).toBe(false);
    expect(sameText('secret', 'secret!')).toBe(false);
    expect(sameText('秘密', '秘密')).toBe(true);
    expect(sameBytes(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBe(false);
  });

  it('draws fresh random bytes', () => {
    expect(randomBytes(16)).toHaveLength(16);
    expect(toBase64Url(randomBytes(16))).not.toBe(toBase64Url(randomBytes(16)));
  });
});
