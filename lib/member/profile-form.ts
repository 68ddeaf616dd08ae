import { stringOf } from '@/lib/format/field';
import type { ProfileUpdatePayload, User } from '@/lib/schemas';

/**
 * The profile form of /{store}/member/update (commerce §5: a partial update of first_name,
 * last_name, phone_number, nickname, email, locale ja or zh_TW). Only changed fields are sent.
 * Zod-free: the form checks in the browser, the server action checks again.
 */

export const PROFILE_LOCALES = ['ja', 'zh_TW'] as const;
export type ProfileLocale = (typeof PROFILE_LOCALES)[number];

export interface ProfileDraft {
  last_name: string;
  first_name: string;
  nickname: string;
  phone_number: string;
  /** '' when the profile has none (or one the form does not offer) and the buyer has not chosen. */
  locale: ProfileLocale | '';
}
export type ProfileField = keyof ProfileDraft;
export const PROFILE_FIELDS: readonly ProfileField[] = ['last_name', 'first_name', 'nickname', 'phone_number', 'locale'];

export type ProfileErrorKey = 'required' | 'tooLong' | 'phoneInvalid' | 'localeInvalid';
export type ProfileErrors = Partial<Record<ProfileField, ProfileErrorKey>>;

/** Not shown in spec: our design (the platform applies the same limits). */
export const PROFILE_MAX_LENGTH = { last_name: 50, first_name: 50, nickname: 30 } as const;

export const isProfileLocale = (value: unknown): value is ProfileLocale => typeof value === 'string' && (PROFILE_LOCALES as readonly string[]).includes(value);

/** The form's starting values from the profile; a field that is not text starts empty. */
export function profileDraftOf(user: Pick<User, 'first_name' | 'last_name' | 'nickname' | 'phone_number' | 'locale'>): ProfileDraft {
  return {
    last_name: stringOf(user.last_name),
    first_name: stringOf(user.first_name),
    nickname: stringOf(user.nickname),
    phone_number: stringOf(user.phone_number),
    locale: isProfileLocale(user.locale) ? user.locale : '',
  };
}

const digitsOf = (value: string) => value.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/[\s\-‐－ー()（）]/g, '');

/**
 * Each field is checked only when it differs from the profile: a field left as it was is not sent,
 * so an old value the rules would refuse never blocks another change. Names may not be emptied;
 * the phone number may be (that removes it).
 */
export function validateProfileDraft(draft: ProfileDraft, initial: ProfileDraft): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of ['last_name', 'first_name', 'nickname'] as const) {
    const value = draft[field].trim();
    if (value === initial[field].trim()) continue;
    if (!value) errors[field] = 'required';
    else if (value.length > PROFILE_MAX_LENGTH[field]) errors[field] = 'tooLong';
  }
  const phone = digitsOf(draft.phone_number);
  if (phone !== digitsOf(initial.phone_number) && phone !== '' && !/^0\d{9,10}$/.test(phone)) errors.phone_number = 'phoneInvalid';
  if (draft.locale !== initial.locale && !isProfileLocale(draft.locale)) errors.locale = 'localeInvalid';
  return errors;
}

/** The PUT /api/v1/me body: only what changed, trimmed (phone as digits). Empty when nothing did. */
export function profileChanges(draft: ProfileDraft, initial: ProfileDraft): ProfileUpdatePayload {
  const changes: ProfileUpdatePayload = {};
  for (const field of ['last_name', 'first_name', 'nickname'] as const) {
    const value = draft[field].trim();
    if (value !== initial[field].trim()) changes[field] = value;
  }
  const phone = digitsOf(draft.phone_number);
  if (phone !== digitsOf(initial.phone_number)) changes.phone_number = phone;
  if (draft.locale !== initial.locale && isProfileLocale(draft.locale)) changes.locale = draft.locale;
  return changes;
}

/** Reads untrusted input (a server action's argument) as a draft; null when it is not draft-shaped. */
export function asProfileDraft(value: unknown): ProfileDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const draft: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) {
    const item = record[field] ?? '';
    if (typeof item !== 'string') return null;
    draft[field] = item;
  }
  return draft as unknown as ProfileDraft;
}
