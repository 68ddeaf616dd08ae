/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { changePassword, createGuestToken, getLivewebMe, login, passportLogin, refreshGuestToken, updateGuest, updateMe } from '@/lib/api';
import { ChangePasswordAnswer, GuestTokenAnswer, LivewebMeAnswer, LoginAnswer, MeAnswer, UpdateGuestAnswer } from '@/lib/schemas';
import { issueGuestToken, issueMemberToken, verifyToken } from '@/platform/auth';
import { DEMO, demoToken, expectAnswer, expectFailure, setupHarness } from './harness';

setupHarness();

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));

describe('POST /api/v2/auth/user/login', () => {
  it('signs the demo member in with a JWT-shaped kirari_token', async () => {
    const answer = expectAnswer(LoginAnswer, await login(DEMO));
    expect(answer.success).toBe(true);
    expect(answer.kirari_token.split('.')).toHaveLength(3);
    expect(claimsOf(answer.kirari_token)).toMatchObject({ sub: '1001', login_type: 'kirari', exp: expect.any(Number) });
  });

  it('accepts the e-mail in any case', async () => {
    expectAnswer(LoginAnswer, await login({ ...DEMO, email: 'Buyer@Example.com' }));
  });

  it('answers 401 EMAIL_OR_PASSWORD_INCORRECT for a wrong password or unknown e-mail', async () => {
    expectFailure(await login({ ...DEMO, password: 'wrong' }), 401, 'EMAIL_OR_PASSWORD_INCORRECT');
    expectFailure(await login({ email: 'nobody@example.com', password: 'x' }), 401, 'EMAIL_OR_PASSWORD_INCORRECT');
    // A member from social sign-in has no password to match.
    expectFailure(await login({ email: 'social-buyer@example.com', password: '' }), 401, 'EMAIL_OR_PASSWORD_INCORRECT');
  });

  it('answers 422 with field messages for a malformed e-mail', async () => {
    const body = expectFailure(await login({ email: 'not-an-email', password: 'x' }), 422);
    expect(body.errors?.email).toBeDefined();
  });

  it('signs in with a passport token; 401 PASSPORT_TOKEN_EXPIRED_OR_INVALID for an expired or unknown one', async () => {
    const answer = expectAnswer(LoginAnswer, await passportLogin('passport-demo-valid'));
    expect(claimsOf(answer.kirari_token).sub).toBe('1001');
    expectFailure(await passportLogin('passport-demo-expired'), 401, 'PASSPORT_TOKEN_EXPIRED_OR_INVALID');
    expectFailure(await passportLogin('nope'), 401, 'PASSPORT_TOKEN_EXPIRED_OR_INVALID');
  });
});

describe('guests', () => {
  it('creates a guest with a token, renames it and refreshes the token', async () => {
    const created = expectAnswer(GuestTokenAnswer, await createGuestToken({ name: 'ゆき' }));
    expect(created.data).toMatchObject({ name: 'ゆき', token: expect.any(String) });
    const guestToken = created.data.token;
    expect(claimsOf(guestToken).login_type).toBe('guest');

    expectAnswer(UpdateGuestAnswer, await updateGuest({ name: 'ゆきこ' }, { guestToken }));
    const me = expectAnswer(LivewebMeAnswer, await getLivewebMe({ token: null, guestToken }));
    expect(me).toMatchObject({ user: null, guest: { id: created.data.id, name: 'ゆきこ' } });

    const refreshed = expectAnswer(GuestTokenAnswer, await refreshGuestToken({ guestToken }));
    expect(refreshed.data.id).toBe(created.data.id);
  });

  it('creates a guest from a group-stream name', async () => {
    const created = expectAnswer(GuestTokenAnswer, await createGuestToken({ group_stream_name: 'りん@グループ' }));
    expect(created.data.group_stream_name).toBe('りん@グループ');
  });

  it('refreshes an expired guest token but refuses it elsewhere', async () => {
    const created = expectAnswer(GuestTokenAnswer, await createGuestToken({ name: 'old' }));
    const expired = issueGuestToken(created.data.id, Date.now(), -60);
    expectFailure(await updateGuest({ name: 'x' }, { guestToken: expired }), 401);
    const refreshed = expectAnswer(GuestTokenAnswer, await refreshGuestToken({ guestToken: expired }));
    expect(verifyToken(refreshed.data.token, Date.now()).ok).toBe(true);
  });

  it('answers 422 for an empty name and 401 for updates without a guest token', async () => {
    expectFailure(await createGuestToken({ name: ' ' }), 422);
    expectFailure(await updateGuest({ name: 'x' }, { guestToken: null }), 401);
    expectFailure(await refreshGuestToken({ guestToken: null }), 401);
  });
});

