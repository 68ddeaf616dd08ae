/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { allows, allowsAny, FULL_CAPABILITY, parseCapability, subscribeOnlyCapability } from '@/platform/realtime/ably-capability';

const ROOM = ['cart|9001', 'comment|9001', 'comment-failed|9001', 'notification|9001'];

describe('ably capabilities', () => {
  it('subscribe-only on exactly the room channels', () => {
    const capability = parseCapability(subscribeOnlyCapability(ROOM))!;
    for (const channel of ROOM) {
      expect(allows(capability, channel, 'subscribe')).toBe(true);
      expect(allows(capability, channel, 'publish')).toBe(false);
      expect(allows(capability, channel, 'presence')).toBe(false);
    }
    for (const other of ['notification|9002', 'notification|90011', 'notification|900', 'notification', '*']) {
      expect(allowsAny(capability, other)).toBe(false);
      expect(allows(capability, other, 'subscribe')).toBe(false);
    }
  });

  it('the key holds every operation on every channel', () => {
    expect(allows(FULL_CAPABILITY, 'notification|1', 'publish')).toBe(true);
    expect(allows(FULL_CAPABILITY, 'anything', 'presence')).toBe(true);
  });

  it('prefix resources and the operation wildcard', () => {
    const capability = parseCapability('{"comment|*":["subscribe"],"cart|1":["*"]}')!;
    expect(allows(capability, 'comment|42', 'subscribe')).toBe(true);
    expect(allows(capability, 'comment|42', 'publish')).toBe(false);
    expect(allows(capability, 'cart|1', 'publish')).toBe(true);
    expect(allowsAny(capability, 'cart|2')).toBe(false);
  });

  it('refuses what is not a capability', () => {
    for (const text of ['', 'nope', '[]', '{}', '{"a":"subscribe"}', '{"a":[1]}', 'null']) expect(parseCapability(text)).toBeNull();
  });
});
