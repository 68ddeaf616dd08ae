import { describe, expect, it } from '@jest/globals';
import { needsSessionRefresh } from '@/lib/identity/session-refresh';

describe('needsSessionRefresh', () => {
  it('renders again when the client holds a token the server rendered without', () => {
    expect(needsSessionRefresh({ member: false, guest: false }, { memberToken: 'm', guestToken: null })).toBe(true);
    expect(needsSessionRefresh({ member: true, guest: false }, { memberToken: 'm', guestToken: 'g' })).toBe(true);
  });
  it('does nothing when the server saw every token the client has, or there is none', () => {
    expect(needsSessionRefresh({ member: true, guest: false }, { memberToken: 'm', guestToken: null })).toBe(false);
    expect(needsSessionRefresh({ member: false, guest: false }, { memberToken: null, guestToken: null })).toBe(false);
    // A token the server saw but the client has since dropped (logout) is not a reason to render again.
    expect(needsSessionRefresh({ member: true, guest: true }, { memberToken: null, guestToken: null })).toBe(false);
  });
});
