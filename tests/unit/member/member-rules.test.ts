import { describe, expect, it } from '@jest/globals';
import { validateNewEmail } from '@/lib/member/email-change';
import { messengerLink, normalizePsid, validatePsid } from '@/lib/member/messenger';
import { asPasswordChangeDraft, passwordMessageKeys, toPasswordPayload, validatePasswordChange } from '@/lib/member/password-change';
import { asProfileDraft, profileChanges, profileDraftOf, validateProfileDraft, type ProfileDraft } from '@/lib/member/profile-form';
import { localeKey, providerName, socialSignIn } from '@/lib/member/profile-view';
import { z } from 'zod';
import { PasswordChangePayload, ProfileUpdatePayload } from '@/lib/schemas';

const initial: ProfileDraft = { last_name: '山田', first_name: '花子', nickname: 'はなこ', phone_number: '09012345678', locale: 'ja' };

describe('profile form', () => {
  it('starts from the profile; a locale the form does not offer starts empty', () => {
    expect(profileDraftOf({ first_name: '花子', last_name: '山田', nickname: 'はなこ', phone_number: '09012345678', locale: 'ja' })).toEqual(initial);
    expect(profileDraftOf({ first_name: null, last_name: undefined, nickname: null, phone_number: null, locale: 'en' })).toEqual({
      last_name: '',
      first_name: '',
      nickname: '',
      phone_number: '',
      locale: '',
    });
  });

  it('sends only what changed, trimmed, phone as digits', () => {
    expect(profileChanges(initial, initial)).toEqual({});
    expect(profileChanges({ ...initial, last_name: ' 佐々木 ', nickname: 'はなこ ' }, initial)).toEqual({ last_name: '佐々木' });
    expect(profileChanges({ ...initial, phone_number: '090-1234-5678' }, initial)).toEqual({});
    expect(profileChanges({ ...initial, phone_number: '080-1111-2222', locale: 'zh_TW' }, initial)).toEqual({ phone_number: '08011112222', locale: 'zh_TW' });
    expect(profileChanges({ ...initial, phone_number: '' }, initial)).toEqual({ phone_number: '' });
    const payload = profileChanges({ ...initial, first_name: '桜', locale: 'zh_TW' }, initial);
    expect(ProfileUpdatePayload.safeParse(payload).success).toBe(true);
  });

  it('checks changed fields only: names not emptied nor too long, phone digits, locale ja or zh_TW', () => {
    expect(validateProfileDraft(initial, initial)).toEqual({});
    expect(validateProfileDraft({ ...initial, last_name: '  ' }, initial)).toEqual({ last_name: 'required' });
    expect(validateProfileDraft({ ...initial, nickname: 'x'.repeat(31) }, initial)).toEqual({ nickname: 'tooLong' });
    expect(validateProfileDraft({ ...initial, first_name: 'x'.repeat(50) }, initial)).toEqual({});
    expect(validateProfileDraft({ ...initial, phone_number: '12345' }, initial)).toEqual({ phone_number: 'phoneInvalid' });
    expect(validateProfileDraft({ ...initial, phone_number: '' }, initial)).toEqual({});
    expect(validateProfileDraft({ ...initial, locale: 'en' as ProfileDraft['locale'] }, initial)).toEqual({ locale: 'localeInvalid' });
    // An old value the rules would refuse does not block other changes.
    const odd = { ...initial, phone_number: '123' };
    expect(validateProfileDraft({ ...odd, nickname: 'はな' }, odd)).toEqual({});
  });

  it('reads only draft-shaped input', () => {
    expect(asProfileDraft(initial)).toEqual(initial);
    expect(asProfileDraft({ nickname: 'a' })).toEqual({ last_name: '', first_name: '', nickname: 'a', phone_number: '', locale: '' });
    expect(asProfileDraft({ ...initial, nickname: 3 })).toBeNull();
    expect(asProfileDraft(null)).toBeNull();
  });
});

