import { ADDRESS_FIELDS, ADDRESS_MAX_LENGTH, type AddressErrorKey, type AddressErrors, type AddressField } from './address-draft';

/** The platform's 422 keys (`name`, `address.postcode`, `address.level_one_code` …) as form fields. */
export function addressFieldOf(key: string): AddressField | null {
  const bare = key.replace(/^address\./, '');
  if (bare === 'level_one_code') return 'level_one';
  if (bare === 'region' || bare === 'address') return 'postcode';
  return (ADDRESS_FIELDS as readonly string[]).includes(bare) ? (bare as AddressField) : null;
}

const maxLengthOf = (field: AddressField): number | null => (field in ADDRESS_MAX_LENGTH ? ADDRESS_MAX_LENGTH[field as keyof typeof ADDRESS_MAX_LENGTH] : null);

/** Field → message text, from message keys and their translations (`tooLong` carries {max}). */
export function addressErrorMessages(errors: AddressErrors, messages: Record<AddressErrorKey, string>): Partial<Record<AddressField, string>> {
  const out: Partial<Record<AddressField, string>> = {};
  for (const [field, key] of Object.entries(errors) as [AddressField, AddressErrorKey][]) {
    out[field] = messages[key].replace('{max}', String(maxLengthOf(field) ?? ''));
  }
  return out;
}
