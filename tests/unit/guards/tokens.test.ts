import { describe, expect, it } from '@jest/globals';
import { readTokens, shouldFetchProfile } from '@/lib/guards/tokens';

const jar = (values: Record<string, string>) => (name: string) => values[name];

describe('tokens (guard 2)', () => {
  it('reads the member and guest cookies', () => {
    expect(readTokens(jar({ kirari_token: 'm', kirari_guest_token: 'g' }))).toEqual({ memberToken: 'm', guestToken: 'g' });
    expect(readTokens(jar({ kirari_token: '  ' }))).toEqual({ memberToken: null, guestToken: null });
  });
  it('fetches profile and subscription only with a member token while not yet a member', () => {
    expect(shouldFetchProfile({ memberToken: 'm', isMember: false })).toBe(true);
    expect(shouldFetchProfile({ memberToken: 'm', isMember: true })).toBe(false);
    expect(shouldFetchProfile({ memberToken: null, isMember: false })).toBe(false);
  });
});
