import type { SavedAddress, SavedAddressPayload } from '@/lib/schemas';
import { prefectureByCode, prefectureByName } from './prefectures';

/**
 * A JP address as the buyer types it (commerce §3 saved address, region JP only), its checks and
 * the `POST /api/v1/addresses` payload. Pure and zod-free: the form runs these checks in the
 * browser before submit, the server action runs them again before calling the platform.
 */

/** Saved-address types (commerce §3); the same values as lib/schemas SavedAddressType. */
export const ADDRESS_TYPES = ['home_delivery', 'self_pick_up', 'custom'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export interface AddressDraft {
  name: string;
  phone_number: string;
  postcode: string;
  /** The prefecture as written (東京都). */
  level_one: string;
  /** Its JIS code ('13'); '' until one is chosen. */
  level_one_code: string;
  /** City, ward, town or village. */
  level_two: string;
  /** Street and block number. */
  level_three: string;
  /** Building and room (optional). */
  level_four: string;
  type: AddressType;
}

export type AddressField = Exclude<keyof AddressDraft, 'level_one_code'>;
export const ADDRESS_FIELDS: readonly AddressField[] = ['name', 'phone_number', 'postcode', 'level_one', 'level_two', 'level_three', 'level_four', 'type'];

/** Message keys (messages namespace `address`, under `errors`). */
export type AddressErrorKey = 'required' | 'tooLong' | 'postcodeInvalid' | 'phoneInvalid' | 'prefectureInvalid' | 'typeInvalid';
export type AddressErrors = Partial<Record<AddressField, AddressErrorKey>>;

/** Not shown in spec: our design. Long enough for any real name or address line. */
export const ADDRESS_MAX_LENGTH: Record<'name' | 'level_two' | 'level_three' | 'level_four', number> = {
  name: 50,
  level_two: 100,
  level_three: 100,
  level_four: 100,
};

export const EMPTY_ADDRESS_DRAFT: AddressDraft = {
  name: '',
  phone_number: '',
  postcode: '',
  level_one: '',
  level_one_code: '',
  level_two: '',
  level_three: '',
  level_four: '',
  type: 'home_delivery',
};

// Japanese keyboards often type full-width digits and long-vowel marks or dashes for hyphens.
const FULL_WIDTH_DIGIT = /[０-９]/g;
const DASHES = /[‐‑‒–—―−－ーｰ]/g;

function halfWidth(value: string): string {
  return value.replace(FULL_WIDTH_DIGIT, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0)).replace(DASHES, '-');
}

/** `1500001`, `150-0001` or `１５０－０００１` → `150-0001`; null when not 7 digits. */
export function normalizePostcode(value: string): string | null {
  const match = /^(\d{3})-?(\d{4})$/.exec(halfWidth(value).replace(/\s+/g, ''));
  return match ? `${match[1]}-${match[2]}` : null;
}

/** Digits only (hyphens, spaces and brackets dropped), 10 or 11 of them starting with 0 (JP numbers); null otherwise. */
export function normalizePhone(value: string): string | null {
  const digits = halfWidth(value).replace(/[\s()（）-]/g, '');
  return /^0\d{9,10}$/.test(digits) ? digits : null;
}

const isAddressType = (value: unknown): value is AddressType => typeof value === 'string' && (ADDRESS_TYPES as readonly string[]).includes(value);