describe('password change', () => {
  const draft = { old_password: 'kirari-demo', new_password: 'kirari-new-1', confirmation: 'kirari-new-1' };

  it('asks for the old password only when the member has one', () => {
    expect(validatePasswordChange(draft, true)).toEqual({});
    expect(validatePasswordChange({ ...draft, old_password: '' }, true)).toEqual({ old_password: 'required' });
    expect(validatePasswordChange({ ...draft, old_password: '' }, false)).toEqual({});
    expect(toPasswordPayload(draft, true)).toEqual({ new_password: 'kirari-new-1', old_password: 'kirari-demo' });
    expect(toPasswordPayload(draft, false)).toEqual({ new_password: 'kirari-new-1' });
    expect(PasswordChangePayload.safeParse(toPasswordPayload(draft, false)).success).toBe(true);
  });

  it('needs a new password of 8 or more, different from the old, typed twice the same', () => {
    expect(validatePasswordChange({ ...draft, new_password: '', confirmation: '' }, true)).toEqual({ new_password: 'required', confirmation: 'required' });
    expect(validatePasswordChange({ ...draft, new_password: 'short', confirmation: 'short' }, true)).toEqual({ new_password: 'tooShort' });
    expect(validatePasswordChange({ ...draft, new_password: 'kirari-demo', confirmation: 'kirari-demo' }, true)).toEqual({ new_password: 'sameAsOld' });
    expect(validatePasswordChange({ ...draft, confirmation: 'kirari-new-2' }, true)).toEqual({ confirmation: 'mismatch' });
    // Not trimmed: a space is part of the password.
    expect(validatePasswordChange({ ...draft, confirmation: 'kirari-new-1 ' }, true)).toEqual({ confirmation: 'mismatch' });
  });

  it('names a message for each problem, and reads only draft-shaped input', () => {
    expect(passwordMessageKeys({ old_password: 'required', new_password: 'tooShort', confirmation: 'mismatch' })).toEqual({
      old_password: 'oldRequired',
      new_password: 'tooShort',
      confirmation: 'mismatch',
    });
    expect(asPasswordChangeDraft({ new_password: 'a', confirmation: 'a' })).toEqual({ old_password: '', new_password: 'a', confirmation: 'a' });
    expect(asPasswordChangeDraft({ new_password: 1, confirmation: 'a' })).toBeNull();
  });
});

describe('new e-mail', () => {
  it('is required, well formed and not the current one', () => {
    expect(validateNewEmail('', 'a@example.com')).toBe('required');
    expect(validateNewEmail('not-an-address', 'a@example.com')).toBe('invalid');
    expect(validateNewEmail('a@b', 'a@example.com')).toBe('invalid');
    expect(validateNewEmail(' A@Example.com ', 'a@example.com')).toBe('same');
    expect(validateNewEmail('hanako.new+shop@example.co.jp', 'a@example.com')).toBeNull();
  });

  it('accepts what the contract accepts for ordinary addresses', () => {
    for (const address of ['hanako.new@example.com', 'x_y-z@mail.example.jp']) {
      expect(validateNewEmail(address, 'a@example.com')).toBeNull();
      expect(z.email().safeParse(address).success).toBe(true);
    }
  });
});

describe('messenger', () => {
  it('a PSID is 5 to 32 digits; spaces and full-width digits are accepted', () => {
    expect(validatePsid('')).toBe('required');
    expect(validatePsid('12ab')).toBe('invalid');
    expect(validatePsid('1234')).toBe('invalid');
    expect(validatePsid('4400 1234 5678 9012')).toBeNull();
    expect(normalizePsid('４４００ 1234')).toBe('44001234');
  });

  it('turns a Facebook page URL into its m.me link', () => {
    expect(messengerLink('https://www.facebook.com/kirari.shop.example')).toBe('https://m.me/kirari.shop.example');
    expect(messengerLink('https://facebook.com/kirari/about')).toBe('https://m.me/kirari');
    expect(messengerLink('http://www.facebook.com/kirari')).toBeNull();
    expect(messengerLink('https://evil.example/kirari')).toBeNull();
    expect(messengerLink('not a url')).toBeNull();
    expect(messengerLink(null)).toBeNull();
  });
});

describe('profile view (issue 7: the oauth type)', () => {
  it('is facebook if linked, else the first linked provider', () => {
    expect(socialSignIn({ providers: [{ name: 'line' }, { name: 'facebook' }] })).toBe('Facebook');
    expect(socialSignIn({ providers: [{ name: 'line' }] })).toBe('LINE');
    expect(socialSignIn({ providers: [] })).toBeNull();
    expect(providerName('line')).toBe('LINE');
  });

  it('names the profile and interface locales', () => {
    expect(localeKey('zh_TW')).toBe('zh_TW');
    expect(localeKey('zh-TW')).toBe('zh_TW');
    expect(localeKey('ja')).toBe('ja');
    expect(localeKey('fr')).toBeNull();
    expect(localeKey(null)).toBeNull();
  });
});
