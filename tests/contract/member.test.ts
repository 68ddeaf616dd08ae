/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { changePassword, login, updateMe } from '@/lib/api/auth';
import { bindFacebook, createAddress, deleteAddress, getAddresses, getFacebookBindingStatus } from '@/lib/api/member';
import { sendVerificationEmail, verifyEmail } from '@/lib/api/password';
import { getFacebookChannels } from '@/lib/api/store';
import {
  ChangePasswordAnswer,
  DeleteAddressAnswer,
  FacebookBindAnswer,
  FacebookBindingStatusAnswer,
  FacebookChannelsAnswer,
  LoginAnswer,
  MeAnswer,
  SavedAddressAnswer,
  SavedAddressesAnswer,
  SentMailList,
  VerificationNoticeAnswer,
  VerifyEmailAnswer,
} from '@/lib/schemas';
import { issueMemberToken } from '@/platform/auth';
import { DEMO, expectAnswer, expectFailure, expectParses, raw, setupHarness } from './harness';

const harness = setupHarness({ reset: true, login: 'each' });

/** The social-only member (no password, e-mail verifying); signed in with a platform-issued token. */
const socialToken = () => issueMemberToken(1003, Date.now(), 'facebook');

async function verificationLinks(to: string) {
  const answer = await raw(harness.api, `/__control/mail?to=${encodeURIComponent(to)}`);
  return expectParses(SentMailList, JSON.parse(answer.text)).data.filter((mail) => mail.kind === 'email_verification');
}

describe('PUT /api/v1/me (partial profile update)', () => {
  it('changes only the fields sent; the name follows first and last name', async () => {
    const { data } = expectAnswer(MeAnswer, await updateMe({ first_name: '桜', last_name: '佐々木' }, { token: harness.token }));
    expect(data).toMatchObject({ first_name: '桜', last_name: '佐々木', name: '佐々木 桜', nickname: 'はなこ', email: DEMO.email, locale: 'ja', status: 'verified' });
    const phone = expectAnswer(MeAnswer, await updateMe({ phone_number: '080-1111-2222' }, { token: harness.token })).data;
    expect(phone).toMatchObject({ phone_number: '08011112222', name: '佐々木 桜' });
  });

  it('answers 422 with a message per field', async () => {
    const cases: [Parameters<typeof updateMe>[0], string][] = [
      [{ email: 'not-an-email' }, 'email'],
      [{ email: 'blocked@example.com' }, 'email'],
      [{ locale: 'en' as 'ja' }, 'locale'],
      [{ nickname: '   ' }, 'nickname'],
      [{ first_name: 'x'.repeat(51) }, 'first_name'],
      [{ phone_number: '12345' }, 'phone_number'],
    ];
    for (const [payload, field] of cases) {
      const body = expectFailure(await updateMe(payload, { token: harness.token }), 422);
      expect(Object.keys(body.errors ?? {})).toEqual([field]);
    }
    // Nothing was changed by the refused calls.
    const { data } = expectAnswer(MeAnswer, await updateMe({}, { token: harness.token }));
    expect(data).toMatchObject({ email: DEMO.email, nickname: 'はなこ', locale: 'ja', phone_number: '09012345678' });
  });

  it('a new e-mail puts the account back to verifying and sends a link to the email-verify page; following it verifies', async () => {
    const { data } = expectAnswer(MeAnswer, await updateMe({ email: 'hanako@example.com' }, { token: harness.token }));
    expect(data).toMatchObject({ email: 'hanako@example.com', status: 'verifying' });
    const links = await verificationLinks('hanako@example.com');
    expect(links).toHaveLength(1);
    expect(links[0].path).toMatch(/^\/demo\/member\/email-verify\?token=[\w-]+$/);

    // Sending again for a store replaces the link: the first stops working.
    expectAnswer(VerificationNoticeAnswer, await sendVerificationEmail({ store: 'taiwan' }, { token: harness.token }));
    const [first, second] = await verificationLinks('hanako@example.com');
    expect(second.path).toMatch(/^\/taiwan\/member\/email-verify\?token=/);
    const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('token')!;
    expectFailure(await verifyEmail({ token: tokenOf(first.path) }), 422, 'EMAIL_VERIFY_TOKEN_INVALID');
    expectAnswer(VerifyEmailAnswer, await verifyEmail({ token: tokenOf(second.path) }));
    expect(expectAnswer(MeAnswer, await updateMe({}, { token: harness.token })).data.status).toBe('verified');
    expectAnswer(LoginAnswer, await login({ email: 'hanako@example.com', password: DEMO.password }));
  });

  it('keeps the status when the same address is sent again', async () => {
    const { data } = expectAnswer(MeAnswer, await updateMe({ email: DEMO.email.toUpperCase() }, { token: harness.token }));
    expect(data.status).toBe('verified');
    expect(await verificationLinks(DEMO.email)).toHaveLength(0);
  });
});