/** Field → message key for every problem; an empty object means the draft can be sent. */
export function validateAddressDraft(draft: AddressDraft): AddressErrors {
  const errors: AddressErrors = {};
  const blank = (value: string) => value.trim() === '';
  const tooLong = (field: keyof typeof ADDRESS_MAX_LENGTH) => draft[field].trim().length > ADDRESS_MAX_LENGTH[field];

  if (blank(draft.name)) errors.name = 'required';
  else if (tooLong('name')) errors.name = 'tooLong';

  if (blank(draft.phone_number)) errors.phone_number = 'required';
  else if (!normalizePhone(draft.phone_number)) errors.phone_number = 'phoneInvalid';

  if (blank(draft.postcode)) errors.postcode = 'required';
  else if (!normalizePostcode(draft.postcode)) errors.postcode = 'postcodeInvalid';

  if (blank(draft.level_one) && blank(draft.level_one_code)) errors.level_one = 'required';
  else if (!resolvePrefecture(draft)) errors.level_one = 'prefectureInvalid';

  if (blank(draft.level_two)) errors.level_two = 'required';
  else if (tooLong('level_two')) errors.level_two = 'tooLong';

  if (blank(draft.level_three)) errors.level_three = 'required';
  else if (tooLong('level_three')) errors.level_three = 'tooLong';

  if (tooLong('level_four')) errors.level_four = 'tooLong';
  if (!isAddressType(draft.type)) errors.type = 'typeInvalid';
  return errors;
}

export const isValidAddressDraft = (draft: AddressDraft): boolean => Object.keys(validateAddressDraft(draft)).length === 0;

/** The code wins; a name alone (an old record without a code) is looked up. Both must agree when both are given. */
function resolvePrefecture(draft: Pick<AddressDraft, 'level_one' | 'level_one_code'>) {
  const byCode = draft.level_one_code.trim() ? prefectureByCode(draft.level_one_code.trim()) : null;
  const byName = draft.level_one.trim() ? prefectureByName(draft.level_one) : null;
  if (byCode && byName && byCode.code !== byName.code) return null;
  return byCode ?? byName;
}

/**
 * The `POST /api/v1/addresses` payload (lib/schemas SavedAddressPayload) of a valid draft: trimmed,
 * phone as digits, postcode as 123-4567, the prefecture's name and JIS code, empty optional lines left out.
 * Throws on an invalid draft: callers validate first.
 */
export function toAddressPayload(draft: AddressDraft): SavedAddressPayload {
  const phone = normalizePhone(draft.phone_number);
  const postcode = normalizePostcode(draft.postcode);
  const prefecture = resolvePrefecture(draft);
  if (!phone || !postcode || !prefecture || !isValidAddressDraft(draft)) throw new Error('toAddressPayload: the draft is not valid');
  const address: SavedAddressPayload['address'] = {
    region: 'JP',
    postcode,
    level_one: prefecture.name,
    level_one_code: prefecture.code,
    level_two: draft.level_two.trim(),
    level_three: draft.level_three.trim(),
  };
  const building = draft.level_four.trim();
  if (building) address.level_four = building;
  return { name: draft.name.trim(), phone_number: phone, type: draft.type, address };
}

/** Reads untrusted input (a server action's argument) as a draft; null when it is not draft-shaped. */
export function asAddressDraft(value: unknown): AddressDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const draft = { ...EMPTY_ADDRESS_DRAFT };
  for (const key of Object.keys(EMPTY_ADDRESS_DRAFT) as (keyof AddressDraft)[]) {
    const field = record[key];
    if (field === undefined || field === null) continue;
    if (typeof field !== 'string') return null;
    (draft as Record<keyof AddressDraft, string>)[key] = field;
  }
  // An unknown type is kept: validation reports it (typeInvalid) rather than silently changing it.
  return draft;
}

/** A saved address back into the form's shape (to edit a copy, or to prefill). */
export function draftFromSavedAddress(saved: Pick<SavedAddress, 'name' | 'phone_number' | 'type' | 'address'>): AddressDraft {
  const record = saved.address;
  const prefecture = prefectureByCode(record?.level_one_code) ?? prefectureByName(record?.level_one);
  return {
    name: saved.name,
    phone_number: saved.phone_number,
    postcode: record?.postcode ?? '',
    level_one: prefecture?.name ?? record?.level_one ?? '',
    level_one_code: prefecture?.code ?? record?.level_one_code ?? '',
    level_two: record?.level_two ?? '',
    level_three: record?.level_three ?? '',
    level_four: record?.level_four ?? '',
    type: saved.type,
  };
}
