import { describe, expect, it } from '@jest/globals';
import { oauthType, senderName, viewerIdentity, viewerKind } from '@/lib/identity/viewer';

const user = { id: 1001 };
const guest = { id: 80101, name: 'ゲスト', group_stream_name: null };

describe('viewerKind', () => {
  it('is member with a token and a profile', () => {
    expect(viewerKind({ memberToken: 't', user, guestToken: 'g', guest })).toBe('member');
  });
  it('is guest with a guest token and a nickname', () => {
    expect(viewerKind({ memberToken: null, user: null, guestToken: 'g', guest })).toBe('guest');
    expect(viewerKind({ guestToken: 'g', guest: { id: 1, name: null, group_stream_name: 'グループ' } })).toBe('guest');
  });
  it('is ghost otherwise', () => {
    expect(viewerKind({})).toBe('ghost');
    expect(viewerKind({ memberToken: 't', user: null })).toBe('ghost'); // profile not loaded
    expect(viewerKind({ memberToken: '', user })).toBe('ghost');
    expect(viewerKind({ guestToken: 'g', guest: { id: 1, name: '  ', group_stream_name: null } })).toBe('ghost');
    expect(viewerKind({ guestToken: null, guest })).toBe('ghost');
  });
});

describe('viewerIdentity', () => {
  it('carries the id of members and guests only', () => {
    expect(viewerIdentity({ memberToken: 't', user })).toEqual({ type: 'user', id: 1001 });
    expect(viewerIdentity({ guestToken: 'g', guest })).toEqual({ type: 'guest', id: 80101 });
    expect(viewerIdentity({})).toEqual({ type: 'ghost' });
  });
});

describe('oauthType', () => {
  it('is facebook when linked, else the first linked provider, else null', () => {
    expect(oauthType({ providers: [{ name: 'line' }, { name: 'facebook' }] })).toBe('facebook');
    expect(oauthType({ providers: [{ name: 'line' }] })).toBe('line');
    expect(oauthType({ providers: [] })).toBeNull();
    expect(oauthType(null)).toBeNull();
  });
});

describe('senderName', () => {
  it('prefers the group-stream nickname, then the username, then the guest name', () => {
    expect(senderName({ groupStreamName: 'G', username: 'U', guestName: 'N' })).toBe('G');
    expect(senderName({ groupStreamName: null, username: 'U', guestName: 'N' })).toBe('U');
    expect(senderName({ groupStreamName: '', username: ' ', guestName: 'N' })).toBe('N');
    expect(senderName({})).toBe('');
  });
});
