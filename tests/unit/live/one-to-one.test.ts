import { describe, expect, it } from '@jest/globals';
import { entranceGate, entranceTime, isOneToOneHash, type EntranceNeeds } from '@/lib/live/one-to-one';

describe('isOneToOneHash', () => {
  it('takes 16 to 32 url-safe characters', () => {
    expect(isOneToOneHash('o2oDemoTeaConsult7Q')).toBe(true);
    expect(isOneToOneHash('a'.repeat(16))).toBe(true);
    expect(isOneToOneHash('A_b-9'.repeat(6) + 'zz')).toBe(true);
  });

  it('refuses short, long, empty and non url-safe values', () => {
    for (const value of ['', 'a'.repeat(15), 'a'.repeat(33), 'abcdefghijklmnop/', 'abcdefgh.ijklmnop', 'abcdefghijklmnop%2F', 'ａｂｃdefghijklmnopq', '../../etc/passwd0000']) {
      expect({ value, valid: isOneToOneHash(value) }).toEqual({ value, valid: false });
    }
  });
});

describe('entranceGate', () => {
  const both: EntranceNeeds = { login: true, ticketCode: true };
  const ghost = { member: false, token: false, permitted: false };
  const guest = { member: false, token: true, permitted: false };
  const member = { member: true, token: true, permitted: false };

  it('asks a ghost or a guest to log in as a member when the post needs a login', () => {
    expect(entranceGate(both, ghost)).toBe('login');
    expect(entranceGate(both, guest)).toBe('login');
    // Even a guest the platform let in: the entrance wants the member.
    expect(entranceGate(both, { ...guest, permitted: true })).toBe('login');
  });

  it('asks a member without permission for the ticket code, and lets a permitted one in', () => {
    expect(entranceGate(both, member)).toBe('ticket');
    expect(entranceGate(both, { ...member, permitted: true })).toBe('enter');
  });

  it('closes a login-only session to a member who is not invited', () => {
    expect(entranceGate({ login: true, ticketCode: false }, member)).toBe('closed');
    expect(entranceGate({ login: true, ticketCode: false }, { ...member, permitted: true })).toBe('enter');
  });

  it('without a login need: a ticket needs some token, an open post lets anyone in', () => {
    const ticketOnly = { login: false, ticketCode: true };
    expect(entranceGate(ticketOnly, ghost)).toBe('login');
    expect(entranceGate(ticketOnly, guest)).toBe('ticket');
    expect(entranceGate({ login: false, ticketCode: false }, { ...ghost, permitted: true })).toBe('enter');
    expect(entranceGate({ login: false, ticketCode: false }, ghost)).toBe('closed');
  });
});

describe('entranceTime', () => {
  const upcoming = '2026-11-26T11:00:00.000Z';
  const started = '2026-11-25T11:00:00.000Z';

  it('shows the planned start before the session, its start after', () => {
    expect(entranceTime({ live_status: 'unpublished', upcoming_at: upcoming, started_at: null })).toEqual({ kind: 'startsAt', at: upcoming });
    expect(entranceTime({ live_status: 'live', upcoming_at: upcoming, started_at: started })).toEqual({ kind: 'startedAt', at: started });
    expect(entranceTime({ live_status: 'live_stopped', upcoming_at: null, started_at: started })).toEqual({ kind: 'startedAt', at: started });
  });

  it('falls back to the planned start, or nothing', () => {
    expect(entranceTime({ live_status: 'live', upcoming_at: upcoming, started_at: null })).toEqual({ kind: 'startsAt', at: upcoming });
    expect(entranceTime({ live_status: 'unpublished' })).toBeNull();
  });
});
