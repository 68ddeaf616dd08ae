import type { AddressErrorKey, AddressType } from '@/lib/address/address-draft';
import { PREFECTURES } from '@/lib/address/prefectures';

/**
 * Strings of the address form and list, built on the server from the `address` messages and
 * passed as props (no next-intl client runtime). Client modules import the types only.
 */

/** The part of a next-intl translator these helpers use. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface AddressFormLabels {
  name: string;
  phone: string;
  phoneHint: string;
  postcode: string;
  postcodeHint: string;
  prefecture: string;
  prefecturePlaceholder: string;
  /** In code order; the label is the name to show (kanji, or romaji in English). */
  prefectures: { code: string; name: string; label: string }[];
  city: string;
  line: string;
  building: string;
  type: string;
  types: Record<AddressType, string>;
  submit: string;
  submitting: string;
  cancel: string;
  /** `tooLong` carries {max}. */
  errors: Record<AddressErrorKey, string>;
  /** Announced when the form is sent with problems. */
  fixFields: string;
}

export interface AddressListLabels {
  heading: string;
  empty: string;
  types: Record<AddressType, string>;
  phone: string;
  /** With {name}: the delete button's accessible name. */
  delete: string;
  deleting: string;
  confirmTitle: string;
  /** With {name} and {address}. */
  confirmBody: string;
  confirmDelete: string;
  cancel: string;
  close: string;
}

const typeNames = (t: Translate): Record<AddressType, string> => ({
  home_delivery: t('types.home_delivery'),
  self_pick_up: t('types.self_pick_up'),
  custom: t('types.custom'),
});

/** `t` is `getTranslations('address')`. */
export function addressFormLabels(t: Translate): AddressFormLabels {
  const romaji = t('prefectureStyle') === 'romaji';
  return {
    name: t('name'),
    phone: t('phone'),
    phoneHint: t('phoneHint'),
    postcode: t('postcode'),
    postcodeHint: t('postcodeHint'),
    prefecture: t('prefecture'),
    prefecturePlaceholder: t('prefecturePlaceholder'),
    prefectures: PREFECTURES.map((p) => ({ code: p.code, name: p.name, label: romaji ? `${p.romaji} (${p.name})` : p.name })),
    city: t('city'),
    line: t('line'),
    building: t('building'),
    type: t('type'),
    types: typeNames(t),
    submit: t('submit'),
    submitting: t('submitting'),
    cancel: t('cancel'),
    errors: {
      required: t('errors.required'),
      tooLong: t('errors.tooLong', { max: '{max}' }),
      postcodeInvalid: t('errors.postcodeInvalid'),
      phoneInvalid: t('errors.phoneInvalid'),
      prefectureInvalid: t('errors.prefectureInvalid'),
      typeInvalid: t('errors.typeInvalid'),
    },
    fixFields: t('errors.fixFields'),
  };
}

export function addressListLabels(t: Translate): AddressListLabels {
  return {
    heading: t('listHeading'),
    empty: t('empty'),
    types: typeNames(t),
    phone: t('phone'),
    delete: t('delete', { name: '{name}' }),
    deleting: t('deleting'),
    confirmTitle: t('confirmTitle'),
    confirmBody: t('confirmBody', { name: '{name}', address: '{address}' }),
    confirmDelete: t('confirmDelete'),
    cancel: t('cancel'),
    close: t('close'),
  };
}
