/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { privateCacheControl, privateJson, UNCOMPRESSED_MAX_BYTES } from '@/lib/api/private-json';

describe('privateCacheControl', () => {
  it('keeps a small answer from compression, never from privacy', () => {
    expect(privateCacheControl(0)).toBe('private, no-store, no-transform');
    expect(privateCacheControl(UNCOMPRESSED_MAX_BYTES)).toBe('private, no-store, no-transform');
  });
  it('leaves a larger answer to compression', () => {
    expect(privateCacheControl(UNCOMPRESSED_MAX_BYTES + 1)).toBe('private, no-store');
  });
});

describe('privateJson', () => {
  it('answers the JSON with its length in bytes (not characters)', async () => {
    const answer = privateJson({ kind: 'ok', name: 'キラリ' }, 200);
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({ kind: 'ok', name: 'キラリ' });
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.headers.get('cache-control')).toBe('private, no-store, no-transform');
  });
  it('carries the status it is given', () => {
    expect(privateJson({ kind: 'failed' }, 404).status).toBe(404);
  });
});
