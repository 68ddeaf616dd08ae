/** @jest-environment node */
import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { watchFingerprint } from '@/lib/identity/watch-fingerprint';
import { issueGuestToken, issueMemberToken, MEMBER_TOKEN_TTL_S } from '@/platform/auth';
import { watchFingerprint as platformFingerprint } from '@/platform/realtime/watch';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);

/** Tokens of every shape the room may hold, some a character apart. */
const TOKENS = [
  issueMemberToken(1001, NOW),
  issueMemberToken(1001, NOW + 1000),
  issueMemberToken(1002, NOW),
  issueMemberToken(1001, NOW, 'facebook'),
  issueMemberToken(1001, NOW, 'kirari', MEMBER_TOKEN_TTL_S, 'session-a'),
  issueMemberToken(1001, NOW, 'kirari', MEMBER_TOKEN_TTL_S, 'session-b'),
  issueGuestToken(80101, NOW),
  issueGuestToken(80102, NOW),
  'a',
  'b',
  'A',
  'ab',
  'ba',
  ' a',
  'a ',
  'token',
  'token\n',
  'tokeN',
  '0'.repeat(64),
  '0'.repeat(63),
  'f'.repeat(64),
  'トークン',
  'kirari-watch:',
  'kirari-watch:abc',
  'abc',
];

describe('watchFingerprint', () => {
  it('is stable: hex SHA-256 of the token under the kirari-watch: prefix', () => {
    expect(watchFingerprint('abc')).toBe('00b4017900957ceae612cd67d96a33dbe35cb3656c3d849435d456a64d5fe39d');
    for (const token of TOKENS) expect(watchFingerprint(token)).toBe(watchFingerprint(token));
  });

  it('gives 64 lower-case hex characters for every token', () => {
    for (const token of TOKENS) expect(watchFingerprint(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives different tokens different fingerprints', () => {
    const prints = TOKENS.map((token) => watchFingerprint(token));
    expect(new Set(prints).size).toBe(TOKENS.length);
  });

  it('is domain-separated: never the plain SHA-256 of the token', () => {
    for (const token of TOKENS) expect(watchFingerprint(token)).not.toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('has no fingerprint for a missing or empty token', () => {
    for (const none of [null, undefined, '', ' ', '\t\n']) expect(watchFingerprint(none)).toBeNull();
  });

  it('carries no part of the token: neither the token nor any of its JWT segments appears in it', () => {
    for (const token of TOKENS.filter((t) => t.length >= 8)) {
      const print = watchFingerprint(token) ?? '';
      expect(print).not.toContain(token);
      for (const segment of token.split('.').filter((part) => part.length >= 8)) expect(print).not.toContain(segment);
    }
  });

  it('equals what the platform publishes in live.watched', () => {
    for (const token of TOKENS.filter((t) => t.trim())) expect(platformFingerprint(token)).toBe(watchFingerprint(token));
  });
});
