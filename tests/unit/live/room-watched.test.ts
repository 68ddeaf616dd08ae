import { describe, expect, it } from '@jest/globals';
import { watchedElsewhere } from '@/lib/live/room/watched';

const event = (userId: number | string, fingerprint: string, userType: 'user' | 'guest' = 'user') => ({ type: 'live.watched' as const, userId, userType, fingerprint });
const MINE = 'a'.repeat(64);
const OTHER = 'b'.repeat(64);

describe('watchedElsewhere', () => {
  const member = { type: 'user' as const, id: 1001, fingerprint: MINE };

  it('is the same account with another session’s fingerprint', () => {
    expect(watchedElsewhere(member, event(1001, OTHER))).toBe(true);
    expect(watchedElsewhere(member, event('1001', OTHER))).toBe(true);
    expect(watchedElsewhere({ type: 'guest', id: 80101, fingerprint: MINE }, event(80101, OTHER, 'guest'))).toBe(true);
  });

  it('is not this session, another account, or the other kind of viewer with the same id', () => {
    expect(watchedElsewhere(member, event(1001, MINE))).toBe(false);
    expect(watchedElsewhere(member, event(1002, OTHER))).toBe(false);
    expect(watchedElsewhere(member, event(1001, OTHER, 'guest'))).toBe(false);
  });

  it('never kicks a ghost or a viewer whose fingerprint the server did not give', () => {
    expect(watchedElsewhere({ type: 'ghost', id: null, fingerprint: null }, event(1001, OTHER))).toBe(false);
    expect(watchedElsewhere({ type: 'user', id: 1001, fingerprint: null }, event(1001, OTHER))).toBe(false);
  });
});
