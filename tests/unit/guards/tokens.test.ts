import { describe, expect, it } from '@jest/globals';
import { readTokens, restoreTokens, shouldFetchProfile } from '@/lib/guards/tokens';

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
  it('restores from local storage where cookies are missing and says what to mirror', () => {
    expect(restoreTokens({ memberToken: null, guestToken: 'g' }, { memberToken: 'm', guestToken: 'old' })).toEqual({
      memberToken: 'm',
      guestToken: 'g',
      mirror: ['member'],
    });
    expect(restoreTokens({ memberToken: null, guestToken: null }, { memberToken: null, guestToken: null }).mirror).toEqual([]);
  });
});