describe('PUT /api/v1/me/password', () => {
  it('needs the right old password when the member has one', async () => {
    const missing = expectFailure(await changePassword({ new_password: 'another-pass' }, { token: harness.token }), 422);
    expect(missing.errors?.old_password).toEqual(['The old password field is required.']);
    const wrong = expectFailure(await changePassword({ old_password: 'nope', new_password: 'another-pass' }, { token: harness.token }), 422);
    expect(wrong.message).toBe('The old password is incorrect.');
    const short = expectFailure(await changePassword({ old_password: DEMO.password, new_password: 'short' }, { token: harness.token }), 422);
    expect(short.errors?.new_password).toBeDefined();
    expectFailure(await changePassword({ old_password: DEMO.password, new_password: '' }, { token: harness.token }), 422);
    expectAnswer(ChangePasswordAnswer, await changePassword({ old_password: DEMO.password, new_password: 'another-pass' }, { token: harness.token }));
    expectFailure(await login(DEMO), 401, 'EMAIL_OR_PASSWORD_INCORRECT');
    expectAnswer(LoginAnswer, await login({ email: DEMO.email, password: 'another-pass' }));
  });

  it('a member without a password sets one without the old one, then has a password', async () => {
    const social = socialToken();
    expect(expectAnswer(MeAnswer, await updateMe({}, { token: social })).data.has_password).toBe(false);
    expectAnswer(ChangePasswordAnswer, await changePassword({ new_password: 'first-pass-1' }, { token: social }));
    expect(expectAnswer(MeAnswer, await updateMe({}, { token: social })).data.has_password).toBe(true);
    expectAnswer(LoginAnswer, await login({ email: 'social-buyer@example.com', password: 'first-pass-1' }));
    expectFailure(await changePassword({ new_password: 'second-pass-2' }, { token: social }), 422);
  });

  it('is for members only', async () => {
    expectFailure(await changePassword({ new_password: 'another-pass' }, { token: null }), 401);
  });
});

describe('facebook channels: binding status and bind', () => {
  it('a member links Messenger to the store page; the status turns bound', async () => {
    const [channel] = expectAnswer(FacebookChannelsAnswer, await getFacebookChannels('demo')).data;
    const before = channel.facebook_mappings_count ?? 0;
    expect(expectAnswer(FacebookBindingStatusAnswer, await getFacebookBindingStatus(channel.id, { token: harness.token })).status).toBe('unbound');
    expectAnswer(FacebookBindAnswer, await bindFacebook({ psid: '4400123456789012', page_id: String(channel.id) }, { token: harness.token }));
    expect(expectAnswer(FacebookBindingStatusAnswer, await getFacebookBindingStatus(channel.id, { token: harness.token })).status).toBe('bound');
    // Binding again is harmless and counts once.
    expectAnswer(FacebookBindAnswer, await bindFacebook({ psid: '4400123456789012', page_id: String(channel.id) }, { token: harness.token }));
    expect(expectAnswer(FacebookChannelsAnswer, await getFacebookChannels('demo')).data[0].facebook_mappings_count).toBe(before + 1);
    // Another member still sees their own status.
    expect(expectAnswer(FacebookBindingStatusAnswer, await getFacebookBindingStatus(channel.id, { token: socialToken() })).status).toBe('unbound');
  });

  it('refuses a bad psid, an unknown page, a PSID of another member, and anonymous calls', async () => {
    const page = '72';
    expect(expectFailure(await bindFacebook({ psid: 'abc', page_id: page }, { token: harness.token }), 422).errors?.psid).toBeDefined();
    expect(expectFailure(await bindFacebook({ psid: '', page_id: page }, { token: harness.token }), 422).errors?.psid).toBeDefined();
    expect(expectFailure(await bindFacebook({ psid: '4400123456789012', page_id: '999' }, { token: harness.token }), 422).errors?.page_id).toBeDefined();
    expectAnswer(FacebookBindAnswer, await bindFacebook({ psid: '4400123456789012', page_id: page }, { token: harness.token }));
    expect(expectFailure(await bindFacebook({ psid: '4400123456789012', page_id: page }, { token: socialToken() }), 422).errors?.psid).toBeDefined();
    expectFailure(await bindFacebook({ psid: '4400123456789012', page_id: page }, { token: null }), 401);
    expectFailure(await getFacebookBindingStatus(72, { token: null }), 401);
    expectFailure(await getFacebookBindingStatus(999, { token: harness.token }), 404);
  });
});

describe('addresses', () => {
  it('adds, lists and deletes a saved address', async () => {
    const { data: saved } = expectAnswer(
      SavedAddressAnswer,
      await createAddress(
        {
          name: '山田 花子',
          phone_number: '09012345678',
          type: 'home_delivery',
          address: { region: 'JP', postcode: '150-0001', level_one: '東京都', level_one_code: '13', level_two: '渋谷区', level_three: '神宮前5-10-1' },
        },
        { token: harness.token },
      ),
    );
    expect(saved.address).toMatchObject({ postcode: '150-0001', level_one_code: '13', full_address: '〒150-0001 東京都渋谷区神宮前5-10-1' });
    expect(expectAnswer(SavedAddressesAnswer, await getAddresses({ token: harness.token })).data.map((a) => a.id)).toContain(saved.id);
    expectAnswer(DeleteAddressAnswer, await deleteAddress(saved.id, { token: harness.token }));
    expect(expectAnswer(SavedAddressesAnswer, await getAddresses({ token: harness.token })).data.map((a) => a.id)).not.toContain(saved.id);
    expectFailure(await deleteAddress(saved.id, { token: harness.token }), 404);
  });
});