describe('GET /api/v1/liveweb/me', () => {
  it('answers a ghost with both null', async () => {
    expect(expectAnswer(LivewebMeAnswer, await getLivewebMe({ token: null, guestToken: null }))).toEqual({ user: null, guest: null });
  });

  it('answers the member, and the member and guest together', async () => {
    const token = await demoToken(login);
    const member = expectAnswer(LivewebMeAnswer, await getLivewebMe({ token }));
    expect(member.user).toMatchObject({ id: 1001, email: DEMO.email, has_password: true, status: 'verified' });
    expect(member.user?.providers.map((p) => p.name)).toEqual(['line']);
    const guest = expectAnswer(GuestTokenAnswer, await createGuestToken({ name: 'both' }));
    const both = expectAnswer(LivewebMeAnswer, await getLivewebMe({ token, guestToken: guest.data.token }));
    expect(both.user?.id).toBe(1001);
    expect(both.guest?.id).toBe(guest.data.id);
    // A stale guest token beside a valid member token is ignored, not a 401.
    const stale = expectAnswer(LivewebMeAnswer, await getLivewebMe({ token, guestToken: 'stale.guest.token' }));
    expect(stale).toMatchObject({ user: { id: 1001 }, guest: null });
    expectFailure(await getLivewebMe({ token: null, guestToken: 'stale.guest.token' }), 401);
  });

  it("answers 401 'Unauthenticated.' for an expired, forged or malformed member token", async () => {
    const expired = issueMemberToken(1001, Date.now(), 'kirari', -60);
    const forged = `${expired.split('.').slice(0, 2).join('.')}.c2lnbmF0dXJl`;
    for (const token of [expired, forged, 'not-a-token']) {
      const body = expectFailure(await getLivewebMe({ token }), 401);
      expect(body.message).toBe('Unauthenticated.');
    }
  });
});

describe('PUT /api/v1/me and /api/v1/me/password', () => {
  it('updates part of the profile and answers the whole profile', async () => {
    const token = await demoToken(login);
    const { data } = expectAnswer(MeAnswer, await updateMe({ nickname: 'はな', locale: 'zh_TW' }, { token }));
    expect(data).toMatchObject({ nickname: 'はな', locale: 'zh_TW', email: DEMO.email, first_name: '花子' });
    expectAnswer(MeAnswer, await updateMe({ locale: 'ja' }, { token }));
  });

  it('refuses a taken or malformed e-mail with field messages, and anonymous calls with 401', async () => {
    const token = await demoToken(login);
    expect(expectFailure(await updateMe({ email: 'blocked@example.com' }, { token }), 422).errors?.email).toBeDefined();
    expect(expectFailure(await updateMe({ email: 'bad' }, { token }), 422).errors?.email).toBeDefined();
    expectFailure(await updateMe({ nickname: 'x' }, { token: null }), 401);
  });

  it('changes the password only with the old one', async () => {
    const token = await demoToken(login);
    expect(expectFailure(await changePassword({ old_password: 'wrong', new_password: 'another-pass' }, { token }), 422).errors?.old_password).toBeDefined();
    expectAnswer(ChangePasswordAnswer, await changePassword({ old_password: DEMO.password, new_password: 'another-pass' }, { token }));
    expectAnswer(LoginAnswer, await login({ ...DEMO, password: 'another-pass' }));
    expectAnswer(ChangePasswordAnswer, await changePassword({ old_password: 'another-pass', new_password: DEMO.password }, { token }));
  });
});
